import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import { Title, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorPage } from '../screens/ErrorPages.tsx';
import { HostContext, type Host } from '../screens/host.tsx';
import '../screens/screens.css';

/**
 * Hosts a screen drawn once for both apps (web/screens) in react-admin's layout: the router moves
 * between pages, react-admin says the messages and shows the title, and the screen takes the
 * theme's light or dark from MUI (its stylesheet's colours follow `data-theme`).
 */
export function ScreenHost({ children }: { children: ReactNode }) {
  const go = useNavigate();
  const notify = useNotify();
  const dark = useTheme().palette.mode === 'dark';
  const [title, setTitle] = useState('');
  const host = useMemo<Host>(
    () => ({
      navigate: (path, { replace = false } = {}) => {
        void go(path, { replace });
        window.scrollTo(0, 0);
      },
      useLocation,
      notify: (message) => notify(message, { type: 'success' }),
      setTitle,
    }),
    [go, notify],
  );
  return (
    <HostContext.Provider value={host}>
      {title && <Title title={title} />}
      <div className="hosted-screen" data-theme={dark ? 'dark' : 'light'}>
        {children}
      </div>
    </HostContext.Provider>
  );
}

/** react-admin's error page: the shared one, its button also resetting react-admin's error boundary. */
export function HostedErrorPage({ error, resetErrorBoundary }: { error?: unknown; resetErrorBoundary?: (...args: unknown[]) => void }) {
  return (
    <ScreenHost>
      <ErrorPage error={error} onReset={() => resetErrorBoundary?.()} />
    </ScreenHost>
  );
}

/** `Screen` as a page of the office's app. */
export function hosted(Screen: ComponentType) {
  const Hosted = () => (
    <ScreenHost>
      <Screen />
    </ScreenHost>
  );
  Hosted.displayName = `Hosted(${Screen.displayName ?? Screen.name})`;
  return Hosted;
}
