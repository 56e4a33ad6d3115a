import { Button, type ButtonProps } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { BusyOverlay } from './Feedback.tsx';

/** The form's submit button, disabled while the form is being sent. */
export function SubmitButton({
  label,
  busyLabel = label,
  disabled,
  ...props
}: Omit<ButtonProps, 'type' | 'children'> & { label: string; busyLabel?: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={disabled || isSubmitting} {...props}>
      {isSubmitting ? busyLabel : label}
    </Button>
  );
}

/** Covers the page while the form is being sent ("Registering user...", "Updating Semester..."). */
export function SubmittingOverlay({ text }: { text: string }) {
  const { isSubmitting } = useFormState();
  return <BusyOverlay open={isSubmitting} text={text} />;
}
