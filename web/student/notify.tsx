import { useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants.ts';
import { HostContext } from '../screens/host.tsx';

/** The message, gone after a few seconds. */
export function Toast({ message, onClose }: { message: string; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div className="toast">
      <div role="alert">{message}</div>
    </div>
  );
}

/** Gives the screens inside it their host's `notify`, and shows the last message said. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string>();
  const close = useCallback(() => setMessage(undefined), []);
  const host = useContext(HostContext);
  const withNotify = useMemo(() => ({ ...host, notify: setMessage }), [host]);
  return (
    <HostContext.Provider value={withNotify}>
      {children}
      {message && <Toast key={message} message={message} onClose={close} />}
    </HostContext.Provider>
  );
}
