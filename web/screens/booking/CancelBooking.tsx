import { useState } from 'react';
import { CANCELLATION_MESSAGES } from '../../../shared/cancellationMessages.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { decisionReasonError } from '../../../shared/textLimits.ts';
import { formatDateTime } from '../../plain/format.ts';
import { ErrorAlert, TextField } from '../../plain/formParts.tsx';
import { textOf } from '../../plain/formValues.ts';
import { errorMessage, fieldErrors } from '../../plain/httpClient.ts';
import type { Booking } from '../../plain/types.ts';
import { useFormState } from '../../plain/useFormState.ts';
import { useCommand } from '../data.ts';
import { useNotify } from '../host.tsx';
import { Alert } from '../parts.tsx';

type Cancellable = Pick<Booking, 'id' | 'payment_status' | 'cancellation'>;

/**
 * "Cancel booking" on the student's pending or paid booking: a confirmation with a reason, which a
 * paid booking's request needs (the office reads it before deciding). A paid booking's open
 * request shows instead of the button; a refusal shows above it, and the student may ask again.
 */
export function CancelBooking({ booking }: { booking: Cancellable }) {
  const [open, setOpen] = useState(false);
  const c = booking.cancellation;
  if (booking.payment_status === 'paid' && c && c.decided === null)
    return (
      <Alert severity="info">
        <h2>Cancellation requested</h2>
        You asked on {formatDateTime(c.requested_at)}: {c.reason}. The hostel office will decide and tell you.
      </Alert>
    );
  return (
    <div className="sb-column">
      {booking.payment_status === 'paid' && c?.decided === 'refused' && (
        <Alert severity="warning">
          Your cancellation request was refused{c.decision_reason ? `: ${c.decision_reason}` : '.'} Your booking stays paid.
        </Alert>
      )}
      {open ? (
        <CancelDialog booking={booking} onClose={() => setOpen(false)} />
      ) : (
        <div>
          <button type="button" className="btn outlined" onClick={() => setOpen(true)}>
            Cancel booking
          </button>
        </div>
      )}
    </div>
  );
}

function CancelDialog({ booking, onClose }: { booking: Cancellable; onClose: () => void }) {
  const paid = booking.payment_status === 'paid';
  const cancel = useCommand('bookings', 'cancelBooking');
  const notify = useNotify();
  const [error, setError] = useState<string>();
  const form = useFormState({ reason: '' }, (values) => {
    const reason = textOf(values.reason);
    if (paid && !reason) return { reason: CANCELLATION_MESSAGES.reasonRequired };
    return { reason: (reason && decisionReasonError(reason)) || undefined };
  });
  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      const { message } = await cancel.mutateAsync({ id: booking.id, reason: textOf(values.reason) || undefined });
      notify(message);
      onClose();
      return {};
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.booking.genericError));
      return fieldErrors(failure);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="sb-column" role="dialog" aria-label="Cancel booking">
      <Alert severity="warning">
        {paid
          ? 'Your booking is paid: the hostel office decides on its cancellation, and on any refund. Your bed stays yours until then.'
          : 'Your bed is given back at once, to the next student waiting or booking. This cannot be undone.'}
      </Alert>
      <TextField
        {...form.field('reason')}
        label={paid ? 'Why do you want to cancel?' : 'Why do you cancel? (optional)'}
        multiline
        hint="The hostel office reads it."
      />
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <div className="sb-row">
        <button type="submit" className="btn" disabled={form.busy}>
          {form.busy ? 'Sending...' : paid ? 'Request Cancellation' : 'Cancel My Booking'}
        </button>
        <button type="button" className="btn outlined" onClick={onClose}>
          Keep My Booking
        </button>
      </div>
    </form>
  );
}
