import { useState } from 'react';
import { Alert, Link, Stack, Typography } from '@mui/material';
import { useLogin } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PlainTextInput } from '../common/PlainTextInput.tsx';
import { HostelForm, textOf, type FormValues } from '../common/HostelForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { errorMessage } from '../providers/httpClient.ts';
import { AuthShell } from './AuthShell.tsx';
import { GuestOnly } from './GuestOnly.tsx';
import { validateLogin } from './validation.ts';

/** /login: "Get Started Now" (SPEC.md point 2); server errors in a red alert box. */
export function LoginPage() {
  return (
    <GuestOnly>
      <LoginForm />
    </GuestOnly>
  );
}

export function LoginForm() {
  const login = useLogin();
  const [error, setError] = useState<string>();

  const submit = async (values: FormValues) => {
    setError(undefined);
    try {
      await login({ email: textOf(values.email), password: values.password }, '/');
    } catch (failure) {
      setError(errorMessage(failure, 'Login failed'));
    }
  };

  return (
    <AuthShell title="Get Started Now" subtitle="Sign in to reserve your bed and follow your booking.">
      <HostelForm onSubmit={submit} validate={validateLogin} defaultValues={{ email: '', password: '' }}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <PlainTextInput source="email" label="Email" type="email" autoComplete="email" />
          <PlainTextInput source="password" label="Password" type="password" autoComplete="current-password" />
          <SubmitButton label="Login" busyLabel="Signing in..." size="large" />
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            No account yet?{' '}
            <Link component={RouterLink} to="/register">
              Register
            </Link>
          </Typography>
        </Stack>
      </HostelForm>
    </AuthShell>
  );
}
