import { getSessionUser } from './providers/session.ts';
import { registerServiceWorker } from './registerServiceWorker.ts';

/**
 * index.html's one decision: a student gets their own small app (web/student, plain React), any
 * other signed-in user the react-admin app. A role only changes with a sign-in or a sign-out,
 * and both load a page anew, so a running app never has to become the other.
 */
export const loadApp = (): Promise<{ start: () => void }> =>
  getSessionUser()?.role === 'user' ? import('./student/start.tsx') : import('./adminStart.tsx');

void loadApp().then((app) => app.start());
registerServiceWorker();
