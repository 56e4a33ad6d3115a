import { Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import { GUEST_PATHS, store } from './appSetup.ts';
import { GuestApp } from './auth/GuestApp.tsx';
import { PleaseWait, Splash } from './layout/Splash.tsx';
import { page } from './lazyPage.ts';
import { getToken } from './providers/session.ts';
import { isDarkStored } from './providers/store.ts';

// The signed-in app loads apart: a visitor's first page (/login, /register) needs none of it.
const loadHostelAdmin = () => import('./HostelAdmin.tsx');
const HostelAdmin = page(loadHostelAdmin, 'HostelAdmin');
const prefetchHostelAdmin = () => void loadHostelAdmin();

/** The single composition root: the guest pages, or the signed-in app, and the splash over both. */
function Root() {
  const { pathname } = useLocation();
  return (
    <>
      {GUEST_PATHS.includes(pathname) ? (
        <GuestApp onStart={prefetchHostelAdmin} />
      ) : (
        <Suspense fallback={<PleaseWait dark={isDarkStored(store)} />}>
          <HostelAdmin />
        </Suspense>
      )}
      <Splash dark={isDarkStored(store)} />
    </>
  );
}

function createRouter() {
  // A visitor without a token who opens a guarded address starts on /login. Left to requireAuth on
  // a cold start, react-admin's logout-on-mount and the router's first navigation chase each other
  // for seconds before the login page shows (react-admin 5.15, react-router 7).
  if (!getToken() && !GUEST_PATHS.includes(window.location.pathname)) window.history.replaceState(null, '', '/login');
  // The spec's routes are real paths (/login, /all-rooms), which the server answers with the app.
  return createBrowserRouter([{ path: '*', element: <Root /> }]);
}

export function App() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
