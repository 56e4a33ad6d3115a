import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from '../providers/session.ts';
import { storedThemeIsDark } from '../providers/themeChoice.ts';
import { GuestApp } from './GuestApp.tsx';
import './guest.css';

// guest.html: /login and /register alone, without MUI, react-admin or the router of the signed-in
// app (index.html), which a visitor loads only once signed in.
if (getToken()) {
  // A visitor already signed in goes to the dashboard (SPEC.md point 2).
  window.location.replace('/');
} else {
  // The light/dark choice made in the signed-in app, kept by its store.
  if (storedThemeIsDark()) document.documentElement.dataset.theme = 'dark';
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <GuestApp />
    </StrictMode>,
  );
}

// The service worker keeps both pages' shells for the next visit; a development server has none to keep.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}
