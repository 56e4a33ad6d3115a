import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { adminProviders, Toast } from './appSetup.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { ErrorPage } from './layout/ErrorPage.tsx';
import { NotFound } from './layout/NotFound.tsx';
import { RequireAccess } from './layout/RequireAccess.tsx';
import { PleaseWait } from './layout/Splash.tsx';
import { PAGES } from './pages.tsx';

const Waiting = () => <PleaseWait />;

/** The signed-in app: react-admin with its layout, the dashboard and every guarded route of SPEC.md point 2. */
export function HostelAdmin() {
  return (
    <Admin
      title="Hostel"
      {...adminProviders}
      layout={AppLayout}
      dashboard={Dashboard}
      // The guest pages are guest.html's (web/guest); a sign-out loads them anew.
      loginPage={false}
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
