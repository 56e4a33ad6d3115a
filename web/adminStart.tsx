import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

/** The react-admin app, for administrators and superadministrators (and any page without a student's session). */
export function start() {
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task, so the page answers a tap while it builds.
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
