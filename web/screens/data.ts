import { queryOptions, useMutation, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { customCommands, customReads } from '../plain/customMethods.ts';
import { API_URL, httpClient, queryString } from '../plain/httpClient.ts';
import type { Booking, RoomType, Semester } from '../plain/types.ts';

/** A list read as react-admin's getList reads it: one page, sorted, filtered. */
export type ListParams = {
  filter: Record<string, unknown>;
  pagination: { page: number; perPage: number };
  sort: { field: string; order: 'ASC' | 'DESC' };
};

/**
 * GET /api/<resource> in the simple-rest dialect (`filter`, `range`, `sort`, and the `Range` header),
 * as ra-data-simple-rest asks it for react-admin (web/providers/dataProvider.ts): the API answers
 * the rows, and their total in Content-Range, which these pages do not need.
 */
export async function getList<T>(resource: string, { filter, pagination: { page, perPage }, sort }: ListParams): Promise<T[]> {
  const [first, last] = [(page - 1) * perPage, page * perPage - 1];
  const query = { filter: JSON.stringify(filter), range: JSON.stringify([first, last]), sort: JSON.stringify([sort.field, sort.order]) };
  const { json } = await httpClient(`${API_URL}/${resource}${queryString(query)}`, {
    headers: new Headers({ Range: `${resource}=${first}-${last}` }),
  });
  return json as T[];
}

/** GET /api/<resource>/<id>, the record out of its `{ data }` envelope, as react-admin's getOne. */
export async function getOne<T>(resource: string, id: string): Promise<T> {
  const { json } = await httpClient(`${API_URL}/${resource}/${encodeURIComponent(id)}`);
  return (json as { data: T }).data;
}

/** The student's own bookings, newest first, as My booking and the booking form read them. */
const myBookingsParams = (userId: string, perPage: number): ListParams => ({
  filter: { user_id: userId },
  pagination: { page: 1, perPage },
  sort: { field: 'created_at', order: 'DESC' },
});

type Reads = typeof customReads;
type Commands = typeof customCommands;
type Options<T> = Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'>;
/** Typed as react-query types every key, so a read's own options and a hook's options fit together. */
const key = (...parts: unknown[]): QueryKey => parts;
type ReadParams<R extends keyof Reads, M extends keyof Reads[R]> = Reads[R][M] extends (params: infer P) => unknown ? P : never;
type ReadResult<R extends keyof Reads, M extends keyof Reads[R]> = Reads[R][M] extends (params: never) => Promise<infer T> ? T : never;

/**
 * A list, keyed `[resource, 'list', params]`: not react-admin's `getList`, whose cached answer is
 * `{ data, total }` and which react-admin rewrites in place after its own create or update. The
 * query client's one rule (queryClient.ts) reads both again after any write.
 */
export const listQuery = <T>(resource: string, params: ListParams) =>
  queryOptions({ queryKey: key(resource, 'list', params), queryFn: () => getList<T>(resource, params) });

export const useList = <T>(resource: string, params: ListParams, options: Options<T[]> = {}) =>
  useQuery({ ...listQuery<T>(resource, params), ...options });

/** A record, keyed `[resource, 'one', { id }]`, apart from react-admin's own as lists are. */
export const useOne = <T>(resource: string, id: string, options: Options<T> = {}) =>
  useQuery({ queryKey: [resource, 'one', { id }], queryFn: () => getOne<T>(resource, id), ...options });

/** One of the API's special reads (customMethods.ts), keyed `[resource, method, params]` as the react-admin app keys it. */
export function readQuery<R extends keyof Reads, M extends keyof Reads[R] & string>(resource: R, method: M, params: ReadParams<R, M>) {
  const read = customReads[resource][method] as unknown as (params: unknown) => Promise<ReadResult<R, M>>;
  return queryOptions({ queryKey: key(resource, method, params), queryFn: () => read(params) });
}

export const useRead = <R extends keyof Reads, M extends keyof Reads[R] & string>(
  resource: R,
  method: M,
  params: ReadParams<R, M>,
  options: Options<ReadResult<R, M>> = {},
) => useQuery({ ...readQuery(resource, method, params), ...options });

/**
 * One of the API's commands (customMethods.ts), keyed `[resource, method]` as the react-admin app
 * keys its own: once it succeeds, the query client's rule (queryClient.ts) reads again what is on
 * screen and drops the rest, since a booking changes the rooms' beds as well as the bookings.
 */
export function useCommand<R extends keyof Commands, M extends keyof Commands[R] & string>(resource: R, method: M) {
  type Params = Commands[R][M] extends (params: infer P) => unknown ? P : never;
  type Result = Commands[R][M] extends (params: never) => Promise<infer T> ? T : never;
  const send = customCommands[resource][method] as unknown as (params: Params) => Promise<Result>;
  return useMutation({ mutationKey: [resource, method], mutationFn: (params: Params) => send(params) });
}

/**
 * How long the reads a page starts with stay fresh. The app fetches them as it starts, beside the
 * page's code (pages.ts), and the page opening a moment later takes them as they are.
 */
const FRESH_MS = 10_000;

/** Every semester, newest first, as the react-admin app's selects list them (web/rooms/lookups.ts). */
export const semestersQuery = () => ({
  ...listQuery<Semester>('semesters', { filter: {}, pagination: { page: 1, perPage: 100 }, sort: { field: 'start_date', order: 'DESC' } }),
  staleTime: FRESH_MS,
});
export const useSemesters = () => useQuery(semestersQuery());

/** Room types for the filters; a failed lookup leaves the choice at "All". */
export const roomTypesQuery = () => ({
  ...listQuery<RoomType>('room-types', { filter: {}, pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } }),
  staleTime: 5 * 60_000,
});
export const useRoomTypes = () => useQuery(roomTypesQuery());

/** The semester the server counts as current (the one running, else the next, else the last). */
export const currentSemesterQuery = () => ({ ...readQuery('semesters', 'currentSemester', {}), staleTime: 60_000 });
export const useCurrentSemester = () => useQuery(currentSemesterQuery());

/**
 * How many of the student's own bookings each page reads: Reserve A Bed checks them all for one
 * that holds a bed; My Booking shows the latest. Its hook and the app's prefetch read the same.
 */
export const MY_BOOKINGS = { checked: 100, shown: 10 } as const;

/** The student's own bookings, newest first: `count` of them. */
export const myBookingsQuery = (userId: string, count: number) => ({
  ...listQuery<Booking>('bookings', myBookingsParams(userId, count)),
  staleTime: FRESH_MS,
  enabled: Boolean(userId),
});
export const useMyBookings = (userId: string, count: number) => useQuery(myBookingsQuery(userId, count));

/** The student's last booking's personal fields, which fill a new booking form; null before any booking. */
export const lastBookingFormQuery = () => ({ ...readQuery('bookings', 'lastBookingForm', {}), staleTime: FRESH_MS });
export const useLastBookingForm = (enabled: boolean) => useQuery({ ...lastBookingFormQuery(), enabled });

/** The student's place on the current semester's waitlist, with any offer; null when on none. */
export const myWaitlistQuery = () => ({ ...readQuery('waitlist', 'myWaitlistEntry', {}), staleTime: FRESH_MS });

/** The dashboard's counters. */
export const roomStatsQuery = () => ({ ...readQuery('rooms', 'roomStats', {}), staleTime: FRESH_MS });
export const useRoomStats = () => useQuery(roomStatsQuery());

/** A semester's name by its id, for rooms to say which semester they belong to. */
export function useSemesterName() {
  const semesters = useSemesters();
  return (id: string) => semesters.data?.find((s) => s.id === id)?.name ?? '';
}
