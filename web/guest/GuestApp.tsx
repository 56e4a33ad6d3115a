import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { SPLASH_DELAY_MS, TOAST_AUTO_CLOSE_MS } from '../../shared/constants.ts';
import { useSplash } from '../plain/useSplash.ts';
import { LoginPage } from './LoginPage.tsx';
import { Busy } from '../plain/formParts.tsx';

// Its form's rules (phone numbers) are more than the login page needs: it loads apart, before
// the page is taken over when the visitor opens /register (start.tsx), else when they follow the link.
const loadRegisterPage = () => import('./RegisterPage.tsx');
const RegisterPage = lazy(async () => ({ default: (await loadRegisterPage()).RegisterPage }));

/** Resolves once the code of the page at `path` is loaded: React then renders it at once, without suspending. */
export const pageCodeAt = async (path: string) => {
  if (path === '/register') await loadRegisterPage();
};

/**
 * /login and /register, guest.html's whole app: plain React, no router. Moving between the two
 * pushes the address, so that the toast of a registration stays on as the login page shows.
 */
export function GuestApp({ path: first = window.location.pathname }: { path?: string }) {
  const [path, setPath] = useState(first);
  const [toast, setToast] = useState<string>();

  useEffect(() => {
    const back = () => setPath(window.location.pathname);
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  const go = useCallback((to: string) => {
    window.history.pushState(null, '', to);
    setPath(to);
    window.scrollTo(0, 0);
  }, []);

  return (
    <>
      {path === '/register' ? (
        <Suspense fallback={<Busy className="boot" text="Please wait..." />}>
          <RegisterPage go={go} notify={setToast} />
        </Suspense>
      ) : (
        <LoginPage go={go} />
      )}
      {toast && <Toast key={toast} message={toast} onClose={() => setToast(undefined)} />}
      <Splash />
    </>
  );
}

/** A success message at the bottom of the window, gone after a few seconds. */
function Toast({ message, onClose }: { message: string; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div className="toast">
      <div role="alert">{message}</div>
    </div>
  );
}

/**
 * "Please wait..." over the page for its first half second (SPEC.md point 1). In the pre-rendered
 * page, where React may come later, guest.css hides it after the delay given here.
 */
function Splash() {
  return useSplash() ? <Busy className="boot" text="Please wait..." hideAfterMs={SPLASH_DELAY_MS} /> : null;
}
