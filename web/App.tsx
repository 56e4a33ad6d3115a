import { Suspense, useState } from 'react';
import { Admin, CustomRoutes, Notification } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { TOAST_AUTO_CLOSE_MS } from '../shared/constants.ts';
import { LoginPage } from './auth/LoginPage.tsx';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { ErrorPage } from './layout/ErrorPage.tsx';
import { NotFound } from './layout/NotFound.tsx';
import { RequireAccess } from './layout/RequireAccess.tsx';
import { PleaseWait, Splash } from './layout/Splash.tsx';
import { page, PAGES } from './pages.tsx';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { createQueryClient } from './providers/queryClient.ts';
import { getToken } from './providers/session.ts';
import { hostelStore, isDarkStored } from './providers/store.ts';
import { darkTheme, lightTheme } from './themes.ts';

// The light/dark choice is kept in local storage by this store and applied at start.
const store = hostelStore();
const queryClient = createQueryClient();

const GUEST_PATHS = ['/login', '/register'];

// Its form's inputs are more than the login page needs, so it loads when first opened.
const RegisterPage = page(() => import('./auth/RegisterPage.tsx'), 'RegisterPage');

const Waiting = () => <PleaseWait />;
const Toast = () => <Notification autoHideDuration={TOAST_AUTO_CLOSE_MS} />;

/** The single composition root: providers, themes, layout and every route of SPEC.md point 2. */
function HostelAdmin() {
  return (
    <>
      <Admin
        title="Hostel"
        dataProvider={dataProvider}
        queryClient={queryClient}
        authProvider={authProvider}
        store={store}
        theme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme="light"
        layout={AppLayout}
        dashboard={Dashboard}
        loginPage={LoginPage}
        catchAll={NotFound}
        error={ErrorPage}
        loading={Waiting}
        notification={Toast}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route
            path="/register"
            element={
              <Suspense fallback={<Waiting />}>
                <RegisterPage />
              </Suspense>
            }
          />
        </CustomRoutes>
        <CustomRoutes>
          {PAGES.map(({ path, access, component: Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireAccess access={access}>
                  <Page />
                </RequireAccess>
              }
            />
          ))}
        </CustomRoutes>
      </Admin>
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
  return createBrowserRouter([{ path: '*', element: <HostelAdmin /> }]);
}

export function App() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
