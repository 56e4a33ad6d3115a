import { useEffect, useRef } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { useHostelMutation, useHostelQuery } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import { goToCheckout, PAYMENT_WORDS, pollInterval } from '../plain/checkout.ts';

/**
 * "Pay with mobile money" for a pending booking, and the payment's live status: the student is
 * sent to the provider's checkout, comes back with `?reference=` (the payment is then verified at
 * once), and the page follows the payment until it is confirmed or fails. Shown only when the
 * hostel has a payment provider; otherwise the office's manual flow alone remains.
 */
export function PayOnline({ booking }: { booking: { id: string; amount_paid: number } }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const config = useHostelQuery('onlinePaymentConfig', {});
  const enabled = config.data?.enabled === true;
  const payments = useHostelQuery(
    'bookingOnlinePayments',
    { id: booking.id },
    { enabled, refetchInterval: (query) => pollInterval(query.state.data?.[0]) },
  );
  const onError = (error: unknown) => notify(errorMessage(error, MESSAGES.payments.providerDown), { type: 'error' });
  const start = useHostelMutation('startOnlinePayment', {
    onSuccess: (payment) => payment.authorization_url && goToCheckout(payment.authorization_url),
    onError,
  });
  const verify = useHostelMutation('verifyOnlinePayment', { onError });

  // Back from the checkout: ask the provider now rather than wait for its notification.
  const [params, setParams] = useSearchParams();
  const returned = params.get('reference');
  useEffect(() => {
    if (!returned || !enabled) return;
    verify.mutate({ reference: returned });
    setParams({}, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per return from the checkout
  }, [returned, enabled]);

  // Once the payment is settled, the rest of the page (the booked room) is read again.
  const latest = payments.data?.[0];
  const seen = useRef(latest?.status);
  useEffect(() => {
    if (seen.current === 'pending' && latest && latest.status !== 'pending') void queryClient.invalidateQueries();
    seen.current = latest?.status;
  }, [latest, queryClient]);

  if (!enabled) return null;
  const payButton = (
    <Button variant="contained" disabled={start.isPending} onClick={() => start.mutate({ id: booking.id })} sx={{ mt: 2 }}>
      {PAYMENT_WORDS.pay(booking.amount_paid, start.isPending)}
    </Button>
  );

  return (
    <Box sx={{ mt: 2 }} aria-live="polite">
      {!latest ? (
        payButton
      ) : latest.status === 'pending' ? (
        <Alert severity="info">
          <Typography>{PAYMENT_WORDS.waiting(latest)}</Typography>
          <LinearProgress sx={{ my: 1 }} aria-label="Waiting for the payment" />
          <Typography variant="body2">Reference: {latest.reference}</Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            {latest.authorization_url && (
              <Button size="small" variant="outlined" href={latest.authorization_url}>
                Open the payment page again
              </Button>
            )}
            <Button size="small" disabled={verify.isPending} onClick={() => verify.mutate({ reference: latest.reference })}>
              {verify.isPending ? 'Checking...' : 'Check now'}
            </Button>
          </Box>
        </Alert>
      ) : latest.status === 'confirmed' ? (
        <Alert severity="success">{PAYMENT_WORDS.confirmed(latest)}</Alert>
      ) : latest.status === 'failed' ? (
        <>
          <Alert severity="warning">{PAYMENT_WORDS.failed(latest)}</Alert>
          {payButton}
        </>
      ) : (
        <Alert severity="info">{PAYMENT_WORDS.withOffice(latest)}</Alert>
      )}
    </Box>
  );
}
