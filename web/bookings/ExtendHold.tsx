import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { decisionReasonError, TEXT_LIMITS } from '../../shared/textLimits.ts';
import { formatDateTime } from '../plain/format.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { Booking } from '../plain/types.ts';

type Extendable = Pick<Booking, 'id' | 'full_name'> & { hold_until: string | null };

/** A moment as a datetime-local input shows it: the browser's own time, to the minute. */
const toLocalInput = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** What is wrong with the new deadline (a datetime-local value, read in the browser's time), or null. */
function deadlineError(value: string, current: string): string | null {
  const ms = new Date(value).getTime();
  if (!value || Number.isNaN(ms)) return MESSAGES.holds.untilRequired;
  if (ms <= Date.parse(current)) return MESSAGES.holds.notLater(formatDateTime(current));
  return ms <= Date.now() ? MESSAGES.holds.inThePast : null;
}

/**
 * "Extend hold" on a pending booking (admins): a dialog asking the new deadline, a day after the
 * current one to start with, and the reason the student will read. The server checks again, and
 * also that the deadline is within the booking's semester.
 */
export function ExtendHold({ booking }: { booking: Extendable }) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const extend = useHostelMutation('extendHold', {
    onSuccess: () => {
      setOpen(false);
      notify(MESSAGES.holds.extended, { type: 'success' });
    },
    onError: (error) => notify(errorMessage(error, MESSAGES.booking.genericError), { type: 'error' }),
  });
  const current = booking.hold_until;
  if (!current) return null;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-label={`Extend the hold of ${booking.full_name}`}>
        Extend hold
      </Button>
      {/* Mounted while asked only: each question starts afresh. */}
      {open && (
        <ExtendHoldDialog
          name={booking.full_name}
          current={current}
          busy={extend.isPending}
          onCancel={() => setOpen(false)}
          onConfirm={(hold_until, reason) => extend.mutate({ id: booking.id, hold_until, reason })}
        />
      )}
    </>
  );
}

type DialogProps = {
  name: string;
  current: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (holdUntil: string, reason: string) => void;
};

function ExtendHoldDialog({ name, current, busy, onCancel, onConfirm }: DialogProps) {
  const [until, setUntil] = useState(() => toLocalInput(Date.parse(current) + 24 * 3_600_000));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const untilProblem = deadlineError(until, current);
  const reasonProblem = decisionReasonError(reason);
  const confirm = () => {
    setTried(true);
    if (!untilProblem && !reasonProblem) onConfirm(new Date(until).toISOString(), reason.trim());
  };
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{`Extend the hold of ${name}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {`The bed stays held until the new deadline instead of ${formatDateTime(current)}. The student sees your reason.`}
        </DialogContentText>
        <TextField
          required
          fullWidth
          margin="dense"
          type="datetime-local"
          label="New deadline"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          error={tried && Boolean(untilProblem)}
          helperText={(tried && untilProblem) || 'In your own time zone.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={tried && Boolean(reasonProblem)}
          helperText={(tried && reasonProblem) || `Shown to the student. At most ${TEXT_LIMITS.decision_reason.max} characters.`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={confirm}>
          {busy ? 'Extending...' : 'Extend'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
