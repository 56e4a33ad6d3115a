import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { TextInput, useNotify } from 'react-admin';
import { EmailInput } from '../auth/AccountInputs.tsx';
import { HostelForm, textOf, type FormValues } from '../common/HostelForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage, fieldErrors } from '../plain/httpClient.ts';
import { formatPhone } from '../../shared/phone.ts';
import { validateContact } from '../plain/validation.ts';
import type { User } from '../plain/types.ts';

/**
 * "Edit contact" on a student's row: the office corrects a mistyped email or phone number
 * (POST /users/{id}/contact). The student signs in with the corrected email from then on.
 */
export function EditContactButton({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const name = `${user.fname} ${user.lname}`;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-label={`Edit contact of ${name}`}>
        Edit contact
      </Button>
      {open && <EditContactDialog user={user} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}

function EditContactDialog({ user, name, onClose }: { user: User; name: string; onClose: () => void }) {
  const notify = useNotify();
  const correct = useHostelMutation('correctContact');
  const [failure, setFailure] = useState<string>();

  const submit = async (values: FormValues) => {
    setFailure(undefined);
    try {
      const { message } = await correct.mutateAsync({
        id: user.id,
        email: textOf(values.email),
        phone_number: textOf(values.phone_number),
      });
      notify(message, { type: 'success' });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'The contact details could not be corrected'));
      return fieldErrors(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="edit-contact-title">
      <HostelForm
        onSubmit={submit}
        validate={validateContact}
        defaultValues={{ email: user.email, phone_number: formatPhone(user.phone_number) }}
      >
        <DialogTitle id="edit-contact-title">Edit contact of {name}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <EmailInput />
            <TextInput source="phone_number" label="Phone Number" type="tel" autoComplete="off" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton label="Save" busyLabel="Saving..." />
        </DialogActions>
      </HostelForm>
    </Dialog>
  );
}
