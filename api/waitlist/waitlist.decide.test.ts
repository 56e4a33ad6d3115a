import { describe, it } from 'vitest';
import { spec } from '../../tests/helpers/decider.ts';
import { waitlistDecider } from './waitlist.decide.ts';
import { OFFER_MADE_VERSION, type WaitlistEvent } from './waitlist.events.ts';
import { WAITLIST_MESSAGES as M } from './waitlist.messages.ts';

const HOUR = 3_600_000;
const now = new Date('2026-09-01T08:00:00Z');
const at = now.toISOString();
const place = { semester_id: 's1', user_id: 'u1' };
const joining = { ...place, full_name: 'Ama Mensah', gender: 'female', room_type_id: null, room_type: null };
const joined: WaitlistEvent = { type: 'WaitlistJoined', data: { ...joining, at: '2026-08-30T08:00:00.000Z' } };
const why = { freed_by: 'BookingExpired of HB-AAAA', position: 1, skipped: [], skipped_count: 0 };
const offerFacts = { room_id: 'r1', room_number: '12', room_type: 'Single', price_per_bed: 1500 };
const offered: WaitlistEvent = {
  type: 'WaitlistOfferMade',
  data: { ...place, ...offerFacts, offer_id: 'o1', expires_at: '2026-09-01T10:00:00.000Z', why, at: '2026-08-31T10:00:00.000Z' },
};
const lapsedOnce: WaitlistEvent = { type: 'WaitlistOfferLapsed', data: { ...place, offer_id: 'o0', room_id: 'r0', lapses: 1, at } };
const given = spec(waitlistDecider).given;
const later = new Date(now.getTime() + 3 * HOUR);

describe('waitlist decider', () => {
  it('joins once per semester, and not with an active booking', () => {
    given([])
      .when({ type: 'JoinWaitlist', data: { ...joining, holds_active_booking: false } }, now)
      .then([{ type: 'WaitlistJoined', data: { ...joining, at } }]);
    given([joined])
      .when({ type: 'JoinWaitlist', data: { ...joining, holds_active_booking: false } }, now)
      .thenThrows(M.alreadyWaiting);
    given([])
      .when({ type: 'JoinWaitlist', data: { ...joining, holds_active_booking: true } }, now)
      .thenThrows(M.alreadyBooked);
  });

  it('offers a bed for the offer hours to a waiting student, and none to one with an open offer', () => {
    const command = { type: 'MakeOffer' as const, data: { ...offerFacts, offer_id: 'o2', hours: 24, why } };
    given([joined])
      .when(command, now)
      .then([
        {
          type: 'WaitlistOfferMade',
          schemaVersion: OFFER_MADE_VERSION,
          data: { ...place, ...offerFacts, offer_id: 'o2', why, expires_at: '2026-09-02T08:00:00.000Z', at },
        },
      ]);
    given([joined, offered]).when(command, now).then([]);
  });

  it('accepts the open offer before its deadline; an ended or other offer is refused', () => {
    given([joined, offered])
      .when({ type: 'AcceptOffer', data: { offer_id: 'o1', booking_id: 'b1' } }, now)
      .then([{ type: 'WaitlistOfferAccepted', data: { ...place, offer_id: 'o1', room_id: 'r1', booking_id: 'b1', at } }]);
    given([joined, offered])
      .when({ type: 'AcceptOffer', data: { offer_id: 'o1', booking_id: 'b1' } }, later)
      .thenThrows(M.offerEnded);
    given([joined, offered])
      .when({ type: 'AcceptOffer', data: { offer_id: 'ox', booking_id: 'b1' } }, now)
      .thenThrows(M.offerEnded);
    given([joined])
      .when({ type: 'DeclineOffer', data: { offer_id: 'o1' } }, now)
      .thenThrows(M.offerEnded);
  });

  it('a decline keeps the place and counts', () => {
    given([joined, offered])
      .when({ type: 'DeclineOffer', data: { offer_id: 'o1' } }, now)
      .then([{ type: 'WaitlistOfferDeclined', data: { ...place, offer_id: 'o1', room_id: 'r1', declines: 1, at } }]);
  });

  it("a closed room's open offer is withdrawn: the student waits again, lapses and declines as they were", () => {
    const withdraw = { type: 'WithdrawOffer' as const, data: { offer_id: 'o1', room_number: '12' } };
    const withdrawn: WaitlistEvent = {
      type: 'WaitlistOfferWithdrawn',
      data: { ...place, offer_id: 'o1', room_id: 'r1', room_number: '12', reason: 'room_out_of_service', at },
    };
    given([joined, lapsedOnce, offered]).when(withdraw, now).then([withdrawn]);
    // Withdrawn, it can no longer be accepted, and the next lapse counts from the one before.
    given([joined, lapsedOnce, offered, withdrawn])
      .when({ type: 'AcceptOffer', data: { offer_id: 'o1', booking_id: 'b1' } }, now)
      .thenThrows(M.offerEnded);
    given([joined, lapsedOnce, offered, withdrawn, { ...offered, data: { ...offered.data, offer_id: 'o2' } }])
      .when({ type: 'LapseOffer', data: { max_lapses: 3 } }, later)
      .then([{ type: 'WaitlistOfferLapsed', data: { ...place, offer_id: 'o2', room_id: 'r1', lapses: 2, at: later.toISOString() } }]);
    // An offer already ended, or another, is left alone: the reaction decides nothing.
    given([joined, offered, withdrawn]).when(withdraw, now).then([]);
    given([joined, offered])
      .when({ type: 'WithdrawOffer', data: { offer_id: 'ox', room_number: '12' } }, now)
      .then([]);
    given([]).when(withdraw, now).then([]);
  });

  it('lapses only after the deadline, and removes the student at the last allowed lapse', () => {
    given([joined, offered])
      .when({ type: 'LapseOffer', data: { max_lapses: 2 } }, now)
      .then([]);
    const lapseAt = later.toISOString();
    given([joined, offered])
      .when({ type: 'LapseOffer', data: { max_lapses: 2 } }, later)
      .then([{ type: 'WaitlistOfferLapsed', data: { ...place, offer_id: 'o1', room_id: 'r1', lapses: 1, at: lapseAt } }]);
    given([joined, lapsedOnce, offered])
      .when({ type: 'LapseOffer', data: { max_lapses: 2 } }, later)
      .then([
        { type: 'WaitlistOfferLapsed', data: { ...place, offer_id: 'o1', room_id: 'r1', lapses: 2, at: lapseAt } },
        { type: 'WaitlistRemoved', data: { ...place, lapses: 2, at: lapseAt } },
      ]);
    given([joined])
      .when({ type: 'LapseOffer', data: { max_lapses: 2 } }, later)
      .then([]);
  });

  it('leaving gives an open offer back; a reaction finding no place decides nothing', () => {
    given([joined, offered])
      .when({ type: 'LeaveWaitlist', data: { reason: 'booked', quiet: true } }, now)
      .then([{ type: 'WaitlistLeft', data: { ...place, reason: 'booked', offer_id: 'o1', room_id: 'r1', at } }]);
    given([])
      .when({ type: 'LeaveWaitlist', data: { reason: 'booked', quiet: true } }, now)
      .then([]);
    given([])
      .when({ type: 'LeaveWaitlist', data: { reason: 'student' } }, now)
      .thenThrows(M.notWaiting);
  });
});
