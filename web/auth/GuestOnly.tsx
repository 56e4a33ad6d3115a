import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getToken } from '../providers/session.ts';

/** The guest area: a visitor who already holds a token goes to the dashboard (SPEC.md point 2). */
export function GuestOnly({ children }: { children: ReactNode }) {
  return getToken() ? <Navigate to="/" replace /> : <>{children}</>;
}
