import type { Db } from '../db/connect.ts';
import type { WrittenEvent } from '../eventStore/types.ts';
import { ApiError } from '../http/errors.ts';
import { COUNTED_ROOM, countRoomChanges, type CountedRoom, type RoomChange } from '../rooms/roomCounts.ts';
import { MESSAGES } from '../../shared/messages.ts';

/** The events that move a room's `beds_left`; the rooms projection delegates them here. */
export const BED_EVENT_TYPES = ['BedBooked', 'PaymentApproved', 'PaymentRejected', 'UserDeleted'] as const;

/**
 * beds_left moves in the booking's own transaction. The CHECK (0..capacity) on rooms is the last
 * word on overbooking: two bookings racing for the last bed cannot both commit. A room that is
 * gone (deleted while the booking was decided) updates no row, and the booking is refused.
 */
export async function applyBedsLeft(db: Db, event: WrittenEvent): Promise<void> {
  const d = event.data;
  switch (event.type) {
    case 'BedBooked':
      return countRoomChanges(db, await move(db, d.room_id, -1));
    case 'PaymentApproved':
      return d.bed_taken ? countRoomChanges(db, await move(db, d.room_id, -1)) : undefined;
    case 'PaymentRejected':
      return d.bed_released ? countRoomChanges(db, await move(db, d.room_id, +1)) : undefined;
    case 'UserDeleted': {
      // Every room first, then the counters once: a command never waits for a room while it
      // holds counters that a booking filling that room would be waiting on.
      const changes: RoomChange[] = [];
      for (const released of d.released_bookings ?? []) changes.push(...(await move(db, released.room_id, +1, false)));
      return countRoomChanges(db, changes);
    }
  }
}

/** The room row's lock orders moves of one room, so its state before is its state after less the move. */
async function move(db: Db, roomId: string, delta: number, mustExist = true): Promise<RoomChange[]> {
  const [after] = await db<CountedRoom[]>`
    UPDATE rooms SET beds_left = beds_left + ${delta} WHERE id = ${roomId}
    RETURNING ${db.unsafe(COUNTED_ROOM)}`;
  if (!after) {
    if (mustExist) throw new ApiError(409, MESSAGES.booking.notBookable);
    return [];
  }
  return [{ before: { ...after, beds_left: after.beds_left - delta }, after }];
}
