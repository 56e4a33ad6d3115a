import { Suspense } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { adminProviders, Toast } from '../appSetup.ts';
import { PleaseWait } from '../layout/Splash.tsx';
import { page } from '../lazyPage.ts';
import { LoginPage } from './LoginPage.tsx';

// Its form's inputs are more than the login page needs, so it loads when first opened.
const RegisterPage = page(() => import('./RegisterPage.tsx'), 'RegisterPage');

/**
 * /login and /register alone, in react-admin's context but without its screens: the first page a
 * visitor opens loads none of the signed-in app (layout, menus, dashboard), which loads once
 * they start to sign in.
 */
export function GuestApp({ onStart }: { onStart: () => void }) {
  return (
    <AdminContext {...adminProviders}>
      <CssBaseline enableColorScheme>
        <div onFocusCapture={onStart}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route
              path="/register"
              element={
                <Suspense fallback={<PleaseWait />}>
                  <RegisterPage />
                </Suspense>
              }
            />
          </Routes>
        </div>
        <Toast />
      </CssBaseline>
    </AdminContext>
  );
}
