import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants.ts';

/** Shows a success message at the bottom of the window (react-admin's notify in the other app). */
export const NotifyContext = createContext<(message: string) => void>(() => {});
export const useNotify = () => useContext(NotifyContext);

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

/** Gives the pages inside it `useNotify`, and shows the last message said. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string>();
  const close = useCallback(() => setMessage(undefined), []);
  return (
    <NotifyContext.Provider value={setMessage}>
      {children}
      {message && <Toast key={message} message={message} onClose={close} />}
    </NotifyContext.Provider>
  );
}
