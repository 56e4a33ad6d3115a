import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { adminProviders, Toast } from './appSetup.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { RequireAccess } from './layout/RequireAccess.tsx';
import { hosted, HostedErrorPage } from './layout/ScreenHost.tsx';
import { PleaseWait } from './layout/Splash.tsx';
import { PAGES } from './pages.tsx';
import { Dashboard } from './screens/Dashboard.tsx';
import { NotFound } from './screens/ErrorPages.tsx';

const Waiting = () => <PleaseWait />;
const HostedDashboard = hosted(Dashboard);
const HostedNotFound = hosted(NotFound);

/** The signed-in app: react-admin with its layout, the dashboard and every guarded route of SPEC.md point 2. */
export function HostelAdmin() {
  return (
    <Admin
      title="Hostel"
      {...adminProviders}
      layout={AppLayout}
      dashboard={HostedDashboard}
      // The guest pages are guest.html's (web/guest); a sign-out loads them anew.
      loginPage={false}
      catchAll={HostedNotFound}
      error={HostedErrorPage}
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
