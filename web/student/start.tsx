import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../plain/httpClient.ts';
import { createQueryClient } from '../plain/queryClient.ts';
import { clearSession, getToken, openGuestPage } from '../plain/session.ts';
import { storedThemeIsDark } from '../plain/themeChoice.ts';
import { applyTheme } from './Layout.tsx';
import { refetchFailedWhenOnline } from './online.ts';
import { preloadPageAt } from './pages.ts';
import { StudentApp } from './StudentApp.tsx';
import './student.css';

/**
 * An unknown or ended session (401) signs the student out, as the react-admin app's checkError
 * does: a refused business rule (403, 409) is no reason to.
 */
export function signOutOnUnauthorized(queryClient: QueryClient) {
  const check = (error: unknown) => {
    if (!isHttpError(error, 401)) return;
    clearSession();
    openGuestPage('/login');
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
  });
  return queryClient;
}

/** Runs the student's app in index.html (web/main.tsx chose it by the stored user's role). */
export function start() {
  // A visitor without a token goes to /login at once, as the react-admin app sends them.
  if (!getToken()) return openGuestPage('/login');
  applyTheme(storedThemeIsDark());
  const queryClient = refetchFailedWhenOnline(signOutOnUnauthorized(createQueryClient()));
  preloadPageAt(window.location.pathname, queryClient);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task, so the page answers a tap while it builds.
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StudentApp />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
