import { useState } from 'react';
import { textOf } from '../plain/formValues.ts';
import { COUNTRY_CHOICES, GENDER_CHOICES } from '../plain/accountChoices.ts';
import { emptyAccount, validateRegistration } from '../plain/validation.ts';
import { customCommands } from '../plain/customMethods.ts';
import { errorMessage, fieldErrors } from '../plain/httpClient.ts';
import type { Registration } from '../plain/types.ts';
import { Busy, EmailTypoHint, GuestLink, RadioGroup, Select, Shell, Switch, TextField } from '../plain/formParts.tsx';
import { suggestEmail } from '../plain/emailTypo.ts';
import { useGuestForm } from './useGuestForm.ts';

/** /register (SPEC.md point 2): success goes to /login; the server's error shows under the button. */
export function RegisterPage({ go, notify }: { go: (path: string) => void; notify: (message: string) => void }) {
  const form = useGuestForm({ ...emptyAccount, agree_to_terms: false }, validateRegistration);
  const [error, setError] = useState<string>();
  // Once the email is left: asked while typing, every address would look like a typo.
  const typo = form.touched.email ? suggestEmail(textOf(form.values.email)) : null;

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      const account = { ...(values as Registration), email: textOf(values.email), agree_to_terms: true };
      const { message } = await customCommands.users.register(account);
      notify(message);
      go('/login');
    } catch (failure) {
      setError(errorMessage(failure, 'Registration failed'));
      return fieldErrors(failure);
    }
  });

  return (
    <Shell title="Create An Account" subtitle="Register to reserve a bed in the hostel.">
      <form noValidate onSubmit={submit} className="stack">
        <div>
          <TextField {...form.field('fname')} label="First Name" autoComplete="given-name" />
          <TextField {...form.field('lname')} label="Last Name" autoComplete="family-name" />
          <TextField {...form.field('phone_number')} label="Phone Number" type="tel" autoComplete="tel" />
          <TextField
            {...form.field('email')}
            label="Email"
            type="email"
            autoComplete="email"
            hint={typo && <EmailTypoHint suggestion={typo} onUse={(email) => form.set({ email })} />}
          />
          <TextField {...form.field('password')} label="Password" type="password" autoComplete="new-password" />
          <RadioGroup {...form.field('gender')} label="Gender" choices={GENDER_CHOICES} />
          <Select {...form.field('country')} label="Country" choices={COUNTRY_CHOICES} />
          <Switch {...form.field('agree_to_terms')} label="I agree to the terms and conditions" />
        </div>
        <button type="submit" className="button" disabled={form.busy}>
          Register
        </button>
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
        <p className="switch-to">
          Already have an account?{' '}
          <GuestLink to="/login" go={go}>
            Login
          </GuestLink>
        </p>
      </form>
      {form.busy && <Busy className="overlay" text="Registering user..." />}
    </Shell>
  );
}
