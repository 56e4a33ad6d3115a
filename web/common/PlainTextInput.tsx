import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';

/**
 * react-admin's TextInput as the sign-in form needs it, on MUI's outlined input: MUI's TextField
 * always brings its select variant, and with it menus, popovers and modals, into the first page.
 */
export function PlainTextInput({
  source,
  label,
  type,
  autoComplete,
}: {
  source: string;
  label: string;
  type?: string;
  autoComplete?: string;
}) {
  const {
    field,
    fieldState: { error, invalid },
    id,
  } = useInput({ source });
  return (
    <FormControl className={`ra-input ra-input-${source}`} variant="outlined" size="small" fullWidth error={invalid} margin="dense">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...field} id={id} label={label} type={type} autoComplete={autoComplete} aria-describedby={`${id}-helper-text`} />
      <FormHelperText id={`${id}-helper-text`}>
        <InputHelperText error={error?.message} />
      </FormHelperText>
    </FormControl>
  );
}
