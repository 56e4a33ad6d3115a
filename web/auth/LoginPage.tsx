import { useState } from 'react';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useLogin } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFormFields } from '../common/useFormFields.ts';
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
  const form = useFormFields({ email: '', password: '' }, validateLogin);
  const [error, setError] = useState<string>();

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      await login({ email: values.email.trim(), password: values.password }, '/');
    } catch (failure) {
      setError(errorMessage(failure, 'Login failed'));
    }
  });

  return (
    <AuthShell title="Get Started Now" subtitle="Sign in to reserve your bed and follow your booking.">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField {...form.text('email', 'Email')} type="email" autoComplete="email" />
        <TextField {...form.text('password', 'Password')} type="password" autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
          {form.submitting ? 'Signing in...' : 'Login'}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          No account yet?{' '}
          <Link component={RouterLink} to="/register">
            Register
          </Link>
        </Typography>
      </Stack>
    </AuthShell>
  );
}
