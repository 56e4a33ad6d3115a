import type { AppDeps } from '../http/context.ts';
import type { StoredEvent } from '../eventStore/types.ts';
import type { PaymentStatus } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { BookingHistoryEntry } from '../../shared/records.ts';
import { arrivalStepOf } from '../arrivals/historyStep.ts';
import { amountAfterMove, bookingStream, type BookingMoved } from './bookings.events.ts';

const TO_STATUS: Record<string, PaymentStatus> = {
  BedBooked: 'pending',
  PaymentApproved: 'paid',
  PaymentRejected: 'unpaid',
  PaymentRevoked: 'unpaid',
  BookingExpired: 'unpaid',
  HoldExtended: 'pending',
  PaymentConfirmed: 'paid',
  BookingCancelled: 'unpaid',
  CancellationRequested: 'paid',
  CancellationApproved: 'unpaid',
  CancellationRefused: 'paid',
};

/** Events of the stream that are no step of the trail: the page an online payment's checkout opened at. */
const NOT_STEPS = new Set(['PaymentCheckoutOpened']);

/** The payment audit trail of one booking: its own stream, in order, with who did each step. */
export async function bookingHistory(deps: Pick<AppDeps, 'sql' | 'store' | 'read'>, bookingId: string): Promise<BookingHistoryEntry[]> {
  const events = (await deps.store.readStream(bookingStream(bookingId))).filter((e) => !NOT_STEPS.has(e.type));
  const actorIds = [...new Set(events.map((e) => e.metadata.actorId).filter((id): id is string => !!id))];
  const names = await deps.read.users.namesOf(deps.sql, actorIds);
  // An online payment's other steps leave the status as the step before left it.
  let status: PaymentStatus = 'pending';
  let amount = 0;
  return events.map((e) => {
    const entry = entryOf(e, names);
    const before = status;
    status = TO_STATUS[e.type] ?? status;
    // The lodge's steps (check-in, check-out) name no amount: the booking's stays what it was.
    amount = entry.amount ?? amount;
    return e.type in TO_STATUS ? entry : { ...entry, amount, from_status: before, to_status: before };
  });
}

function entryOf(e: StoredEvent, names: Map<string, string>): BookingHistoryEntry {
  const actorId = e.metadata.actorId;
  // An expiry is no one's decision.
  const nobody = e.type === 'BookingExpired' ? MESSAGES.holds.actor : 'Unknown';
  return {
    type: e.type,
    at: e.data.at,
    // A step the provider took (a confirmed payment) is the provider's.
    actor: { id: actorId, name: (actorId && names.get(actorId)) || providerName(e.data.provider) || nobody },
    position: e.streamPosition,
    from_status: e.type === 'BedBooked' ? null : e.data.previous_status,
    to_status: TO_STATUS[e.type] ?? e.data.payment_status,
    room_id: e.type === 'BookingMoved' ? e.data.to_room_id : e.data.room_id,
    amount: e.type === 'BedBooked' ? e.data.amount_paid : e.type === 'BookingMoved' ? amountAfterMove(e.data) : e.data.amount,
    reason: e.data.reason ?? null,
    ...(['BedBooked', 'HoldExtended', 'PaymentQuestionAsked'].includes(e.type) ? { hold_until: e.data.hold_until } : {}),
    // The reference given, or the one the office asked about; and the question a reference answered.
    ...(e.type === 'PaymentReferenceGiven' || (e.type === 'PaymentQuestionAsked' && e.data.payment_reference)
      ? { payment_reference: e.data.payment_reference }
      : {}),
    ...(e.data.answers_question ? { answers_question: e.data.answers_question } : {}),
    ...(e.type === 'BookingMoved' ? { move: moveOf(e.data) } : {}),
    // What an approved cancellation gives back.
    ...(e.type === 'CancellationApproved' && e.data.refund ? { refund_amount: e.data.refund_amount } : {}),
    ...arrivalStepOf(e),
    // An online payment's steps name the payment (a booking's own reference is another thing).
    ...(e.type !== 'BedBooked' && e.data.reference
      ? { provider: e.data.provider ?? null, channel: e.data.channel ?? null, bank: e.data.bank ?? null, reference: e.data.reference }
      : {}),
  };
}

const moveOf = ({ from_room_number, to_room_number, amount_before, amount_after, balance }: BookingMoved['data']) => ({
  from_room_number,
  to_room_number,
  amount_before,
  amount_after,
  balance,
});

const providerName = (provider: unknown) =>
  typeof provider === 'string' && provider ? provider[0].toUpperCase() + provider.slice(1) : null;
