import { useState } from 'react';
import { Alert, Paper, Stack } from '@mui/material';
import { RadioButtonGroupInput, useNotify } from 'react-admin';
import { AccountInputs } from '../auth/AccountInputs.tsx';
import { emptyAccount, validateAccount } from '../plain/validation.ts';
import { HostelForm, textOf, type FormValues } from '../common/HostelForm.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage, fieldErrors } from '../plain/httpClient.ts';
import type { Registration } from '../plain/types.ts';

const CREATED = { admin: 'Admin account created successfully', porter: 'Porter account created successfully' };
const ROLE_CHOICES = [
  { id: 'admin', name: 'Admin' },
  { id: 'porter', name: "Porter (the lodge's arrivals only)" },
];

/** /add-user: a superadmin creates an administrator's account (POST /admins), or a porter's (POST /porters). */
export function AddUser() {
  const notify = useNotify();
  const createAdmin = useHostelMutation('createAdmin');
  const createPorter = useHostelMutation('createPorter');
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string }>();
  // A new key empties the form once the account is made.
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: FormValues) => {
    setOutcome(undefined);
    try {
      // The role picks the call; it is no field of the account the API takes.
      const { account_role, ...account } = values;
      const role = account_role === 'porter' ? 'porter' : 'admin';
      const create = role === 'porter' ? createPorter : createAdmin;
      await create.mutateAsync({ ...(account as Registration), email: textOf(values.email) });
      setFormKey((key) => key + 1);
      setOutcome({ severity: 'success', text: CREATED[role] });
      notify(CREATED[role], { type: 'success' });
    } catch (error) {
      setOutcome({ severity: 'error', text: errorMessage(error, 'Failed to create admin') });
      return fieldErrors(error);
    }
  };

  return (
    <>
      <PageHeader title="Add An Admin" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <HostelForm key={formKey} onSubmit={submit} validate={validateAccount} defaultValues={{ ...emptyAccount, account_role: 'admin' }}>
          <Stack spacing={2}>
            {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
            <RadioButtonGroupInput source="account_role" label="Account" choices={ROLE_CHOICES} />
            <AccountInputs />
            <SubmitButton label="Create Admin" busyLabel="Creating Admin..." sx={{ alignSelf: 'flex-start' }} />
          </Stack>
        </HostelForm>
      </Paper>
    </>
  );
}
