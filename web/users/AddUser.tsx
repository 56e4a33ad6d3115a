import { useState } from 'react';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import { AccountFields } from '../auth/AccountFields.tsx';
import { emptyAccount, validateAccount } from '../auth/validation.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { useFormFields } from '../common/useFormFields.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage, fieldErrors } from '../providers/httpClient.ts';

const CREATED = 'Admin account created successfully';

/** /add-user: a superadmin creates an administrator's account (POST /admins). */
export function AddUser() {
  const createAdmin = useHostelMutation('createAdmin');
  const notify = useNotify();
  const form = useFormFields(emptyAccount, validateAccount);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string }>();

  const submit = form.onSubmit(async (values) => {
    setOutcome(undefined);
    try {
      await createAdmin.mutateAsync({ ...values, email: values.email.trim() });
      form.reset();
      setOutcome({ severity: 'success', text: CREATED });
      notify(CREATED, { type: 'success' });
    } catch (error) {
      form.setServerErrors(fieldErrors(error));
      setOutcome({ severity: 'error', text: errorMessage(error, 'Failed to create admin') });
    }
  });

  return (
    <>
      <PageHeader title="Add An Admin" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
          <AccountFields form={form} />
          <Button type="submit" variant="contained" disabled={form.submitting} sx={{ alignSelf: 'flex-start' }}>
            {form.submitting ? 'Creating Admin...' : 'Create Admin'}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
