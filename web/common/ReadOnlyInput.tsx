import { TextField } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';

/**
 * A value of the form that the user reads but does not type (taken from the account or the
 * chosen room): a plain read-only field, which react-admin's inputs render disabled instead.
 */
export function ReadOnlyInput({
  source,
  label,
  display = (value) => value,
}: {
  source: string;
  label: string;
  display?: (value: string) => string;
}) {
  const { id, field, fieldState } = useInput({ source });
  const value = field.value == null ? '' : String(field.value);
  return (
    <TextField
      id={id}
      name={field.name}
      label={label}
      value={display(value)}
      error={fieldState.invalid}
      helperText={fieldState.error && <InputHelperText error={fieldState.error.message} />}
      slotProps={{ input: { readOnly: true } }}
    />
  );
}
