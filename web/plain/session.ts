import type { User } from './types.ts';

// The spec's storage keys: the token and the signed-in user, both kept in local storage.
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export const getToken = () => localStorage.getItem(TOKEN_KEY);

export function getSessionUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: User) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/**
 * Leaves the signed-in app for a guest page (/login, /register) by loading it anew: the server
 * answers those paths with guest.html, the guest pages' own small entry.
 */
export function openGuestPage(path: string) {
  window.location.replace(path);
}
