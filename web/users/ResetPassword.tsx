import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Confirm, useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';

type Person = { id: string; fname: string; lname: string };
const S = MESSAGES.staff;

/**
 * A superadmin's "Reset password" for one account: asked once, then the one-time password shown
 * once. Closing the dialog forgets it; the server keeps only its hash.
 */
export function ResetPasswordButton({ user }: { user: Person }) {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [oneTime, setOneTime] = useState<string>();
  const reset = useHostelMutation('resetPassword');
  const name = `${user.fname} ${user.lname}`;

  const confirm = () =>
    reset.mutate(
      { id: user.id },
      {
        onSuccess: (answer) => setOneTime(answer.one_time_password),
        onError: (error) => notify(errorMessage(error, 'Failed to reset the password'), { type: 'error' }),
        onSettled: () => setAsking(false),
      },
    );

  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setAsking(true)} aria-label={`Reset password of ${name}`}>
        Reset password
      </Button>
      <Confirm
        isOpen={asking}
        loading={reset.isPending}
        title="Reset password"
        content={S.confirmReset(name)}
        confirm="Reset password"
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
      <OneTimePasswordDialog name={name} password={oneTime} onClose={() => setOneTime(undefined)} />
    </>
  );
}

export function OneTimePasswordDialog({ name, password, onClose }: { name: string; password?: string; onClose: () => void }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password ?? '');
      notify(S.copied, { type: 'success' });
    } catch {
      notify(S.copyFailed, { type: 'warning' });
    }
  };
  return (
    <Dialog open={password !== undefined} onClose={(_event, reason) => reason !== 'backdropClick' && onClose()} fullWidth maxWidth="xs">
      <DialogTitle>One-time password for {name}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {S.oneTimeWarning}
        </Alert>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography
            component="code"
            aria-label="One-time password"
            sx={{ fontFamily: 'monospace', fontSize: '1.4rem', letterSpacing: '0.08em', userSelect: 'all' }}
          >
            {password}
          </Typography>
          <Tooltip title="Copy">
            <IconButton aria-label="Copy the one-time password" onClick={() => void copy()}>
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
