import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { RequiredSelectInput } from '../common/RequiredSelectInput.tsx';
import { COUNTRY_CHOICES, GENDER_CHOICES } from '../plain/accountChoices.ts';

export { COUNTRY_CHOICES, GENDER_CHOICES } from '../plain/accountChoices.ts';

/** The inputs of an account, for the superadmin's "Add An Admin" (registration is web/guest's). */
export function AccountInputs() {
  return (
    <>
      <TextInput source="fname" label="First Name" autoComplete="given-name" />
      <TextInput source="lname" label="Last Name" autoComplete="family-name" />
      <TextInput source="phone_number" label="Phone Number" type="tel" autoComplete="tel" />
      <TextInput source="email" label="Email" type="email" autoComplete="email" />
      <TextInput source="password" label="Password" type="password" autoComplete="new-password" />
      <RadioButtonGroupInput source="gender" label="Gender" choices={GENDER_CHOICES} />
      <RequiredSelectInput source="country" label="Country" choices={COUNTRY_CHOICES} />
    </>
  );
}
