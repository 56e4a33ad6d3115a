import { Button } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { RequiredSelectInput } from '../common/RequiredSelectInput.tsx';
import { COUNTRY_CHOICES, GENDER_CHOICES } from '../plain/accountChoices.ts';
import { suggestEmail } from '../plain/emailTypo.ts';
import { textOf } from '../plain/formValues.ts';

export { COUNTRY_CHOICES, GENDER_CHOICES } from '../plain/accountChoices.ts';

/** The email input, with a hint when its domain is a likely typo (never an error: it is sent as typed). */
export function EmailInput() {
  const email = useWatch({ name: 'email' });
  const { touchedFields } = useFormState({ name: 'email' });
  const { setValue } = useFormContext();
  // Once the email is left: asked while typing, every address would look like a typo.
  const typo = touchedFields.email ? suggestEmail(textOf(email)) : null;
  const hint = typo && (
    <>
      Did you mean {typo}?{' '}
      <Button
        size="small"
        sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline', textTransform: 'none' }}
        onClick={() => setValue('email', typo, { shouldDirty: true, shouldValidate: true })}
      >
        Use it
      </Button>
    </>
  );
  return <TextInput source="email" label="Email" type="email" autoComplete="email" helperText={hint || undefined} />;
}

/** The inputs of an account, for the superadmin's "Add An Admin" (registration is web/guest's). */
export function AccountInputs() {
  return (
    <>
      <TextInput source="fname" label="First Name" autoComplete="given-name" />
      <TextInput source="lname" label="Last Name" autoComplete="family-name" />
      <TextInput source="phone_number" label="Phone Number" type="tel" autoComplete="tel" />
      <EmailInput />
      <TextInput source="password" label="Password" type="password" autoComplete="new-password" />
      <RadioButtonGroupInput source="gender" label="Gender" choices={GENDER_CHOICES} />
      <RequiredSelectInput source="country" label="Country" choices={COUNTRY_CHOICES} />
    </>
  );
}
