import { MutationCache, QueryClient } from '@tanstack/react-query';

/**
 * One rule for every write: after a keyed mutation succeeds (react-admin's create, update and
 * delete, and useHostelMutation's commands), what is on screen is fetched again and the rest of
 * the cache is dropped. A write changes more than its own resource (a booking, the rooms' beds),
 * and a page opened next must not first show its old copy (a room whose last bed was just taken).
 * Unkeyed mutations, such as react-admin's access checks, write nothing.
 */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (!mutation.options.mutationKey) return;
        queryClient.removeQueries({ type: 'inactive' });
        void queryClient.invalidateQueries();
      },
    }),
  });
  return queryClient;
}
