import { Suspense, useEffect } from 'react';
import { Busy } from '../plain/formParts.tsx';
import { useSplash } from '../plain/useSplash.ts';
import { CHANGE_PASSWORD_PATH, homeOf, mayOpen } from '../plain/officePages.ts';
import { getSessionUser } from '../plain/session.ts';
import { ErrorBoundary, NotAllowed, NotFound } from '../screens/ErrorPages.tsx';
import { Layout } from './Layout.tsx';
import { NotifyProvider } from './notify.tsx';
import { matches, STAFF_PAGES, STUDENT_PAGES } from './pages.ts';
import { Loading } from '../screens/parts.tsx';
import { navigate, useLocation } from '../plain/router.tsx';

/** The page at `pathname` for this role: its own, "Not allowed" for a staff page, else "Page Not Found!". */
function PageAt({ pathname, role }: { pathname: string; role?: string }) {
  const found = STUDENT_PAGES.find((page) => matches(page.path, pathname)) ?? STAFF_PAGES.find((page) => matches(page.path, pathname));
  if (!found) return <NotFound />;
  if (!mayOpen(role, found)) return <NotAllowed />;
  if (!('component' in found)) return <NotFound />;
  const Page = found.component;
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

/**
 * The signed-in student's app: the layout, their pages, and the splash over it for its first
 * half second. A user whose password was reset sees Change Password alone until they have chosen
 * their own (the API refuses them everything else meanwhile).
 */
export function StudentApp() {
  const { pathname } = useLocation();
  const user = getSessionUser();
  const gated = Boolean(user?.must_change_password) && pathname !== CHANGE_PASSWORD_PATH;
  // A porter's app opens at the arrivals: the dashboard reads what they may not.
  const elsewhere = pathname === '/' && homeOf(user?.role) !== '/';

  useEffect(() => {
    if (gated) navigate(CHANGE_PASSWORD_PATH, { replace: true });
    else if (elsewhere) navigate(homeOf(getSessionUser()?.role), { replace: true });
  }, [gated, elsewhere]);

  return (
    <NotifyProvider>
      <Layout role={user?.role}>
        {!gated && !elsewhere && (
          <ErrorBoundary key={pathname}>
            <PageAt pathname={pathname} role={user?.role} />
          </ErrorBoundary>
        )}
      </Layout>
      <Splash />
    </NotifyProvider>
  );
}

/** "Please wait..." over the app for its first half second (SPEC.md point 1), as the guest pages show it. */
function Splash() {
  return useSplash() ? <Busy className="boot" text="Please wait..." /> : null;
}
