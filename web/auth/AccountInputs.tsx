import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { COUNTRIES, GENDERS } from '../../shared/constants.ts';
import { capitalize } from '../common/format.ts';
import { RequiredSelectInput } from '../common/RequiredSelectInput.tsx';

export const GENDER_CHOICES = GENDERS.map((gender) => ({ id: gender, name: capitalize(gender) }));
export const COUNTRY_CHOICES = COUNTRIES.map((country) => ({ id: country, name: country }));

/** The inputs of an account: registration and the superadmin's "Add An Admin" share them. */
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
