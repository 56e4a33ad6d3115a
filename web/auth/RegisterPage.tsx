import { useState } from 'react';
import { Link, Stack, Typography } from '@mui/material';
import { BooleanInput, useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { HostelForm, textOf, type FormValues } from '../common/HostelForm.tsx';
import { SubmitButton, SubmittingOverlay } from '../common/SubmitButton.tsx';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage, fieldErrors } from '../providers/httpClient.ts';
import type { Registration } from '../providers/types.ts';
import { AccountInputs } from './AccountInputs.tsx';
import { AuthShell } from './AuthShell.tsx';
import { GuestOnly } from './GuestOnly.tsx';
import { emptyAccount, validateRegistration } from './validation.ts';

/** /register (SPEC.md point 2): success goes to /login; the server's error shows under the button. */
export function RegisterPage() {
  return (
    <GuestOnly>
      <RegisterForm />
    </GuestOnly>
  );
}

export function RegisterForm() {
  const notify = useNotify();
  const navigate = useNavigate();
  const register = useHostelMutation('register');
  const [error, setError] = useState<string>();

  const submit = async (values: FormValues) => {
    setError(undefined);
    try {
      const { message } = await register.mutateAsync({ ...(values as Registration), email: textOf(values.email), agree_to_terms: true });
      notify(message, { type: 'success' });
      navigate('/login');
    } catch (failure) {
      setError(errorMessage(failure, 'Registration failed'));
      return fieldErrors(failure);
    }
  };

  return (
    <AuthShell title="Create An Account" subtitle="Register to reserve a bed in the hostel.">
      <HostelForm onSubmit={submit} validate={validateRegistration} defaultValues={{ ...emptyAccount, agree_to_terms: false }}>
        <Stack spacing={2}>
          <AccountInputs />
          <BooleanInput source="agree_to_terms" label="I agree to the terms and conditions" />
          <SubmitButton label="Register" size="large" />
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
        <SubmittingOverlay text="Registering user..." />
      </HostelForm>
    </AuthShell>
  );
}
