import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export type Option = { value: string; label: string; disabled?: boolean };

/** Turns plain values into options labelled by themselves. */
export const optionsOf = (values: readonly (string | number)[], label: (value: string) => string = (v) => v) =>
  values.map((value) => ({ value: String(value), label: label(String(value)) }));

/**
 * A labelled select. Until its options arrive (they are often loaded), a chosen value shows as
 * empty instead of as a value the select does not know.
 */
export function SelectField({ options, value, ...props }: Omit<TextFieldProps, 'select' | 'children'> & { options: Option[]; value: string }) {
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <TextField {...props} select value={known ? value : ''}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
