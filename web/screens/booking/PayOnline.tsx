import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../shared/messages.ts';
import { ErrorAlert } from '../../plain/formParts.tsx';
import { goToCheckout, PAYMENT_WORDS, pollInterval } from '../../plain/checkout.ts';
import { errorMessage } from '../../plain/httpClient.ts';
import { Alert } from '../parts.tsx';
import { useCommand, useRead } from '../data.ts';
import { useNavigate } from '../host.tsx';

/** The checkout's return address names the payment (`?reference=`): taken once, and out of the address. */
function takeReturnedReference(navigate: ReturnType<typeof useNavigate>) {
  const reference = new URLSearchParams(window.location.search).get('reference');
  if (reference) navigate(window.location.pathname, { replace: true });
  return reference;
}

/**
 * "Pay with mobile money" for a pending booking, and the payment's live status (as
 * web/payments/PayOnline.tsx): the student is sent to the provider's checkout, comes back with
 * `?reference=` (the payment is then verified at once), and the page follows the payment until it
 * is confirmed or fails. Shown only when the hostel has a payment provider.
 */
export function PayOnline({ booking }: { booking: { id: string; amount_paid: number } }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const config = useRead('onlinePayments', 'onlinePaymentConfig', {});
  const enabled = config.data?.enabled === true;
  const payments = useRead(
    'onlinePayments',
    'bookingOnlinePayments',
    { id: booking.id },
    { enabled, refetchInterval: (query) => pollInterval(query.state.data?.[0]) },
  );
  const start = useCommand('onlinePayments', 'startOnlinePayment');
  const verify = useCommand('onlinePayments', 'verifyOnlinePayment');
  const pay = () =>
    start.mutate({ id: booking.id }, { onSuccess: (payment) => payment.authorization_url && goToCheckout(payment.authorization_url) });

  // Back from the checkout: ask the provider now rather than wait for its notification.
  const returned = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled || returned.current !== undefined) return;
    returned.current = takeReturnedReference(navigate);
    if (returned.current) verify.mutate({ reference: returned.current });
  }, [enabled, verify, navigate]);

  // Once the payment is settled, the rest of the page (the booked room) is read again.
  const latest = payments.data?.[0];
  const seen = useRef(latest?.status);
  useEffect(() => {
    if (seen.current === 'pending' && latest && latest.status !== 'pending') void queryClient.invalidateQueries();
    seen.current = latest?.status;
  }, [latest, queryClient]);

  if (!enabled) return null;
  const failure = start.error ?? verify.error;
  const payButton = (
    <button type="button" className="btn" disabled={start.isPending} onClick={pay}>
      {PAYMENT_WORDS.pay(booking.amount_paid, start.isPending)}
    </button>
  );

  return (
    <div className="sb-column sb-online" aria-live="polite">
      {failure && <ErrorAlert>{errorMessage(failure, MESSAGES.payments.providerDown)}</ErrorAlert>}
      {!latest ? (
        payButton
      ) : latest.status === 'pending' ? (
        <Alert severity="info">
          <p>{PAYMENT_WORDS.waiting(latest)}</p>
          <div className="sb-progress" role="progressbar" aria-label="Waiting for the payment" />
          <p>Reference: {latest.reference}</p>
          <div className="sb-row">
            {latest.authorization_url && (
              <a className="btn outlined small" href={latest.authorization_url}>
                Open the payment page again
              </a>
            )}
            <button
              type="button"
              className="btn text"
              disabled={verify.isPending}
              onClick={() => verify.mutate({ reference: latest.reference })}
            >
              {verify.isPending ? 'Checking...' : 'Check now'}
            </button>
          </div>
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
    </div>
  );
}
