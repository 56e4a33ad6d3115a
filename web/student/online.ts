import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the phone has a network: offline is sure, online may still be a network without the internet. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);

/**
 * Back online, the page's reads that failed meanwhile are made again. react-query does this itself
 * only after it saw the network go; an app opened offline (from the service worker's shell) never
 * saw it go, and would keep its failures until the student moved to another page.
 */
export function refetchFailedWhenOnline(queryClient: QueryClient) {
  window.addEventListener('online', () => {
    void queryClient.refetchQueries(
      { type: 'active', predicate: (query) => query.state.status === 'error' && query.state.fetchStatus === 'idle' },
      { cancelRefetch: false },
    );
  });
  return queryClient;
}
