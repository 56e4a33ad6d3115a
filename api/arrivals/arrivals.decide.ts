import { conflict, notFound } from '../commands/errors.ts';
import type { PaymentStatus } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { PAYMENT_STATUS_WORDS } from '../../shared/paymentWords.ts';
import { evolve as evolveBooking, initialState as initialBooking, type BookingState } from '../bookings/bookings.decide.ts';
import type { BookingEvent } from '../bookings/bookings.events.ts';

/** The booking's stream folded as the porter's lodge needs it: the booking, and its arrival and departure. */
export type ArrivalState = { booking: BookingState; checkedInAt: string | null; checkedOutAt: string | null };

/**
 * `listed_status`: the booking's status in the read model, which also knows of a release its own
 * stream does not record (its student's deletion). `by`: the porter or admin recording it.
 */
export type CheckIn = { type: 'CheckIn'; data: { listed_status: PaymentStatus; key_number: string; note: string | null; by: string } };
export type CheckOut = { type: 'CheckOut'; data: { key_returned: boolean; condition_note: string | null; by: string } };
export type ArrivalCommand = CheckIn | CheckOut;

export const initialArrivalState = (): ArrivalState => ({ booking: initialBooking(), checkedInAt: null, checkedOutAt: null });

export function evolveArrival(state: ArrivalState, event: BookingEvent): ArrivalState {
  const booking = evolveBooking(state.booking, event);
  if (event.type === 'GuestCheckedIn') return { ...state, booking, checkedInAt: event.data.at };
  if (event.type === 'GuestCheckedOut') return { ...state, booking, checkedOutAt: event.data.at };
  return { ...state, booking };
}

/**
 * A guest checks in once, on a paid booking, and checks out once, after checking in. A booking
 * checked in stays so whatever the office decides after: the lodge records who came and went.
 */
export function decideArrival(state: ArrivalState, command: ArrivalCommand, now: Date): BookingEvent[] {
  const b = state.booking;
  if (!b.exists) throw notFound('Booking');
  const facts = { booking_id: b.booking_id, user_id: b.user_id, semester_id: b.semester_id, room_id: b.room_id };
  const at = now.toISOString();
  switch (command.type) {
    case 'CheckIn': {
      if (state.checkedOutAt) throw conflict(MESSAGES.arrivals.alreadyCheckedOut);
      if (state.checkedInAt) throw conflict(MESSAGES.arrivals.alreadyCheckedIn);
      const status = command.data.listed_status === 'unpaid' ? 'unpaid' : b.status;
      if (status !== 'paid') throw conflict(MESSAGES.arrivals.onlyPaid(PAYMENT_STATUS_WORDS[status].toLowerCase()));
      const { key_number, note, by } = command.data;
      return [{ type: 'GuestCheckedIn', data: { ...facts, key_number, note, by, at } }];
    }
    case 'CheckOut': {
      if (state.checkedOutAt) throw conflict(MESSAGES.arrivals.alreadyCheckedOut);
      if (!state.checkedInAt) throw conflict(MESSAGES.arrivals.notCheckedIn);
      const { key_returned, condition_note, by } = command.data;
      return [{ type: 'GuestCheckedOut', data: { ...facts, key_returned, condition_note, by, at } }];
    }
  }
}

export const arrivalDecider = { initialState: initialArrivalState, evolve: evolveArrival, decide: decideArrival };
