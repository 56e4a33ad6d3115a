import { API_URL, httpClient } from './httpClient.ts';
import { clearSession, getToken, openGuestPage } from './session.ts';

/**
 * Signs out (SPEC.md point 4): the server ends the token, the stored token and user go, and the
 * login page loads anew. The authProvider's logout and the student's app both call it.
 */
export async function signOut() {
  if (getToken()) {
    try {
      await httpClient(`${API_URL}/logout`, { method: 'POST', body: '{}' });
    } catch (error) {
      console.error('Logout failed', error);
    }
  }
  clearSession();
  openGuestPage('/login');
}
