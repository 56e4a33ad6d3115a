import type { AppDeps } from '../http/context.ts';
import type { StoredEvent } from '../eventStore/types.ts';
import type { PaymentStatus } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { BookingHistoryEntry } from '../../shared/records.ts';
import { bookingStream } from './bookings.events.ts';

const TO_STATUS: Record<string, PaymentStatus> = {
  BedBooked: 'pending',
  PaymentApproved: 'paid',
  PaymentRejected: 'unpaid',
  PaymentRevoked: 'unpaid',
  BookingExpired: 'unpaid',
  HoldExtended: 'pending',
};

/** The payment audit trail of one booking: its own stream, in order, with who did each step. */
export async function bookingHistory(deps: Pick<AppDeps, 'sql' | 'store' | 'read'>, bookingId: string): Promise<BookingHistoryEntry[]> {
  const events = await deps.store.readStream(bookingStream(bookingId));
  const actorIds = [...new Set(events.map((e) => e.metadata.actorId).filter((id): id is string => !!id))];
  const names = await deps.read.users.namesOf(deps.sql, actorIds);
  return events.map((e) => entryOf(e, names));
}

function entryOf(e: StoredEvent, names: Map<string, string>): BookingHistoryEntry {
  const actorId = e.metadata.actorId;
  // An expiry is no one's decision.
  const nobody = e.type === 'BookingExpired' ? MESSAGES.holds.actor : 'Unknown';
  // A payment reference changes no status: given while pending, the booking stays pending.
  if (e.type === 'PaymentReferenceGiven') {
    return {
      type: e.type,
      at: e.data.at,
      actor: { id: actorId, name: (actorId && names.get(actorId)) || 'Unknown' },
      position: e.streamPosition,
      from_status: 'pending',
      to_status: 'pending',
      room_id: e.data.room_id,
      amount: e.data.amount,
      reason: null,
      payment_reference: e.data.payment_reference,
    };
  }
  return {
    type: e.type,
    at: e.data.at,
    actor: { id: actorId, name: (actorId && names.get(actorId)) || nobody },
    position: e.streamPosition,
    from_status: e.type === 'BedBooked' ? null : e.data.previous_status,
    to_status: TO_STATUS[e.type] ?? e.data.payment_status,
    room_id: e.data.room_id,
    amount: e.type === 'BedBooked' ? e.data.amount_paid : e.data.amount,
    reason: e.data.reason ?? null,
    ...(e.type === 'BedBooked' || e.type === 'HoldExtended' ? { hold_until: e.data.hold_until } : {}),
  };
}
