import { useState } from 'react';
import { MESSAGES } from '../../shared/messages.ts';
import { textOf } from '../plain/formValues.ts';
import { validateLogin } from '../plain/loginValidation.ts';
import { errorMessage } from '../plain/httpClient.ts';
import { signIn } from '../plain/signIn.ts';
import { ErrorAlert, GuestLink, Shell, TextField } from '../plain/formParts.tsx';
import { useGuestForm } from './useGuestForm.ts';

/** Loads the signed-in app (index.html) at `path`: a page of its own, as guest.html is. */
export const enterApp = (path: string) => window.location.assign(path);

/** /login: "Get Started Now" (SPEC.md point 2); server errors in a red alert box. */
export function LoginPage({ go, onSignedIn = enterApp }: { go: (path: string) => void; onSignedIn?: (path: string) => void }) {
  const form = useGuestForm({ email: '', password: '' }, validateLogin);
  const [error, setError] = useState<string>();

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      onSignedIn(await signIn({ email: textOf(values.email), password: String(values.password) }));
    } catch (failure) {
      setError(errorMessage(failure, 'Login failed'));
      return {};
    }
  });

  return (
    <Shell title="Get Started Now" subtitle="Sign in to reserve your bed and follow your booking.">
      <form noValidate onSubmit={submit} className="stack">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <div>
          <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
          <TextField {...form.field('password')} label="Password" type="password" autoComplete="current-password" />
        </div>
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Signing in...' : 'Login'}
        </button>
        {/* A native disclosure: it opens before any script runs, and adds none. */}
        <details className="forgot">
          <summary>Forgot password?</summary>
          <p>{MESSAGES.login.forgotPassword}</p>
        </details>
        <p className="switch-to">
          No account yet?{' '}
          <GuestLink to="/register" go={go}>
            Register
          </GuestLink>
        </p>
      </form>
    </Shell>
  );
}
