import { getToken } from '../providers/session.ts';
import { storedThemeIsDark } from '../providers/themeChoice.ts';
import './guest.css';

// guest.html: /login and /register alone, without MUI, react-admin or the router of the signed-in
// app (index.html), which a visitor loads only once signed in.

/** Once the page has painted guest.html's splash: the first paint never waits for React to load. */
function afterFirstPaint(work: () => void) {
  if (document.visibilityState === 'hidden') work();
  else requestAnimationFrame(() => setTimeout(work, 0));
}

if (getToken()) {
  // A visitor already signed in goes to the dashboard (SPEC.md point 2).
  window.location.replace('/');
} else {
  // The light/dark choice made in the signed-in app, kept by its store.
  if (storedThemeIsDark()) document.documentElement.dataset.theme = 'dark';
  afterFirstPaint(() => {
    void import('./start.tsx');
    // Fetched beside React rather than after it.
    if (window.location.pathname === '/register') void import('./RegisterPage.tsx');
  });
}

// The service worker keeps both pages' shells for the next visit; a development server has none to keep.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}
