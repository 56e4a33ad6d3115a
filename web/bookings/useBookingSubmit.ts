import { useState } from 'react';
import { useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { fieldErrors } from '../plain/httpClient.ts';
import { bookingFailureMessage } from '../plain/bookingFailure.ts';

/**
 * Sends a booking (the student's own, or one for a guest): toasts the outcome, keeps the error to
 * show in the form and hands the server's field errors back to the form to show under its inputs.
 */
export function useBookingSubmit(method: 'bookBed' | 'bookForGuest', onBooked?: () => void) {
  const notify = useNotify();
  const booking = useHostelMutation(method);
  const [error, setError] = useState<string>();

  const submit = async (payload: Record<string, unknown>) => {
    setError(undefined);
    try {
      const { message } = await booking.mutateAsync(payload);
      notify(message || MESSAGES.booking.created, { type: 'success' });
      onBooked?.();
    } catch (failure) {
      const message = bookingFailureMessage(failure);
      notify(message, { type: 'error' });
      setError(message);
      return fieldErrors(failure);
    }
  };
  return { submit, error };
}
