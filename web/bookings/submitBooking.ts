import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { HttpError, useNotify } from 'react-admin';
import { MESSAGES } from '../../shared/messages.ts';
import { fieldErrors } from '../providers/httpClient.ts';

export type BookingOutcome = { error?: string; fields: Record<string, string> };

/** What a failed booking shows (SPEC.md point 8): the server's words, else the spec's fallbacks. */
export function bookingFailureMessage(error: unknown) {
  if (error instanceof HttpError) return error.body && error.message ? error.message : MESSAGES.booking.genericError;
  return MESSAGES.booking.unexpectedError;
}

const CHANGED_BY_A_BOOKING = ['bookings-summary', 'bookings-of', 'rooms-of-type', 'room-availability', 'rooms-page', 'room-stats', 'rooms-with-beds-left'];

/**
 * Lists on screen are fetched again in place. Lists kept from pages the student left are dropped,
 * not just marked stale: marked stale, a page opened next would first show its old copy (the room
 * whose last bed was just taken, still on offer) until the new one came.
 */
function forgetWhatTheBookingChanged(queryClient: QueryClient) {
  for (const key of CHANGED_BY_A_BOOKING) {
    queryClient.removeQueries({ queryKey: [key], type: 'inactive' });
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}

/**
 * Sends a booking made with `form`: keeps the error to show, puts the server's field errors under
 * the form's fields, toasts the outcome and refreshes what the booking changed.
 */
export function useSubmitBooking(form: { setServerErrors: (fields: Record<string, string>) => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();

  const send = async (request: () => Promise<{ message?: string }>): Promise<BookingOutcome> => {
    try {
      const { message } = await request();
      notify(message || MESSAGES.booking.created, { type: 'success' });
      forgetWhatTheBookingChanged(queryClient);
      return { fields: {} };
    } catch (failure) {
      const message = bookingFailureMessage(failure);
      notify(message, { type: 'error' });
      return { error: message, fields: fieldErrors(failure) };
    }
  };

  const submit = async (request: () => Promise<{ message?: string }>): Promise<BookingOutcome> => {
    setError(undefined);
    const outcome = await send(request);
    form.setServerErrors(outcome.fields);
    setError(outcome.error);
    return outcome;
  };
  return { submit, error };
}
