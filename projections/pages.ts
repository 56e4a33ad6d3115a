import type { Db } from '../api/db/connect.ts';

/** A page of a list, as both of the API's list dialects reduce to (api/http/listQuery.ts). */
export type PageQuery = {
  offset: number;
  perPage: number;
  /** A field the list allows sorting by, never free text: it goes into the statement. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
};

/**
 * A page's LIMIT and OFFSET, written into the statement rather than sent as parameters. With
 * parameters there, PostgreSQL's one plan for every value assumes a page of a tenth of the table,
 * finds it dearer than planning for the values at hand, and so plans every read of the list anew:
 * planning a list with subqueries costs several times its execution.
 */
export function pageLimitText(page: Pick<PageQuery, 'offset' | 'perPage'>): string {
  return `LIMIT ${whole(page.perPage)} OFFSET ${whole(page.offset)}`;
}

// A page far past the end of any list is empty whatever its number: kept within what a literal writes.
function whole(n: number): number {
  if (!Number.isFinite(n) || n < 0) throw new Error(`not a page's bound: ${n}`);
  return Math.min(Math.floor(n), Number.MAX_SAFE_INTEGER);
}

/** pageLimitText as a fragment of a tagged statement. */
export const pageLimit = (db: Db, page: Pick<PageQuery, 'offset' | 'perPage'>) => db.unsafe(pageLimitText(page));
