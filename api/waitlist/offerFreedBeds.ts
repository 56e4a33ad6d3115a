import { handleIn } from '../commands/handle.ts';
import type { Tx } from '../db/connect.ts';
import type { EventMetadata } from '../eventStore/types.ts';
import type { AppDeps } from '../http/context.ts';
import { waitlistDecider } from './waitlist.decide.ts';
import { waitlistStream, type OfferWhy } from './waitlist.events.ts';

export type WaitlistDeps = Pick<AppDeps, 'store' | 'read' | 'clock' | 'newId' | 'waitlist'>;
type InLine = NonNullable<Awaited<ReturnType<AppDeps['read']['waitlist']['nextInLine']>>>['chosen'];
type OfferRoom = NonNullable<Awaited<ReturnType<AppDeps['read']['waitlist']['lockRoomForOffer']>>>;

/** What freed the beds, said for the office's view of each offer, and the metadata of the offers. */
export type FreeingCause = {
  freedBy: (room: OfferRoom) => Promise<string> | string;
  metadata: EventMetadata;
  /** Students this round passes over, with why: one who just declined or let lapse the bed keeps their place, not the bed. */
  passed?: ReadonlyMap<string, string>;
};

/** How many of those passed over an offer's `why` names; it counts them all. */
const NAMED_SKIPPED = 20;

const DEFAULT_CAUSE: FreeingCause = {
  freedBy: (room) => `A bed free in room ${room.room_number}`,
  metadata: { actorId: null, correlationId: 'waitlist', command: 'OfferFreedBed' },
};

/**
 * The waitlist's one policy, in the transaction that gave the beds back: each room (in the order
 * of their ids, as every writer locks rooms) is locked, and while it has beds left and is open,
 * its next bed is offered to the first waiting student of its semester's line of its gender who
 * wants its type or any, in line order, and has no open offer. The offer is appended to that
 * student's stream at the version read, so two transactions offering to the same student cannot
 * both commit: one is decided again (the event store retries it).
 */
export async function offerFreedBeds(tx: Tx, deps: WaitlistDeps, roomIds: readonly string[], cause: FreeingCause = DEFAULT_CAUSE) {
  for (const roomId of [...new Set(roomIds)].sort()) {
    const room = await deps.read.waitlist.lockRoomForOffer(tx, roomId);
    if (!room?.open) continue;
    let beds = room.beds_left;
    // Those whose stream, read again here, had no place to offer to (an offer just made to them).
    const passed = [...(cause.passed?.keys() ?? [])];
    while (beds > 0) {
      const next = await deps.read.waitlist.nextInLine(tx, room, passed, NAMED_SKIPPED);
      if (!next) break;
      const why: OfferWhy = {
        freed_by: await cause.freedBy(room),
        position: next.ahead + 1,
        skipped: next.skipped.map((s) => ({ user_id: s.user_id, reason: cause.passed?.get(s.user_id) ?? skipReason(s, room) })),
        skipped_count: next.ahead,
        passed_over: [...(cause.passed ?? [])].map(([user_id, reason]) => ({ user_id, reason })),
      };
      const events = await handleIn(tx, deps.store, waitlistStream(room.semester_id, next.chosen.user_id), waitlistDecider, {
        metadata: { ...cause.metadata, command: 'OfferFreedBed' },
        clock: deps.clock,
        command: {
          type: 'MakeOffer',
          data: {
            offer_id: deps.newId(),
            room_id: room.id,
            room_number: room.room_number,
            room_type: room.room_type,
            price_per_bed: room.price_per_bed,
            hours: deps.waitlist.offerHours,
            why,
          },
        },
      });
      if (events.length === 0) passed.push(next.chosen.user_id);
      else beds--;
    }
  }
}

function skipReason(entry: InLine, room: OfferRoom): string {
  if (entry.status === 'offered') return 'has an open offer';
  if (entry.room_type_id !== null && entry.room_type_id !== room.room_type_id) return 'wants another room type';
  return 'has a booking, or was just offered another bed';
}
