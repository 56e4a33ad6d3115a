import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { Booking } from '../plain/types.ts';
import { DecisionDialog } from './DecisionDialog.tsx';

type Decided = Pick<Booking, 'id' | 'payment_status' | 'full_name'> &
  Partial<Pick<Booking, 'student_deleted' | 'payment_reference' | 'payment_reference_also_on'>>;

const ASK_EXPLANATION =
  'The booking stays pending and its bed held. The student reads your question on their booking and answers with a new payment reference, which puts the payment under review again. They get a new deadline to answer; unanswered by then, the bed is given back.';

/**
 * Approve (disabled once paid), Reject for a pending booking and Revoke for a paid one, each of
 * the last two confirmed with a reason; none for a deleted student's booking. Each carries the
 * status shown, so a decision someone else made meanwhile is not undone (409). For a pending
 * booking, Ask the student: a question about a reference that does not check out, which keeps the
 * bed where a rejection would take it. Beside Approve, the reference the student says they paid
 * with, to find in the statement before approving, and the other bookings that were given the same
 * one (unless the list shows them in a column of its own).
 */
export function PaymentActions({ booking, withReference = true }: { booking: Decided; withReference?: boolean }) {
  const notify = useNotify();
  const [asking, setAsking] = useState<'reject' | 'revoke' | 'question' | null>(null);
  const onError = (error: unknown) =>
    notify(errorMessage(error, booking.id ? MESSAGES.booking.genericError : MESSAGES.booking.missingId), { type: 'error' });
  const done = (message: string) => () => {
    setAsking(null);
    notify(message, { type: 'success' });
  };
  const approve = useHostelMutation('approvePayment', { onSuccess: () => notify('Payment approved', { type: 'success' }), onError });
  const reject = useHostelMutation('rejectPayment', { onSuccess: done('Payment rejected'), onError });
  const revoke = useHostelMutation('revokePayment', { onSuccess: done('Payment revoked'), onError });
  const ask = useHostelMutation('askAboutPayment', { onSuccess: done(MESSAGES.paymentQuestion.asked), onError });
  const busy = approve.isPending || reject.isPending || revoke.isPending || ask.isPending;
  const gone = Boolean(booking.student_deleted);
  const status = booking.payment_status;
  const decision = { id: booking.id, expected_status: status };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: withReference ? 'wrap' : 'nowrap', alignItems: 'center' }}>
      {withReference && status === 'pending' && (
        <Typography
          variant="body2"
          sx={{ flexBasis: '100%', overflowWrap: 'anywhere' }}
          color={booking.payment_reference ? undefined : 'textSecondary'}
        >
          {booking.payment_reference ? `Student's reference: ${booking.payment_reference}` : 'No payment reference yet'}
        </Typography>
      )}
      {withReference && status === 'pending' && Boolean(booking.payment_reference_also_on?.length) && (
        <Alert severity="warning" role="note" sx={{ flexBasis: '100%', py: 0 }}>
          Also given for {booking.payment_reference_also_on!.join(', ')}
        </Alert>
      )}
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={busy || gone || status === 'paid'}
        onClick={() => approve.mutate(decision)}
        aria-label={`Approve payment of ${booking.full_name}`}
      >
        {approve.isPending ? 'Approving...' : 'Approve'}
      </Button>
      {status === 'pending' && (
        <Button
          size="small"
          variant="outlined"
          disabled={busy || gone}
          onClick={() => setAsking('question')}
          sx={{ whiteSpace: 'nowrap' }}
          aria-label={`Ask the student about the payment of ${booking.full_name}`}
          title="Ask the student"
        >
          {/* Short in the queue's one-line rows; the booking's page has room for the whole words. */}
          {withReference ? 'Ask the student' : 'Ask'}
        </Button>
      )}
      {status === 'paid' ? (
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={busy || gone}
          onClick={() => setAsking('revoke')}
          aria-label={`Revoke payment of ${booking.full_name}`}
        >
          Revoke
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={busy || gone || status !== 'pending'}
          onClick={() => setAsking('reject')}
          aria-label={`Reject payment of ${booking.full_name}`}
        >
          Reject
        </Button>
      )}
      {/* Mounted while asked only: each question starts with an empty reason. */}
      {asking === 'reject' && (
        <DecisionDialog
          open
          title={`Reject the booking of ${booking.full_name}?`}
          explanation="The booking is rejected for non-payment and its bed is given back. The student sees your reason."
          confirmLabel={reject.isPending ? 'Rejecting...' : 'Reject'}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => reject.mutate({ ...decision, reason })}
        />
      )}
      {asking === 'question' && (
        <DecisionDialog
          open
          title={`Ask ${booking.full_name} about the payment?`}
          explanation={ASK_EXPLANATION}
          reasonLabel="Question"
          requiredMessage={MESSAGES.paymentQuestion.reasonRequired}
          confirmLabel={ask.isPending ? 'Sending...' : 'Send question'}
          confirmColor="primary"
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => ask.mutate({ id: booking.id, reason })}
        />
      )}
      {asking === 'revoke' && (
        <DecisionDialog
          open
          title={`Revoke the payment of ${booking.full_name}?`}
          explanation="The booking was approved as paid. Revoking it marks it unpaid and gives its bed back. The student sees your reason."
          confirmLabel={revoke.isPending ? 'Revoking...' : 'Revoke'}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => revoke.mutate({ ...decision, reason })}
        />
      )}
    </Box>
  );
}
