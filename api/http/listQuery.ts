import type { Context } from 'hono';
import type { Pagination } from '../../shared/records.ts';

/**
 * Lists answer two dialects on one path: the spec's `?page=n` and react-admin's simple-rest
 * `?range=[0,9]&sort=["field","ASC"]&filter={...}`. Both reduce to this.
 */
export type ListQuery = {
  dialect: 'page' | 'range';
  page: number;
  perPage: number;
  offset: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
};

function parseJson(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** Anything malformed falls back to the first page and no filter: a list never fails on its query. */
export function parseListQuery(c: Context, perPage: number, sortable: readonly string[] = []): ListQuery {
  const q = c.req.query();
  const range = parseJson(q.range);
  const filter = parseJson(q.filter);
  const sort = parseJson(q.sort);
  const cleanFilter = filter && typeof filter === 'object' && !Array.isArray(filter) ? (filter as Record<string, unknown>) : {};
  const sortSpec =
    Array.isArray(sort) && typeof sort[0] === 'string' && sortable.includes(sort[0])
      ? { field: sort[0], order: String(sort[1]).toUpperCase() === 'DESC' ? ('DESC' as const) : ('ASC' as const) }
      : undefined;
  if (Array.isArray(range) && Number.isSafeInteger(range[0]) && Number.isSafeInteger(range[1]) && range[0] >= 0 && range[1] >= range[0]) {
    const size = Math.min(range[1] - range[0] + 1, 1000);
    return {
      dialect: 'range',
      page: Math.floor(range[0] / size) + 1,
      perPage: size,
      offset: range[0],
      sort: sortSpec,
      filter: cleanFilter,
    };
  }
  if (q.page === undefined && (q.filter !== undefined || q.sort !== undefined)) {
    // react-admin's getMany and getManyReference send a filter without a range: all matches, as an array.
    return { dialect: 'range', page: 1, perPage: 1000, offset: 0, sort: sortSpec, filter: cleanFilter };
  }
  const page = Number(q.page);
  const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  return { dialect: 'page', page: safePage, perPage, offset: (safePage - 1) * perPage, sort: sortSpec, filter: cleanFilter };
}

export function paginationOf(q: ListQuery, total: number): Pagination {
  return { current_page: q.page, last_page: Math.max(1, Math.ceil(total / q.perPage)), per_page: q.perPage, total };
}

/**
 * Answers a list in the dialect it was asked in: react-admin gets the bare array and a
 * Content-Range header; the spec's clients get `envelope(rows, pagination)`.
 */
export function respondList<T>(
  c: Context,
  q: ListQuery,
  rows: T[],
  total: number,
  envelope: (rows: T[], pagination: Pagination) => Record<string, unknown>,
  resource = 'items',
) {
  if (q.dialect === 'range') {
    setContentRange(c, q, rows.length, total, resource);
    return c.json(rows);
  }
  return c.json(envelope(rows, paginationOf(q, total)));
}

/** react-admin's total and the range of the `rowCount` rows answered from `q.offset`. */
function setContentRange(c: Context, q: ListQuery, rowCount: number, total: number, resource: string) {
  const end = rowCount ? q.offset + rowCount - 1 : q.offset;
  c.header('Content-Range', `${resource} ${q.offset}-${end}/${total}`);
  c.header('Access-Control-Expose-Headers', 'Content-Range');
}

/** `{ data, meta: {...} }`: the envelope of semesters and rooms (SPEC.md point 7). */
export const metaEnvelope = <T>(rows: T[], p: Pagination) => ({ data: rows, meta: p });
/** `{ data, per_page, current_page, last_page, total }`: the envelope of users. */
export const flatEnvelope = <T>(rows: T[], p: Pagination) => ({ data: rows, ...p });
