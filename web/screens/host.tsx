import { createContext, useContext, useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { navigate, useLocation as useAddress } from '../plain/router.tsx';

/**
 * What a screen needs of the app that hosts it: the student's app (web/student) or the office's
 * react-admin app (web/layout/ScreenHost.tsx). The screens are drawn once, and each app moves
 * between pages, says a message and shows a title in its own way.
 */
export type Host = {
  /** Opens `path` inside the app; `replace` leaves no step in the history. */
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** The address shown, following every navigation. */
  useLocation: () => { pathname: string; search: string };
  /** Shows a success message for a few seconds. */
  notify: (message: string) => void;
  /** Shows the page's title in the top bar. */
  setTitle: (title: string) => void;
};

/** The student's app moves with history.pushState (web/plain/router.tsx); its shell adds the rest. */
export const PLAIN_HOST: Host = { navigate, useLocation: useAddress, notify: () => {}, setTitle: () => {} };
export const HostContext = createContext<Host>(PLAIN_HOST);

export const useNavigate = () => useContext(HostContext).navigate;
export const useNotify = () => useContext(HostContext).notify;
export const useLocation = () => useContext(HostContext).useLocation();

/** Shows `title` in the top bar while the page is on screen. */
export function usePageTitle(title: string) {
  const { setTitle } = useContext(HostContext);
  useEffect(() => setTitle(title), [setTitle, title]);
}

/** A link followed inside the app on a plain click; a new tab or window opens it as any link. */
export function Link({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const go = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
