import { conflict, DomainError } from '../commands/errors.ts';
import { OFFER_MADE_VERSION, type OfferWhy, type WaitlistEvent } from './waitlist.events.ts';
import { WAITLIST_MESSAGES as M } from './waitlist.messages.ts';

export type WaitlistStatus = 'waiting' | 'offered' | 'accepted' | 'left' | 'removed';
type Offer = { offer_id: string; room_id: string; expires_at: string };

/** One student's place in one semester's line: their stream folded. */
export type WaitlistState =
  | { status: 'none' }
  | { status: WaitlistStatus; semester_id: string; user_id: string; lapses: number; declines: number; offer: Offer | null };

type Joining = {
  semester_id: string;
  user_id: string;
  full_name: string;
  gender: string;
  room_type_id: string | null;
  room_type: string | null;
  /** A pending or paid booking of the semester, as the bookings read model shows it in the transaction. */
  holds_active_booking: boolean;
};
export type WaitlistCommand =
  | { type: 'JoinWaitlist'; data: Joining }
  /** `quiet`: a reaction (a booking, a deletion) that finds no place to leave asks nothing of anyone. */
  | { type: 'LeaveWaitlist'; data: { reason: 'student' | 'booked' | 'account_deleted'; quiet?: boolean } }
  | {
      type: 'MakeOffer';
      data: {
        offer_id: string;
        room_id: string;
        room_number: string;
        room_type: string;
        price_per_bed: number;
        hours: number;
        why: OfferWhy;
      };
    }
  | { type: 'AcceptOffer'; data: { offer_id: string; booking_id: string } }
  | { type: 'DeclineOffer'; data: { offer_id: string } }
  /** The offer's room was taken out of service: the open offer `offer_id` is withdrawn, if it is still open. */
  | { type: 'WithdrawOffer'; data: { offer_id: string; room_number: string } }
  /** The sweep: the open offer lapses if past its deadline; `max_lapses` lapses remove the student. */
  | { type: 'LapseOffer'; data: { max_lapses: number } };

export const initialState = (): WaitlistState => ({ status: 'none' });

export function evolve(state: WaitlistState, event: WaitlistEvent): WaitlistState {
  const d = event.data;
  if (event.type === 'WaitlistJoined') {
    return { status: 'waiting', semester_id: d.semester_id, user_id: d.user_id, lapses: 0, declines: 0, offer: null };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'WaitlistLeft':
      return { ...state, status: 'left', offer: null };
    case 'WaitlistOfferMade':
      return {
        ...state,
        status: 'offered',
        offer: { offer_id: event.data.offer_id, room_id: event.data.room_id, expires_at: event.data.expires_at },
      };
    case 'WaitlistOfferAccepted':
      return { ...state, status: 'accepted', offer: null };
    case 'WaitlistOfferDeclined':
      return { ...state, status: 'waiting', offer: null, declines: event.data.declines };
    case 'WaitlistOfferLapsed':
      return { ...state, status: 'waiting', offer: null, lapses: event.data.lapses };
    case 'WaitlistOfferWithdrawn':
      return { ...state, status: 'waiting', offer: null };
    case 'WaitlistRemoved':
      return { ...state, status: 'removed', offer: null };
  }
}

const isOpen = (s: WaitlistState) => s.status === 'waiting' || s.status === 'offered';

export function decide(state: WaitlistState, command: WaitlistCommand, now: Date): WaitlistEvent[] {
  const at = now.toISOString();
  if (command.type === 'JoinWaitlist') {
    const c = command.data;
    if (isOpen(state)) throw conflict(M.alreadyWaiting);
    if (c.holds_active_booking) throw conflict(M.alreadyBooked);
    const { holds_active_booking: _, ...data } = c;
    return [{ type: 'WaitlistJoined', data: { ...data, at } }];
  }
  if (state.status === 'none' || !isOpen(state)) {
    // A reaction or a sweep that finds the place closed decides nothing; a student is told.
    if (command.type === 'LeaveWaitlist' && !command.data.quiet) throw new DomainError('not_found', M.notWaiting);
    if (command.type === 'AcceptOffer' || command.type === 'DeclineOffer') throw conflict(M.offerEnded);
    return [];
  }
  const place = { semester_id: state.semester_id, user_id: state.user_id, at };
  const offer = state.offer;
  switch (command.type) {
    case 'LeaveWaitlist':
      return [
        {
          type: 'WaitlistLeft',
          data: { ...place, reason: command.data.reason, offer_id: offer?.offer_id ?? null, room_id: offer?.room_id ?? null },
        },
      ];
    case 'MakeOffer': {
      // One open offer at a time: whoever already has one is passed over (the policy reads again).
      if (offer) return [];
      const { hours, ...c } = command.data;
      const expires_at = new Date(now.getTime() + hours * 3_600_000).toISOString();
      return [{ type: 'WaitlistOfferMade', schemaVersion: OFFER_MADE_VERSION, data: { ...place, ...c, expires_at } }];
    }
    case 'AcceptOffer':
      if (!offer || offer.offer_id !== command.data.offer_id || Date.parse(offer.expires_at) <= now.getTime()) throw conflict(M.offerEnded);
      return [
        {
          type: 'WaitlistOfferAccepted',
          data: { ...place, offer_id: offer.offer_id, room_id: offer.room_id, booking_id: command.data.booking_id },
        },
      ];
    case 'DeclineOffer':
      if (!offer || offer.offer_id !== command.data.offer_id) throw conflict(M.offerEnded);
      return [
        {
          type: 'WaitlistOfferDeclined',
          data: { ...place, offer_id: offer.offer_id, room_id: offer.room_id, declines: state.declines + 1 },
        },
      ];
    case 'WithdrawOffer':
      if (!offer || offer.offer_id !== command.data.offer_id) return [];
      return [
        {
          type: 'WaitlistOfferWithdrawn',
          data: {
            ...place,
            offer_id: offer.offer_id,
            room_id: offer.room_id,
            room_number: command.data.room_number,
            reason: 'room_out_of_service',
          },
        },
      ];
    case 'LapseOffer': {
      if (!offer || Date.parse(offer.expires_at) > now.getTime()) return [];
      const lapses = state.lapses + 1;
      const lapsed: WaitlistEvent = {
        type: 'WaitlistOfferLapsed',
        data: { ...place, offer_id: offer.offer_id, room_id: offer.room_id, lapses },
      };
      return lapses >= command.data.max_lapses ? [lapsed, { type: 'WaitlistRemoved', data: { ...place, lapses } }] : [lapsed];
    }
  }
}

export const waitlistDecider = { initialState, evolve, decide };
