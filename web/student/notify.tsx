import { createContext, useContext, useEffect } from 'react';
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
