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

/**
 * "I have paid": the student gives the reference of their payment (the transaction ID of the
 * mobile-money SMS, or the bank's reference) for the office to find it before approving
 * (as web/bookings/PaymentReferenceForm.tsx).
 */
export function PaymentReferenceForm({ booking }: { booking: Pick<Booking, 'id' | 'payment_reference'> }) {
  // Started again from the reference saved, once the booking is read back with it.
  return <ReferenceForm key={booking.payment_reference ?? ''} booking={booking} />;
}

function ReferenceForm({ booking }: { booking: Pick<Booking, 'id' | 'payment_reference'> }) {
  const given = booking.payment_reference;
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
      {given && (
        <Alert severity="success">
          Payment reference sent: <strong>{given}</strong>. The hostel office will check it and approve your booking.
        </Alert>
      )}
      <TextField
        {...form.field('payment_reference')}
        label="Your Payment Reference"
        hint="The transaction ID in your mobile-money confirmation SMS, or the reference on your bank slip."
      />
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <button type="submit" className="btn" disabled={form.busy}>
        {form.busy ? 'Sending...' : given ? 'Change Payment Reference' : 'Send Payment Reference'}
      </button>
    </form>
  );
}
