import { TOAST_AUTO_CLOSE_MS } from '../../../shared/constants.ts';

/**
 * A success message at the bottom of the window (guest.css's toast), gone after a few seconds.
 * Kept outside React: the page that says it may be left at once (a booking opens My booking).
 */
export function showToast(message: string) {
  document.querySelector('.toast.student')?.remove();
  const toast = document.createElement('div');
  toast.className = 'toast student';
  const text = document.createElement('div');
  text.setAttribute('role', 'alert');
  text.textContent = message;
  toast.append(text);
  document.body.append(toast);
  setTimeout(() => toast.remove(), TOAST_AUTO_CLOSE_MS);
}
