import { API_URL, httpClient } from './httpClient.ts';
import { saveSession } from './session.ts';
import type { User } from './types.ts';

/**
 * Signs in (SPEC.md point 2): keeps the token and the user, and answers where to go next. The
 * guest page calls it, and so does the authProvider's login.
 */
export async function signIn({ email, password }: { email: string; password: string }): Promise<string> {
  const { json } = await httpClient(`${API_URL}/login`, { method: 'POST', body: JSON.stringify({ email, password }), withToken: false });
  const { token, user } = json as { token: string; user: User };
  saveSession(token, user);
  // After a password reset, the user chooses their own password before anything else.
  return user.must_change_password ? '/change-password' : '/';
}
