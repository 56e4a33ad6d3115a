import { Suspense, type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { canAccess, type Action, type Resource } from '../../shared/canAccess.ts';
import { Loading } from '../common/Feedback.tsx';
import { NotAllowed } from '../screens/ErrorPages.tsx';
import { ScreenHost } from './ScreenHost.tsx';

/** Shows a page only to the roles the shared rules allow; others get the "Not allowed" page. */
export function RequireAccess({ access, children }: { access?: readonly [Action, Resource]; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string>();
  if (access && isPending) return <Loading />;
  if (access && !canAccess(permissions, access[0], access[1]))
    return (
      <ScreenHost>
        <NotAllowed />
      </ScreenHost>
    );
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
