import { useState } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { useHostelMutation } from '../providers/customMethodHooks.ts';
import { fieldErrors } from '../providers/httpClient.ts';

export type BookingOutcome = { error?: string; fields: Record<string, string> };

/** What a failed booking shows (SPEC.md point 8): the server's words, else the spec's fallbacks. */
function bookingFailureMessage(error: unknown) {
  if (error instanceof HttpError) return error.body && error.message ? error.message : MESSAGES.booking.genericError;
  return MESSAGES.booking.unexpectedError;
}

/**
 * Sends a booking made with `form` (the student's own, or one for a guest): keeps the error to
 * show, puts the server's field errors under the form's fields and toasts the outcome.
 */
export function useSubmitBooking(form: { setServerErrors: (fields: Record<string, string>) => void }, method: 'bookBed' | 'bookForGuest') {
  const notify = useNotify();
  const booking = useHostelMutation(method);
  const [error, setError] = useState<string>();

  const send = async (payload: Record<string, unknown>): Promise<BookingOutcome> => {
    try {
      const { message } = await booking.mutateAsync(payload);
      notify(message || MESSAGES.booking.created, { type: 'success' });
      return { fields: {} };
    } catch (failure) {
      const message = bookingFailureMessage(failure);
      notify(message, { type: 'error' });
      return { error: message, fields: fieldErrors(failure) };
    }
  };

  const submit = async (payload: Record<string, unknown>): Promise<BookingOutcome> => {
    setError(undefined);
    const outcome = await send(payload);
    form.setServerErrors(outcome.fields);
    setError(outcome.error);
    return outcome;
  };
  return { submit, error };
}
