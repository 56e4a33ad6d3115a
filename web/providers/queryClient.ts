import { MutationCache, QueryClient } from '@tanstack/react-query';

/**
 * The app's query client, with one rule for every write: once a mutation keyed by its resource
 * succeeds (react-admin's create, update and delete, and the commands of useHostelMutation; its
 * unkeyed ones, such as access checks, write nothing), what is on screen is fetched again and
 * everything else cached is dropped. A write here often changes more than its own resource (a
 * booking changes the rooms' beds and the counters), so the rule spares none. Dropped, not only
 * marked stale: a page opened next would first show its old copy (a room whose last bed was just
 * taken, still on offer) until the new one came.
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
