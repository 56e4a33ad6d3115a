import { Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import { GUEST_PATHS } from '../shared/constants.ts';
import { store } from './appSetup.ts';
import { PleaseWait, Splash } from './layout/Splash.tsx';
import { page } from './plain/lazyPage.ts';
import { getToken, openGuestPage } from './plain/session.ts';
import { isDarkStored } from './providers/store.ts';

// The signed-in app loads apart from this entry, behind the splash.
const HostelAdmin = page(() => import('./HostelAdmin.tsx'), 'HostelAdmin');

/**
 * The single composition root of the signed-in app, and the splash over it. The guest pages are
 * an entry of their own (guest.html, web/guest): whatever brings this app to one of their paths
 * (no token, a sign-out) loads that page anew, and the server answers it with guest.html.
 */
function Root() {
  const { pathname, search } = useLocation();
  if (GUEST_PATHS.includes(pathname)) return <LeaveForGuestPage path={`${pathname}${search}`} />;
  return (
    <>
      <Suspense fallback={<PleaseWait dark={isDarkStored(store)} />}>
        <HostelAdmin />
      </Suspense>
      <Splash dark={isDarkStored(store)} />
    </>
  );
}

function LeaveForGuestPage({ path }: { path: string }) {
  useEffect(() => openGuestPage(path), [path]);
  return <PleaseWait overlay dark={isDarkStored(store)} />;
}

function createRouter() {
  // A visitor without a token who opens a guarded address goes to /login at once. Left to
  // requireAuth on a cold start, react-admin's logout-on-mount and the router's first navigation
  // chase each other for seconds first (react-admin 5.15, react-router 7).
  if (!getToken() && !GUEST_PATHS.includes(window.location.pathname)) window.history.replaceState(null, '', '/login');
  // The spec's routes are real paths (/all-rooms), which the server answers with the app.
  return createBrowserRouter([{ path: '*', element: <Root /> }]);
}

export function App() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
