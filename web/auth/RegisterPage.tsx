import { useState } from 'react';
import { Button, FormControl, FormControlLabel, FormHelperText, Link, Stack, Switch, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { BusyOverlay } from '../common/Feedback.tsx';
import { useFormFields } from '../common/useFormFields.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage, fieldErrors } from '../providers/httpClient.ts';
import { AccountFields } from './AccountFields.tsx';
import { AuthShell } from './AuthShell.tsx';
import { GuestOnly } from './GuestOnly.tsx';
import { emptyAccount, validateRegistration, type RegistrationValues } from './validation.ts';

/** /register (SPEC.md point 2): success goes to /login; the server's error shows under the button. */
export function RegisterPage() {
  return (
    <GuestOnly>
      <RegisterForm />
    </GuestOnly>
  );
}

export function RegisterForm() {
  const register = useHostelMutation('register');
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useFormFields<RegistrationValues>({ ...emptyAccount, agree_to_terms: false }, validateRegistration);
  const [error, setError] = useState<string>();

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      const { message } = await register.mutateAsync({ ...values, email: values.email.trim() });
      notify(message, { type: 'success' });
      navigate('/login');
    } catch (failure) {
      form.setServerErrors(fieldErrors(failure));
      setError(errorMessage(failure, 'Registration failed'));
    }
  });

  const termsError = form.errorOf('agree_to_terms');
  return (
    <AuthShell title="Create An Account" subtitle="Register to reserve a bed in the hostel.">
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <AccountFields form={form} />
        <FormControl error={Boolean(termsError)}>
          <FormControlLabel
            control={<Switch checked={form.values.agree_to_terms} onChange={(e) => form.setValue('agree_to_terms', e.target.checked)} />}
            label="I agree to the terms and conditions"
          />
          {termsError && <FormHelperText>{termsError}</FormHelperText>}
        </FormControl>
        <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
          Register
        </Button>
        {error && (
          <Typography color="error" role="alert" variant="body2">
            {error}
          </Typography>
        )}
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Login
          </Link>
        </Typography>
      </Stack>
      <BusyOverlay open={form.submitting} text="Registering user..." />
    </AuthShell>
  );
}
