import { useState } from 'react';
import { Alert, Paper, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import { AccountInputs } from '../auth/AccountInputs.tsx';
import { emptyAccount, validateAccount } from '../plain/validation.ts';
import { HostelForm, textOf, type FormValues } from '../common/HostelForm.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage, fieldErrors } from '../plain/httpClient.ts';
import type { Registration } from '../plain/types.ts';

const CREATED = 'Admin account created successfully';

/** /add-user: a superadmin creates an administrator's account (POST /admins). */
export function AddUser() {
  const notify = useNotify();
  const createAdmin = useHostelMutation('createAdmin');
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string }>();
  // A new key empties the form once the account is made.
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: FormValues) => {
    setOutcome(undefined);
    try {
      await createAdmin.mutateAsync({ ...(values as Registration), email: textOf(values.email) });
      setFormKey((key) => key + 1);
      setOutcome({ severity: 'success', text: CREATED });
      notify(CREATED, { type: 'success' });
    } catch (error) {
      setOutcome({ severity: 'error', text: errorMessage(error, 'Failed to create admin') });
      return fieldErrors(error);
    }
  };

  return (
    <>
      <PageHeader title="Add An Admin" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <HostelForm key={formKey} onSubmit={submit} validate={validateAccount} defaultValues={emptyAccount}>
          <Stack spacing={2}>
            {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
            <AccountInputs />
            <SubmitButton label="Create Admin" busyLabel="Creating Admin..." sx={{ alignSelf: 'flex-start' }} />
          </Stack>
        </HostelForm>
      </Paper>
    </>
  );
}
