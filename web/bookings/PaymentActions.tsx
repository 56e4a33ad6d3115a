import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../shared/messages.ts';
import { useHostelData } from '../providers/dataProvider.ts';
import { errorMessage } from '../providers/httpClient.ts';
import type { Booking } from '../providers/types.ts';

/** Approve (disabled once paid) and Reject (disabled once rejected), with a toast for each outcome. */
export function PaymentActions({ booking }: { booking: Pick<Booking, 'id' | 'payment_status' | 'full_name'> }) {
  const dataProvider = useHostelData();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<'approve' | 'reject'>();

  const decide = async (decision: 'approve' | 'reject') => {
    setPending(decision);
    try {
      if (decision === 'approve') await dataProvider.approvePayment(booking.id);
      else await dataProvider.rejectPayment(booking.id);
      notify(decision === 'approve' ? 'Payment approved' : 'Payment rejected', { type: 'success' });
      await queryClient.invalidateQueries();
      refresh();
    } catch (error) {
      notify(errorMessage(error, booking.id ? MESSAGES.booking.genericError : MESSAGES.booking.missingId), { type: 'error' });
    } finally {
      setPending(undefined);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="contained" color="success" disabled={Boolean(pending) || booking.payment_status === 'paid'} onClick={() => decide('approve')} aria-label={`Approve payment of ${booking.full_name}`}>
        {pending === 'approve' ? 'Approving...' : 'Approve'}
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={Boolean(pending) || booking.payment_status === 'unpaid'} onClick={() => decide('reject')} aria-label={`Reject payment of ${booking.full_name}`}>
        {pending === 'reject' ? 'Rejecting...' : 'Reject'}
      </Button>
    </Box>
  );
}
