import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { customReads } from '../providers/customMethods.ts';
import { API_URL, httpClient } from '../providers/httpClient.ts';
import type { RoomType, Semester } from '../providers/types.ts';

type Reads = typeof customReads;
type ParamsOf<F> = F extends (params: infer P) => unknown ? P : never;
type ResultOf<F> = F extends (params: never) => Promise<infer R> ? R : never;
type Options<T> = Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'>;

/**
 * One of the API's special reads (customMethods.ts), keyed `[resource, method, params]` as the
 * react-admin app keys it, so that the query client's rule refreshes it after a command.
 */
export function useRead<R extends keyof Reads, M extends keyof Reads[R] & string>(
  resource: R,
  method: M,
  params: ParamsOf<Reads[R][M]>,
  options: Options<ResultOf<Reads[R][M]>> = {},
) {
  const read = customReads[resource][method] as unknown as (params: ParamsOf<Reads[R][M]>) => Promise<ResultOf<Reads[R][M]>>;
  return useQuery({ queryKey: [resource, method, params], queryFn: () => read(params), ...options });
}

type ListParams = { pagination: { page: number; perPage: number }; sort: { field: string; order: 'ASC' | 'DESC' }; filter: object };

/** A list in react-admin's simple-rest dialect (api/README.md), keyed as react-admin's getList. */
export function useList<T>(resource: string, params: ListParams, options: Options<T[]> = {}) {
  return useQuery({
    queryKey: [resource, 'getList', params],
    queryFn: async () => {
      const { page, perPage } = params.pagination;
      const query = new URLSearchParams({
        sort: JSON.stringify([params.sort.field, params.sort.order]),
        range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
        filter: JSON.stringify(params.filter),
      });
      const json = (await httpClient(`${API_URL}/${resource}?${query}`)).json as T[] | { data: T[] };
      return Array.isArray(json) ? json : json.data;
    },
    ...options,
  });
}

/** Every semester, newest first, as the react-admin app's selects list them (web/rooms/lookups.ts). */
export const useSemesters = () =>
  useList<Semester>('semesters', { pagination: { page: 1, perPage: 100 }, sort: { field: 'start_date', order: 'DESC' }, filter: {} });

/** Room types for the filters; a failed lookup leaves the choice at "All". */
export const useRoomTypes = () =>
  useList<RoomType>(
    'room-types',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    { staleTime: 5 * 60_000 },
  );

/** The semester the server counts as current (the one running, else the next, else the last). */
export const useCurrentSemester = () => useRead('semesters', 'currentSemester', {}, { staleTime: 60_000 });

/** A semester's name by its id, for rooms to say which semester they belong to. */
export function useSemesterName() {
  const semesters = useSemesters();
  return (id: string) => semesters.data?.find((s) => s.id === id)?.name ?? '';
}
