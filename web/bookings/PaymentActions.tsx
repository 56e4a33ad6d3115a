import { Box, Button } from '@mui/material';
import { useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../providers/httpClient.ts';
import type { Booking } from '../providers/types.ts';

/**
 * Approve (disabled once paid) and Reject (disabled once rejected), with a toast for each outcome.
 * Each carries the status shown, so a decision someone else made meanwhile is not undone (409).
 */
export function PaymentActions({ booking }: { booking: Pick<Booking, 'id' | 'payment_status' | 'full_name'> }) {
  const notify = useNotify();
  const onError = (error: unknown) =>
    notify(errorMessage(error, booking.id ? MESSAGES.booking.genericError : MESSAGES.booking.missingId), { type: 'error' });
  const approve = useHostelMutation('approvePayment', { onSuccess: () => notify('Payment approved', { type: 'success' }), onError });
  const reject = useHostelMutation('rejectPayment', { onSuccess: () => notify('Payment rejected', { type: 'success' }), onError });
  const pending = approve.isPending || reject.isPending;

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={pending || booking.payment_status === 'paid'}
        onClick={() => approve.mutate({ id: booking.id, expected_status: booking.payment_status })}
        aria-label={`Approve payment of ${booking.full_name}`}
      >
        {approve.isPending ? 'Approving...' : 'Approve'}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={pending || booking.payment_status === 'unpaid'}
        onClick={() => reject.mutate({ id: booking.id, expected_status: booking.payment_status })}
        aria-label={`Reject payment of ${booking.full_name}`}
      >
        {reject.isPending ? 'Rejecting...' : 'Reject'}
      </Button>
    </Box>
  );
}
