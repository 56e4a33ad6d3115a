import { HttpError, type AuthProvider } from 'react-admin';
import { canAccess, type Action, type Resource } from '../../shared/canAccess.ts';
import { API_URL, httpClient } from './httpClient.ts';
import { clearSession, getSessionUser, getToken, saveSession } from './session.ts';
import type { User } from './types.ts';

/** Sign-in state is the stored token (SPEC.md point 4); the server's 401 is what ends it. */
export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const { json } = await httpClient(`${API_URL}/login`, { method: 'POST', body: JSON.stringify({ email, password }), withToken: false });
    const { token, user } = json as { token: string; user: User };
    saveSession(token, user);
    // After a password reset, the user chooses their own password before anything else.
    return { redirectTo: user.must_change_password ? '/change-password' : '/' };
  },
  async logout() {
    if (getToken()) {
      try {
        await httpClient(`${API_URL}/logout`, { method: 'POST', body: '{}' });
      } catch (error) {
        console.error('Logout failed', error);
      }
    }
    clearSession();
    return '/login';
  },
  async checkAuth() {
    if (!getToken()) throw new Error('Not signed in');
  },
  // A refused business rule (403, 409) is no reason to sign out; an unknown or ended session is.
  async checkError(error: unknown) {
    if (error instanceof HttpError && error.status === 401) {
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
