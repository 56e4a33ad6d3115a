import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { customCommands, customReads } from '../../providers/customMethods.ts';
import { API_URL, httpClient, queryString } from '../../providers/httpClient.ts';
import { refreshAfterWrite } from '../../providers/queryClient.ts';

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
export const myBookingsParams = (userId: string, perPage: number): ListParams => ({
  filter: { user_id: userId },
  pagination: { page: 1, perPage },
  sort: { field: 'created_at', order: 'DESC' },
});

type Reads = typeof customReads;
type Commands = typeof customCommands;
type Options<T> = Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'>;

/** A list, keyed `[resource, 'getList', params]` as react-admin keys it. */
export const useList = <T>(resource: string, params: ListParams, options: Options<T[]> = {}) =>
  useQuery({ queryKey: [resource, 'getList', params], queryFn: () => getList<T>(resource, params), ...options });

/** A record, keyed `[resource, 'getOne', { id }]` as react-admin keys it. */
export const useOne = <T>(resource: string, id: string, options: Options<T> = {}) =>
  useQuery({ queryKey: [resource, 'getOne', { id }], queryFn: () => getOne<T>(resource, id), ...options });

/** One of the API's special reads (customMethods.ts), keyed `[resource, method, params]` as the react-admin app keys it. */
export function useRead<R extends keyof Reads, M extends keyof Reads[R] & string>(
  resource: R,
  method: M,
  params: Reads[R][M] extends (params: infer P) => unknown ? P : never,
  options: Options<Reads[R][M] extends (params: never) => Promise<infer T> ? T : never> = {},
) {
  type Result = Reads[R][M] extends (params: never) => Promise<infer T> ? T : never;
  const read = customReads[resource][method] as unknown as (params: unknown) => Promise<Result>;
  return useQuery({ queryKey: [resource, method, params], queryFn: () => read(params), ...options });
}

/**
 * One of the API's commands (customMethods.ts). Once it succeeds, what is on screen is read again
 * and the rest of the cache dropped, by the react-admin app's rule (queryClient.ts): a booking
 * changes the rooms' beds as well as the bookings.
 */
export function useCommand<R extends keyof Commands, M extends keyof Commands[R] & string>(resource: R, method: M) {
  type Params = Commands[R][M] extends (params: infer P) => unknown ? P : never;
  type Result = Commands[R][M] extends (params: never) => Promise<infer T> ? T : never;
  const send = customCommands[resource][method] as unknown as (params: Params) => Promise<Result>;
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (params: Params) => send(params), onSuccess: () => refreshAfterWrite(queryClient) });
}
