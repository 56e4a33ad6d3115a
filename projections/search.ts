import type { PendingQuery, Row } from 'postgres';
import type { Db } from '../api/db/connect.ts';
import type { Search } from '../shared/search.ts';

/** A LIKE pattern finding `term` anywhere, its own % and _ taken as written. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The condition that `text` (a lowercase expression a trigram index holds) matches a search:
 * every word somewhere in it, or the phone number as stored. Each LIKE is one the index answers.
 */
export function matchesSearch(db: Db, text: string, search: Search): PendingQuery<Row[]> {
  const expr = db.unsafe(text);
  const everyWord = search.words.reduce((all, word) => db`${all} AND ${expr} LIKE lower(${containing(word)})`, db`true`);
  return search.phone ? db`((${everyWord}) OR ${expr} LIKE lower(${containing(search.phone)}))` : db`(${everyWord})`;
}
