import { useState } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import { paymentReferenceError } from '../../plain/paymentReference.ts';
import { textOf } from '../../plain/formValues.ts';
import { ErrorAlert, TextField } from '../../plain/formParts.tsx';
import { errorMessage, fieldErrors } from '../../plain/httpClient.ts';
import type { Booking } from '../../plain/types.ts';
import { Alert } from '../parts.tsx';
import { useCommand } from '../data.ts';
import { useNotify } from '../host.tsx';
import { useFormState } from '../../plain/useFormState.ts';

const validate = (values: Record<string, unknown>) => ({ payment_reference: paymentReferenceError(values.payment_reference) });

type Referenced = Pick<Booking, 'id' | 'payment_reference'> & Partial<Pick<Booking, 'payment_review'>>;

/**
 * "I have paid": the student gives the reference of their payment (the transaction ID of the
 * mobile-money SMS, or the bank's reference) for the office to find it before approving. While
 * the office's question is open, sending a reference (corrected, or the same) answers it.
 */
export function PaymentReferenceForm({ booking }: { booking: Referenced }) {
  // Started again from the reference saved, once the booking is read back with it (or with the question answered).
  return <ReferenceForm key={`${booking.payment_reference ?? ''} ${booking.payment_review ?? ''}`} booking={booking} />;
}

function ReferenceForm({ booking }: { booking: Referenced }) {
  const given = booking.payment_reference;
  const asked = booking.payment_review === 'question_asked';
  const give = useCommand('bookings', 'givePaymentReference');
  const notify = useNotify();
  const form = useFormState({ payment_reference: given ?? '' }, validate);
  const [error, setError] = useState<string>();

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      const { message } = await give.mutateAsync({ id: booking.id, payment_reference: textOf(values.payment_reference) });
      notify(message || MESSAGES.paymentReference.saved);
      return {};
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.booking.genericError));
      return fieldErrors(failure);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="sb-column">
      {given && asked ? (
        <Alert severity="info">
          You sent <strong>{given}</strong>. Check it against your confirmation SMS or bank slip, correct it if needed, and send it to
          answer the office.
        </Alert>
      ) : (
        given && (
          <Alert severity="success">
            Payment reference sent: <strong>{given}</strong>. The hostel office will check it and approve your booking.
          </Alert>
        )
      )}
      <TextField
        {...form.field('payment_reference')}
        label="Your Payment Reference"
        hint="The transaction ID in your mobile-money confirmation SMS, or the reference on your bank slip."
      />
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <button type="submit" className="btn" disabled={form.busy}>
        {form.busy ? 'Sending...' : asked ? 'Send Corrected Reference' : given ? 'Change Payment Reference' : 'Send Payment Reference'}
      </button>
    </form>
  );
}
