import { getSessionUser } from './plain/session.ts';
import { registerServiceWorker } from './registerServiceWorker.ts';

/**
 * index.html's one decision: a student, and a porter at the lodge's desk, get the small app made
 * for phones (web/student, plain React), any other signed-in user the react-admin app. A role only changes with a sign-in or a sign-out,
 * and both load a page anew, so a running app never has to become the other.
 */
const LEAN_APP_ROLES = ['user', 'porter'];

export const loadApp = (): Promise<{ start: () => void }> =>
  LEAN_APP_ROLES.includes(getSessionUser()?.role ?? '') ? import('./student/start.tsx') : import('./adminStart.tsx');

// The app starts in a task of its own once its modules have been evaluated: two shorter tasks
// rather than one long one, so the browser may paint or answer a tap in between.
void loadApp().then((app) => setTimeout(() => app.start()));
registerServiceWorker();
