import { handleIn } from '../commands/handle.ts';
import type { Tx } from '../db/connect.ts';
import type { AfterAppend } from '../eventStore/eventStore.ts';
import type { EventMetadata } from '../eventStore/types.ts';
import { RELEASING_DECISIONS } from '../bookings/bookings.events.ts';
import { offerFreedBeds, type FreeingCause, type WaitlistDeps } from './offerFreedBeds.ts';
import { waitlistDecider } from './waitlist.decide.ts';
import { waitlistStream } from './waitlist.events.ts';

type RoomCause = (room: { room_number: string }) => Promise<string> | string;

const RELEASING: readonly string[] = RELEASING_DECISIONS;

/**
 * Every append passes here (the event store's AfterAppend), in its transaction: events that give
 * a bed back (a booking released, moved or its student deleted, an offer ended, a room back in
 * service, raised or made) have it offered to the line at once, a room taken out of service has
 * its open offers withdrawn (their students are offered another bed of their line at once), a
 * student joining gets a free bed of their line's at once if one is left, and a student whose
 * account is deleted leaves the line (an open offer's bed then goes on to the next). A student who books a bed the usual way leaves
 * it in placeBooking, which knows from its first read whether they wait, at no cost to the rest.
 */
export function waitlistReactions(deps: WaitlistDeps): AfterAppend {
  return async (tx, events) => {
    const freed = new Map<string, RoomCause>();
    const passed = new Map<string, string>();
    const metadata = reactionMetadata(events[0].metadata);
    for (const event of events) {
      const d = event.data;
      if (RELEASING.includes(event.type)) {
        if (d.bed_released) freed.set(d.room_id, bookingCause(deps, tx, event.type, d.booking_id));
        continue;
      }
      switch (event.type) {
        case 'BookingMoved':
          freed.set(d.from_room_id, bookingCause(deps, tx, 'BookingMoved', d.booking_id));
          break;
        case 'UserDeleted':
          for (const b of d.released_bookings ?? []) freed.set(b.room_id, () => 'A booking released with its deleted account');
          await leaveEveryLine(tx, deps, d.user_id, null, 'account_deleted', metadata);
          break;
        case 'WaitlistOfferDeclined':
          freed.set(d.room_id, () => 'An offer declined');
          await passOver(tx, deps, passed, d.offer_id, d.user_id, 'declined this bed');
          break;
        case 'WaitlistOfferLapsed':
          freed.set(d.room_id, () => 'An offer lapsed');
          await passOver(tx, deps, passed, d.offer_id, d.user_id, 'let the offer of this bed lapse');
          break;
        case 'WaitlistLeft':
          if (d.room_id) freed.set(d.room_id, () => 'An offer given up (student left the waitlist)');
          break;
        case 'RoomTakenOutOfService':
          await withdrawOffersIn(tx, deps, d.room_id, metadata);
          break;
        case 'WaitlistOfferWithdrawn': {
          // Not the student's doing: they are offered the next bed of their line at once, if one is left.
          const line = await deps.read.waitlist.lineOf(tx, d.semester_id, d.user_id);
          for (const id of line ? await deps.read.waitlist.roomsWithBedsFor(tx, d.semester_id, line.gender, line.room_type_id) : []) {
            freed.set(id, (room) => `A bed free in room ${room.room_number} when an offer in room ${d.room_number} was withdrawn`);
          }
          break;
        }
        case 'RoomReturnedToService':
          freed.set(d.room_id, (room) => `Room ${room.room_number} back in service`);
          break;
        case 'RoomUpdated':
          freed.set(d.room_id, (room) => `Room ${room.room_number} edited (capacity)`);
          break;
        case 'RoomCreated':
          freed.set(d.room_id, (room) => `Room ${room.room_number} added`);
          break;
        case 'WaitlistJoined':
          for (const id of await deps.read.waitlist.roomsWithBedsFor(tx, d.semester_id, d.gender, d.room_type_id)) {
            freed.set(id, (room) => `A bed free in room ${room.room_number} when a student joined`);
          }
          break;
      }
    }
    if (freed.size === 0) return;
    const cause: FreeingCause = { freedBy: (room) => freed.get(room.id)!(room), metadata, passed };
    await offerFreedBeds(tx, deps, [...freed.keys()], cause);
  };
}

/** The open offers of a room taken out of service are withdrawn: no one may take its beds now. */
async function withdrawOffersIn(tx: Tx, deps: WaitlistDeps, roomId: string, metadata: EventMetadata) {
  for (const offer of await deps.read.waitlist.openOffersIn(tx, roomId)) {
    await handleIn(tx, deps.store, waitlistStream(offer.semester_id, offer.user_id), waitlistDecider, {
      metadata: { ...metadata, command: 'WithdrawOffer' },
      clock: deps.clock,
      command: { type: 'WithdrawOffer', data: { offer_id: offer.id, room_number: offer.room_number } },
    });
  }
}

/** The bed of an ended offer goes on down the line: past its student, and past those it passed before. */
async function passOver(tx: Tx, deps: WaitlistDeps, passed: Map<string, string>, offerId: string, userId: string, reason: string) {
  for (const p of await deps.read.waitlist.passedOverBy(tx, offerId)) passed.set(p.user_id, p.reason);
  passed.set(userId, reason);
}

const reactionMetadata = (m: EventMetadata): EventMetadata => ({
  actorId: null,
  correlationId: m.correlationId,
  command: 'WaitlistReaction',
});

function bookingCause(deps: WaitlistDeps, tx: Tx, type: string, bookingId: string): RoomCause {
  return async () => `${type} of ${(await deps.read.waitlist.bookingReferenceOf(tx, bookingId)) ?? bookingId}`;
}

/** The student leaves the line of `semesterId` (every line when null), quietly where they have no place. */
export async function leaveEveryLine(
  tx: Tx,
  deps: WaitlistDeps,
  userId: string,
  semesterId: string | null,
  reason: 'booked' | 'account_deleted',
  metadata: EventMetadata,
) {
  for (const semester of await deps.read.waitlist.openPlacesOf(tx, userId, semesterId ?? undefined)) {
    await handleIn(tx, deps.store, waitlistStream(semester, userId), waitlistDecider, {
      metadata: { ...metadata, command: 'LeaveWaitlist' },
      clock: deps.clock,
      command: { type: 'LeaveWaitlist', data: { reason, quiet: true } },
    });
  }
}
