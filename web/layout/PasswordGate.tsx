import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH } from '../plain/officePages.ts';
import { getSessionUser } from '../plain/session.ts';

/**
 * A user signed in with a one-time password sees no page but Change Password until they have
 * chosen their own: the API refuses them everything else with 403 meanwhile.
 */
export function PasswordGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (getSessionUser()?.must_change_password && pathname !== CHANGE_PASSWORD_PATH) return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  return children;
}
