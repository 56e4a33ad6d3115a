import { useState } from 'react';
import { MESSAGES } from '../../shared/messages.ts';
import { validateChangePassword } from '../plain/changePasswordRules.ts';
import { ErrorAlert, TextField } from '../plain/formParts.tsx';
import { useFormState } from '../plain/useFormState.ts';
import { customCommands } from '../plain/customMethods.ts';
import { downloadHeldData } from '../plain/download.ts';
import { errorMessage, fieldErrors } from '../plain/httpClient.ts';
import { getSessionUser, saveSession } from '../plain/session.ts';
import { Alert, PageHeader } from './parts.tsx';
import { useNavigate, useNotify } from './host.tsx';

const S = MESSAGES.staff;
const text = (value: unknown) => (value == null ? '' : String(value));

/**
 * /change-password (web/auth/ChangePassword.tsx): the student chooses a new password; one whose
 * password was reset is sent here before anything else. The change ends every session, this
 * one too, so the token it answers is kept before going on. Below it, where they look after their
 * account, they download what the hostel holds about them.
 */
export function ChangePassword() {
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useFormState({ current_password: '', new_password: '', confirm_password: '' }, validateChangePassword);
  const [failure, setFailure] = useState<string>();
  const mustChange = Boolean(getSessionUser()?.must_change_password);

  const submit = form.onSubmit(async (values) => {
    setFailure(undefined);
    try {
      // Called directly, not as a keyed mutation: the app's refresh after a mutation would go out
      // with the token this change ended, before the new one is saved.
      const answer = await customCommands.session.changePassword({
        current_password: text(values.current_password),
        new_password: text(values.new_password),
      });
      saveSession(answer.token, answer.user);
      notify(answer.message);
      navigate('/', { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to change the password'));
      return fieldErrors(error);
    }
  });

  return (
    <>
      <PageHeader title="Change Password" />
      <div className="card form-card">
        <form noValidate onSubmit={submit} className="stack">
          {mustChange && <Alert severity="info">{S.chooseNewPassword}</Alert>}
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          <div>
            <TextField
              {...form.field('current_password')}
              label={mustChange ? 'One-time password' : 'Current password'}
              type="password"
              autoComplete="current-password"
            />
            <TextField {...form.field('new_password')} label="New password" type="password" autoComplete="new-password" />
            <TextField {...form.field('confirm_password')} label="New password again" type="password" autoComplete="new-password" />
          </div>
          <button type="submit" className="btn" disabled={form.busy}>
            {form.busy ? 'Changing Password...' : 'Change Password'}
          </button>
        </form>
      </div>
      {/* Every other call waits for the new password, this download too. */}
      {!mustChange && <YourData />}
    </>
  );
}

/** The right of access: everything the hostel holds about the signed-in user, as one file. */
function YourData() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const download = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await downloadHeldData();
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to download your data'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card form-card stack your-data" aria-labelledby="your-data">
      <h2 id="your-data">Your data</h2>
      <p className="text-2">
        Everything the hostel holds about you, in one file: your account, bookings, payments, messages, waitlist places and every change
        recorded about you.
      </p>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <div>
        <button type="button" className="btn outlined" disabled={busy} onClick={() => void download()}>
          {busy ? 'Preparing your data...' : 'Download my data'}
        </button>
      </div>
    </section>
  );
}
