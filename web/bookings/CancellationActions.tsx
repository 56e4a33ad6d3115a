import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Switch,
  TextField,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { CANCELLATION_MESSAGES } from '../../shared/cancellationMessages.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { decisionReasonError } from '../../shared/textLimits.ts';
import { formatDateTime, formatMoney } from '../plain/format.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { Booking } from '../plain/types.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { DecisionDialog } from './DecisionDialog.tsx';

type Requested = Pick<Booking, 'id' | 'payment_status' | 'amount_paid' | 'cancellation'>;

/**
 * A paid booking's open cancellation request, as its student wrote it, with the office's two
 * answers: Approve (a refund switch and its amount, the whole paid by default) and Refuse, each
 * with a reason the student reads. Nothing when no request is open.
 */
export function CancellationActions({ booking }: { booking: Requested }) {
  const notify = useNotify();
  const [asking, setAsking] = useState<'approve' | 'refuse' | null>(null);
  const decide = useHostelMutation('decideCancellation', {
    onSuccess: (_data, { approve }) => {
      setAsking(null);
      notify(approve ? CANCELLATION_MESSAGES.approved : CANCELLATION_MESSAGES.refused, { type: 'success' });
    },
    onError: (error) => notify(errorMessage(error, MESSAGES.booking.genericError), { type: 'error' }),
  });
  const c = booking.cancellation;
  if (booking.payment_status !== 'paid' || !c || c.decided !== null) return null;
  return (
    <Alert
      severity="warning"
      role="region"
      aria-label="Cancellation request"
      action={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" variant="contained" onClick={() => setAsking('approve')}>
            Approve
          </Button>
          <Button size="small" color="error" onClick={() => setAsking('refuse')}>
            Refuse
          </Button>
        </Box>
      }
    >
      Cancellation requested on {formatDateTime(c.requested_at)}: {c.reason}
      <ApproveDialog
        open={asking === 'approve'}
        paid={Number(booking.amount_paid)}
        busy={decide.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={(d) => decide.mutate({ id: booking.id, approve: true, ...d })}
      />
      <DecisionDialog
        open={asking === 'refuse'}
        title="Refuse the cancellation"
        explanation="The booking stays paid and the bed the student's. The student reads your reason."
        confirmLabel="Refuse"
        requiredMessage={CANCELLATION_MESSAGES.decisionReasonRequired}
        busy={decide.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => decide.mutate({ id: booking.id, approve: false, reason })}
      />
    </Alert>
  );
}

type Approval = { refund: boolean; refund_amount?: number; reason: string };

function ApproveDialog(props: { open: boolean; paid: number; busy: boolean; onCancel: () => void; onConfirm: (a: Approval) => void }) {
  const [refund, setRefund] = useState(true);
  const [amount, setAmount] = useState(String(props.paid));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const value = Number(amount);
  const amountProblem =
    refund && (amount.trim() === '' || !Number.isFinite(value) || value < 0)
      ? CANCELLATION_MESSAGES.refundNotNumber
      : refund && value > props.paid
        ? CANCELLATION_MESSAGES.refundTooMuch(formatMoney(props.paid))
        : null;
  const reasonProblem = decisionReasonError(reason, CANCELLATION_MESSAGES.decisionReasonRequired);
  const confirm = () => {
    setTried(true);
    if (!amountProblem && !reasonProblem) props.onConfirm({ refund, ...(refund ? { refund_amount: value } : {}), reason: reason.trim() });
  };
  return (
    <Dialog open={props.open} onClose={props.onCancel} fullWidth maxWidth="sm">
      <DialogTitle>Approve the cancellation</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          The booking is cancelled and its bed given back. Say what of the {formatMoney(props.paid)} paid is refunded.
        </DialogContentText>
        <FormControlLabel control={<Switch checked={refund} onChange={(e) => setRefund(e.target.checked)} />} label="Refund the student" />
        {refund && (
          <TextField
            fullWidth
            margin="dense"
            label="Refund amount (GHS)"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={tried && Boolean(amountProblem)}
            helperText={(tried && amountProblem) || `At most ${formatMoney(props.paid)}.`}
          />
        )}
        <TextField
          required
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={tried && Boolean(reasonProblem)}
          helperText={(tried && reasonProblem) || 'Shown to the student.'}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button variant="contained" disabled={props.busy} onClick={confirm}>
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}
