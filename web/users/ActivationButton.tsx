import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Confirm, useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { TEXT_LIMITS, tooLongMessage } from '../../shared/textLimits.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { StaffMember } from '../plain/types.ts';

const S = MESSAGES.staff;

/** Deactivate (asked with an optional reason) or reactivate (asked plainly) one staff account. */
export function ActivationButton({ member }: { member: StaffMember }) {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const deactivate = useHostelMutation('deactivateUser');
  const reactivate = useHostelMutation('reactivateUser');
  const name = `${member.fname} ${member.lname}`;
  const callbacks = {
    onSuccess: (answer: { message: string }) => notify(answer.message, { type: 'success' }),
    onError: (error: Error) => notify(errorMessage(error, 'The account could not be changed'), { type: 'error' }),
    onSettled: () => setAsking(false),
  };

  const active = member.active !== false;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={active ? 'error' : 'primary'}
        onClick={() => setAsking(true)}
        aria-label={`${active ? 'Deactivate' : 'Reactivate'} ${name}`}
      >
        {active ? 'Deactivate' : 'Reactivate'}
      </Button>
      {active ? (
        <DeactivateDialog
          open={asking}
          name={name}
          busy={deactivate.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) => deactivate.mutate({ id: member.id, reason }, callbacks)}
        />
      ) : (
        <Confirm
          isOpen={asking}
          loading={reactivate.isPending}
          title="Reactivate account"
          content={S.confirmReactivate(name)}
          confirm="Reactivate"
          onConfirm={() => reactivate.mutate({ id: member.id }, callbacks)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

type DialogProps = { open: boolean; name: string; busy: boolean; onCancel: () => void; onConfirm: (reason: string) => void };

function DeactivateDialog({ open, name, busy, onCancel, onConfirm }: DialogProps) {
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > TEXT_LIMITS.reason.max;
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>Deactivate account</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{S.confirmDeactivate(name)}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={tooLong}
          helperText={
            tooLong ? tooLongMessage('reason') : `Optional, shown on the staff list. At most ${TEXT_LIMITS.reason.max} characters.`
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="error" disabled={busy || tooLong} onClick={() => onConfirm(reason.trim())}>
          Deactivate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
