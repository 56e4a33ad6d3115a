import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { COUNTRIES, GENDERS } from '../../shared/constants.ts';
import { capitalize } from '../common/format.ts';
import { optionsOf, SelectField } from '../common/SelectField.tsx';
import type { SubForm } from '../common/useFormFields.ts';
import type { AccountValues } from './validation.ts';

type AccountForm = SubForm<AccountValues>;

/** The fields of an account: registration and the superadmin's "Add An Admin" share them. */
export function AccountFields({ form, passwordAutoComplete = 'new-password' }: { form: AccountForm; passwordAutoComplete?: string }) {
  const genderError = form.errorOf('gender');
  return (
    <>
      <TextField {...form.text('fname', 'First Name')} autoComplete="given-name" />
      <TextField {...form.text('lname', 'Last Name')} autoComplete="family-name" />
      <TextField {...form.text('phone_number', 'Phone Number')} type="tel" autoComplete="tel" />
      <TextField {...form.text('email', 'Email')} type="email" autoComplete="email" />
      <TextField {...form.text('password', 'Password')} type="password" autoComplete={passwordAutoComplete} />
      <FormControl error={Boolean(genderError)}>
        <FormLabel id="gender-label">Gender</FormLabel>
        <RadioGroup row aria-labelledby="gender-label" name="gender" value={form.values.gender} onChange={(e) => form.setValue('gender', e.target.value)}>
          {GENDERS.map((gender) => (
            <FormControlLabel key={gender} value={gender} control={<Radio />} label={capitalize(gender)} />
          ))}
        </RadioGroup>
        {genderError && <FormHelperText>{genderError}</FormHelperText>}
      </FormControl>
      <SelectField {...form.text('country', 'Country')} options={optionsOf(COUNTRIES)} />
    </>
  );
}
