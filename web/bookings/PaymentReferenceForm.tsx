import { Alert, Stack } from '@mui/material';
import { TextInput, useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { HostelForm, textOf, type FormValues } from '../common/HostelForm.tsx';
import { SubmitButton } from '../common/SubmitButton.tsx';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { errorMessage, fieldErrors } from '../plain/httpClient.ts';
import type { Booking } from '../plain/types.ts';
import { paymentReferenceError } from '../plain/paymentReference.ts';

/**
 * "I have paid": the student gives the reference of their payment (the transaction ID of the
 * mobile-money SMS, or the bank's reference) for the office to find it before approving.
 */
export function PaymentReferenceForm({ booking }: { booking: Pick<Booking, 'id' | 'payment_reference'> }) {
  const notify = useNotify();
  const give = useHostelMutation('givePaymentReference');
  const given = booking.payment_reference;

  const submit = async (values: FormValues) => {
    try {
      const { message } = await give.mutateAsync({ id: booking.id, payment_reference: textOf(values.payment_reference) });
      notify(message || MESSAGES.paymentReference.saved, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error, MESSAGES.booking.genericError), { type: 'error' });
      return fieldErrors(error);
    }
  };

  return (
    // Started again from the reference saved, once the booking is read back with it.
    <HostelForm
      key={given ?? ''}
      onSubmit={submit}
      validate={(values) => ({ payment_reference: paymentReferenceError(values.payment_reference) })}
      defaultValues={{ payment_reference: given ?? '' }}
    >
      <Stack spacing={1.5}>
        {given && (
          <Alert severity="success">
            Payment reference sent: <strong>{given}</strong>. The hostel office will check it and approve your booking.
          </Alert>
        )}
        <TextInput
          source="payment_reference"
          label="Your Payment Reference"
          helperText="The transaction ID in your mobile-money confirmation SMS, or the reference on your bank slip."
        />
        <SubmitButton
          label={given ? 'Change Payment Reference' : 'Send Payment Reference'}
          busyLabel="Sending..."
          sx={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </HostelForm>
  );
}
