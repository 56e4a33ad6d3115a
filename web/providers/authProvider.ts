import type { AuthProvider } from 'react-admin';
import { canAccess, type Action, type Resource } from '../../shared/canAccess.ts';
import { isHttpError } from '../plain/httpClient.ts';
import { clearSession, getSessionUser, getToken } from '../plain/session.ts';
import { signIn } from '../plain/signIn.ts';
import { signOut } from '../plain/signOut.ts';

/** Sign-in state is the stored token (SPEC.md point 4); the server's 401 is what ends it. */
export const authProvider: AuthProvider = {
  async login(credentials: { email: string; password: string }) {
    return { redirectTo: await signIn(credentials) };
  },
  async logout() {
    // The guest pages are a page of their own (guest.html): the whole document is replaced, and
    // react-admin is told not to navigate (false) but still resets its store and its cache.
    await signOut();
    return false;
  },
  async checkAuth() {
    if (!getToken()) throw new Error('Not signed in');
  },
  // A refused business rule (403, 409) is no reason to sign out; an unknown or ended session is.
  async checkError(error: unknown) {
    if (isHttpError(error, 401)) {
      clearSession();
      throw error;
    }
  },
  async getIdentity() {
    const user = getSessionUser();
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: `${user.fname} ${user.lname}` };
  },
  async getPermissions() {
    return getSessionUser()?.role;
  },
  async canAccess({ action, resource }) {
    return canAccess(getSessionUser()?.role, action as Action, resource as Resource);
  },
};
