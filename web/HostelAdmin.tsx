import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { queryClient, store, Toast } from './appSetup.ts';
import { LoginPage } from './auth/LoginPage.tsx';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { ErrorPage } from './layout/ErrorPage.tsx';
import { NotFound } from './layout/NotFound.tsx';
import { RequireAccess } from './layout/RequireAccess.tsx';
import { PleaseWait } from './layout/Splash.tsx';
import { PAGES } from './pages.tsx';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { i18nProvider } from './providers/i18nProvider.ts';
import { darkTheme, lightTheme } from './themes.ts';

const Waiting = () => <PleaseWait />;

/** The signed-in app: react-admin with its layout, the dashboard and every guarded route of SPEC.md point 2. */
export function HostelAdmin() {
  return (
    <Admin
      title="Hostel"
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
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
  );
}
