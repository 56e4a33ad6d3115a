import { useMutation, useQuery, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { resourceOf, useHostelData, type CustomCommands, type CustomReads } from './dataProvider.ts';

type ParamsOf<F> = F extends (params: infer P) => unknown ? P : never;
type ResultOf<F> = F extends (params: never) => Promise<infer R> ? R : never;
type Call<P, R> = (params: P) => Promise<R>;

/**
 * A custom read, keyed `[resource, method, params]` as react-admin keys its own reads
 * (`['rooms', 'getList', params]`), so that one rule can refresh a resource whichever way it was read.
 */
export function useHostelQuery<M extends keyof CustomReads>(
  method: M,
  params: ParamsOf<CustomReads[M]>,
  options: Omit<UseQueryOptions<ResultOf<CustomReads[M]>>, 'queryKey' | 'queryFn'> = {},
) {
  const dataProvider = useHostelData();
  const read = dataProvider[method] as unknown as Call<typeof params, ResultOf<CustomReads[M]>>;
  return useQuery({ queryKey: [resourceOf(method), method, params], queryFn: () => read(params), ...options });
}

/**
 * A command, called as react-admin's examples call their custom methods (useMutation), keyed
 * `[resource, method]` as react-admin keys its create, update and delete: what it changed is then
 * refreshed by the query client's rule (queryClient.ts).
 */
export function useHostelMutation<M extends keyof CustomCommands>(
  method: M,
  options: Omit<UseMutationOptions<ResultOf<CustomCommands[M]>, Error, ParamsOf<CustomCommands[M]>>, 'mutationKey' | 'mutationFn'> = {},
) {
  const dataProvider = useHostelData();
  const send = dataProvider[method] as unknown as Call<ParamsOf<CustomCommands[M]>, ResultOf<CustomCommands[M]>>;
  return useMutation({ mutationKey: [resourceOf(method), method], mutationFn: (params) => send(params), ...options });
}
