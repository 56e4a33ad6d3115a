import { useEffect, useMemo, useSyncExternalStore } from 'react';

// The student's app moves between its pages as the guest pages do (web/guest/GuestApp.tsx):
// history.pushState, and the browser's back and forward through popstate. No router library.

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  if (!listeners.size) window.addEventListener('popstate', changed);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('popstate', changed);
  };
}

const address = () => `${window.location.pathname}${window.location.search}`;

/** Opens `path` inside the app, at the top of the page; `replace` leaves no step in the history. */
export function navigate(path: string, { replace = false }: { replace?: boolean } = {}) {
  if (path !== address()) window.history[replace ? 'replaceState' : 'pushState'](null, '', path);
  window.scrollTo(0, 0);
  changed();
}

/** The address shown, following every navigation and the back and forward buttons. */
export function useLocation(): { pathname: string; search: string } {
  const current = useSyncExternalStore(subscribe, address, address);
  return useMemo(() => {
    const query = current.indexOf('?');
    return query < 0 ? { pathname: current, search: '' } : { pathname: current.slice(0, query), search: current.slice(query) };
  }, [current]);
}

/** Opens My Booking in place of the address it stands at. */
export function ToHistory() {
  useEffect(() => navigate('/history', { replace: true }), []);
  return null;
}
