import { useState } from 'react';
import { Alert, Paper, Stack } from '@mui/material';
import { PasswordInput, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { HostelForm, type FormValues } from '../common/HostelForm.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useHostelData } from '../providers/dataProvider.ts';
import { errorMessage, fieldErrors } from '../plain/httpClient.ts';
import { getSessionUser, saveSession } from '../plain/session.ts';
import { validateChangePassword } from '../plain/changePasswordRules.ts';

const S = MESSAGES.staff;
const text = (value: unknown) => (value == null ? '' : String(value));

export { validateChangePassword };

/**
 * /change-password: any signed-in user chooses a new password; one whose password was reset is
 * sent here before anything else (layout/PasswordGate.tsx). The change ends every session, this
 * one too, so the token it answers is kept before going on.
 */
export function ChangePassword() {
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useHostelData();
  const [failure, setFailure] = useState<string>();
  const mustChange = Boolean(getSessionUser()?.must_change_password);

  const submit = async (values: FormValues) => {
    setFailure(undefined);
    try {
      // Called directly, not as a keyed mutation: the app's refresh after a mutation would go out
      // with the token this change ended, before the new one is saved.
      const answer = await dataProvider.changePassword({
        current_password: text(values.current_password),
        new_password: text(values.new_password),
      });
      saveSession(answer.token, answer.user);
      notify(answer.message, { type: 'success' });
      navigate('/', { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to change the password'));
      return fieldErrors(error);
    }
  };

  return (
    <>
      <PageHeader title="Change Password" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480 }}>
        <HostelForm
          onSubmit={submit}
          validate={validateChangePassword}
          defaultValues={{ current_password: '', new_password: '', confirm_password: '' }}
        >
          <Stack spacing={2}>
            {mustChange && <Alert severity="info">{S.chooseNewPassword}</Alert>}
            {failure && <Alert severity="error">{failure}</Alert>}
            <PasswordInput
              source="current_password"
              label={mustChange ? 'One-time password' : 'Current password'}
              autoComplete="current-password"
            />
            <PasswordInput source="new_password" label="New password" autoComplete="new-password" />
            <PasswordInput source="confirm_password" label="New password again" autoComplete="new-password" />
            <SubmitButton label="Change Password" busyLabel="Changing Password..." sx={{ alignSelf: 'flex-start' }} />
          </Stack>
        </HostelForm>
      </Paper>
    </>
  );
}
