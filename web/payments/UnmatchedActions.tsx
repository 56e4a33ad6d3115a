import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { DecisionDialog } from '../bookings/DecisionDialog.tsx';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { UnmatchedPayment } from '../plain/types.ts';

/**
 * The office's two answers to a payment that did not match or came late: re-hold (the booking is
 * approved as Approve does, taking a bed again if it gave one back) or refund, with a reason.
 */
export function UnmatchedActions({ payment }: { payment: UnmatchedPayment }) {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const onError = (error: unknown) => notify(errorMessage(error, MESSAGES.booking.genericError), { type: 'error' });
  const rehold = useHostelMutation('reholdPayment', {
    onSuccess: () => notify('Booking re-held with this payment', { type: 'success' }),
    onError,
  });
  const refund = useHostelMutation('refundPayment', {
    onSuccess: () => {
      setAsking(false);
      notify('Payment marked for refund', { type: 'success' });
    },
    onError,
  });
  const open = payment.status === 'mismatch' || payment.status === 'late';
  const busy = rehold.isPending || refund.isPending;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={busy || !open || payment.current_booking_status === 'paid'}
        onClick={() => rehold.mutate({ reference: payment.reference })}
        aria-label={`Re-hold the booking of ${payment.full_name} with payment ${payment.reference}`}
      >
        {rehold.isPending ? 'Re-holding...' : 'Re-hold'}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={busy || !open}
        onClick={() => setAsking(true)}
        aria-label={`Refund payment ${payment.reference} of ${payment.full_name}`}
      >
        Refund
      </Button>
      {asking && (
        <DecisionDialog
          open
          title={`Refund the payment of ${payment.full_name}?`}
          explanation="The payment is recorded as to be refunded; make the refund itself from the provider's dashboard. The student sees your reason."
          confirmLabel={refund.isPending ? 'Refunding...' : 'Refund'}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) => refund.mutate({ reference: payment.reference, reason })}
        />
      )}
    </Box>
  );
}
