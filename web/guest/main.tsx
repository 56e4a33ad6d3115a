import { getToken } from '../plain/session.ts';
import { storedThemeIsDark } from '../plain/themeChoice.ts';
import { registerServiceWorker } from '../registerServiceWorker.ts';
import { formLive, leftEarly } from './handOver.ts';
import './guest.css';

// guest.html: /login and /register alone, without MUI, react-admin or the router of the signed-in
// app (index.html), which a visitor loads only once signed in.

const run = (path: string, hydrate: boolean) => import('./start.tsx').then((page) => page.start(path, hydrate));

/** Once the page has painted guest.html's splash: the first paint never waits for React to load. */
function afterFirstPaint(work: () => void) {
  if (document.visibilityState === 'hidden') work();
  else requestAnimationFrame(() => setTimeout(work, 0));
}

/**
 * The page arrived rendered (web/prerenderPlugin.ts) and is shown and filled in as plain HTML:
 * React loads on the visitor's first touch, key or focus, so nothing runs before they use it.
 * Until the form answers to React, a submit waits for it (never leaving as a plain one, password
 * and all) and is made again once; so is a click on a choice list. Fields left are remembered.
 */
function takeOverOnFirstUse(path: string) {
  let started = false;
  const takeOver = () => {
    if (!started) void run(path, true);
    started = true;
  };
  // The last of each kind held: a submit tried three times is sent once.
  const again = new Map<string, () => void>();
  const held = (event: Event) => {
    const target = event.target as HTMLElement;
    if (event.type === 'focusout' && (target as HTMLInputElement).name) leftEarly.add((target as HTMLInputElement).name);
    const list = event.type === 'click' ? target.closest<HTMLElement>('[role="combobox"]') : null;
    const action = event.type === 'submit' ? () => (target as HTMLFormElement).requestSubmit() : list ? () => list.click() : undefined;
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    takeOver();
    again.set(event.type, action);
  };
  const firstUse = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  const heldTypes = ['submit', 'click', 'focusout'];
  for (const type of firstUse) window.addEventListener(type, takeOver, { capture: true, passive: true });
  for (const type of heldTypes) window.addEventListener(type, held, true);
  void formLive.then(() => {
    for (const type of firstUse) window.removeEventListener(type, takeOver, { capture: true });
    for (const type of heldTypes) window.removeEventListener(type, held, true);
    for (const action of again.values()) action();
  });
}

if (getToken()) {
  // A visitor already signed in goes to the dashboard (SPEC.md point 2).
  window.location.replace('/');
} else {
  // The light/dark choice made in the signed-in app, kept by its store.
  if (storedThemeIsDark()) document.documentElement.dataset.theme = 'dark';
  const path = window.location.pathname;
  // Rendered at build time for this very path, or not at all (the development server).
  if (document.getElementById('root')!.dataset.rendered === path) takeOverOnFirstUse(path);
  else afterFirstPaint(() => void run(path, false));
}

registerServiceWorker();
