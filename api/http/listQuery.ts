import type { Context } from 'hono';
import { MESSAGES } from '../../shared/messages.ts';
import type { Pagination } from '../../shared/records.ts';
import { ApiError } from './errors.ts';

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
  /** The filters given, checked: a text filter is a string, an `ids` filter a list of strings. */
  filter: ListFilter;
};
export type ListFilter = Record<string, string | string[] | undefined>;

/**
 * What a list may be filtered by: 'text' takes a string or a whole number, 'ids' one or a list of
 * them (react-admin's getMany), a list of words one of those words. Other names are ignored.
 */
export type FilterSpec = Record<string, 'text' | 'ids' | readonly string[]>;
/** `sortable`: the fields besides `id`, which every list sorts by (below). */
export type ListSpec = { sortable?: readonly string[]; filters?: FilterSpec };

/**
 * Every list sorts by `id`: it is react-admin's default sort, what a bare `<List>` sends. Each
 * list's query orders by its rows' `id` (a primary key), so the order is stable from page to page.
 */
export const sortableOf = (spec: ListSpec) => ['id', ...(spec.sortable ?? []).filter((field) => field !== 'id')];

const refuse = (param: string, message: string) => {
  throw new ApiError(422, message, { [param]: [message] });
};

/** The parameter's JSON, or a 422 naming it: a list never guesses what a broken query meant. */
function parseJson(q: Record<string, string>, param: string, shape: string): unknown {
  const value = q[param];
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return refuse(param, MESSAGES.list.notJson(param, shape));
  }
}

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : undefined;

function checkFilter(raw: unknown, spec: FilterSpec): ListFilter {
  if (raw === undefined) return {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return refuse('filter', MESSAGES.list.notJson('filter', '{"name":"value"}'));
  const filter: ListFilter = {};
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const kind = Object.hasOwn(spec, name) ? spec[name] : undefined;
    // Unset (null or empty) filters nothing, as react-admin sends a cleared input.
    if (kind === undefined || value === null || value === '') continue;
    if (kind === 'ids') {
      const list = Array.isArray(value) ? value.map(asText) : [asText(value)];
      if (list.some((v) => v === undefined)) refuse('filter', MESSAGES.list.badIds(name));
      filter[name] = list as string[];
      continue;
    }
    const text = asText(value);
    if (text === undefined) refuse('filter', MESSAGES.list.badText(name));
    if (kind !== 'text' && !kind.includes(text!)) refuse('filter', MESSAGES.list.badChoice(name, kind));
    filter[name] = text;
  }
  return filter;
}

function checkSort(raw: unknown, sortable: readonly string[]): ListQuery['sort'] {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.length !== 2 || typeof raw[0] !== 'string' || !['ASC', 'DESC'].includes(String(raw[1]).toUpperCase()))
    return refuse('sort', MESSAGES.list.notJson('sort', '["field","ASC"]'));
  if (!sortable.includes(raw[0])) return refuse('sort', MESSAGES.list.badSortField(raw[0], sortable));
  return { field: raw[0], order: String(raw[1]).toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
}

function checkRange(raw: unknown): [number, number] | undefined {
  if (raw === undefined) return undefined;
  const whole = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
  if (!Array.isArray(raw) || raw.length !== 2 || !whole(raw[0]) || !whole(raw[1]) || raw[1] < raw[0])
    return refuse('range', MESSAGES.list.badRange);
  return [raw[0], raw[1]];
}

/**
 * The react-admin parameters are checked and a bad one answered 422 naming it; the spec's `?page=`
 * keeps falling back to the first page, as it always has.
 */
export function parseListQuery(c: Context, perPage: number, spec: ListSpec = {}): ListQuery {
  const q = c.req.query();
  const range = checkRange(parseJson(q, 'range', '[0,9]'));
  const filter = checkFilter(parseJson(q, 'filter', '{"name":"value"}'), spec.filters ?? {});
  const sort = checkSort(parseJson(q, 'sort', '["field","ASC"]'), sortableOf(spec));
  if (range) {
    const size = Math.min(range[1] - range[0] + 1, 1000);
    return { dialect: 'range', page: Math.floor(range[0] / size) + 1, perPage: size, offset: range[0], sort, filter };
  }
  if (q.page === undefined && (q.filter !== undefined || q.sort !== undefined)) {
    // react-admin's getMany names the ids it wants, without a range: all of them, as an array.
    // Any other list asked without a range gets its first page, never the whole table.
    return { dialect: 'range', page: 1, perPage: filter.id === undefined ? perPage : 1000, offset: 0, sort, filter };
  }
  return { ...pageQuery(c, perPage), sort, filter };
}

/** `?per_page=`, the rows a page a list's reader chose (up to `max`), or `fallback` without it; 422 otherwise. */
export function perPageOf(c: Context, fallback: number, max: number): number {
  const given = c.req.query('per_page');
  if (given === undefined || given === '') return fallback;
  const size = Number(given);
  if (!/^\d+$/.test(given.trim()) || size < 1 || size > max) refuse('per_page', MESSAGES.list.badPerPage(max));
  return size;
}

/** The spec's `?page=n` alone (below 1 or not a number: page 1), for lists answered in its envelope only. */
export function pageQuery(c: Context, perPage: number): ListQuery {
  const page = Number(c.req.query('page'));
  const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  return { dialect: 'page', page: safePage, perPage, offset: (safePage - 1) * perPage, filter: {} };
}

export function paginationOf(q: Pick<ListQuery, 'page' | 'perPage'>, total: number): Pagination {
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
/** metaEnvelope around rows the database wrote as a JSON array, as JSON text. */
export const metaEnvelopeText = (rowsJson: string, p: Pagination) => `{"data":${rowsJson},"meta":${JSON.stringify(p)}}`;
/** `{ data, per_page, current_page, last_page, total }`: the envelope of users. */
export const flatEnvelope = <T>(rows: T[], p: Pagination) => ({ data: rows, ...p });
