import { conflict, invalid } from '../commands/errors.ts';
import type { PaymentStatus } from '../../shared/constants.ts';
import { CANCELLATION_MESSAGES } from '../../shared/cancellationMessages.ts';
import { formatMoney } from '../../shared/money.ts';
import { PAYMENT_STATUS_WORDS } from '../../shared/paymentWords.ts';
import type { BookingCancelled, CancellationApproved, CancellationRefused, CancellationRequested } from './cancellation.events.ts';

/** The student's open request to cancel a paid booking: when and why. */
export type OpenCancellation = { at: string; reason: string | null };

/** What a cancellation needs of the booking's folded stream (bookings.decide.ts's state). */
type Cancellable = {
  booking_id: string;
  user_id: string;
  semester_id: string;
  room_id: string;
  amount: number;
  status: PaymentStatus;
  cancellation: OpenCancellation | null;
};

/** The student (or an admin for them, `by`) cancels; a paid booking's cancellation needs a reason. */
export type CancelBooking = {
  type: 'CancelBooking';
  data: { listed_unpaid: boolean; student_deleted: boolean; reason: string | null; by: string };
};
/** The office decides an open request: approve (with or without a refund, at most what was paid) or refuse. */
export type DecideCancellation = {
  type: 'DecideCancellation';
  data: { listed_unpaid: boolean; student_deleted: boolean; approve: boolean; refund: boolean; refund_amount?: number; reason: string };
};

const decisionOf = (s: Cancellable, at: string) => ({
  booking_id: s.booking_id,
  user_id: s.user_id,
  semester_id: s.semester_id,
  room_id: s.room_id,
  amount: s.amount,
  at,
});

/**
 * A pending booking is cancelled at once and its bed comes back; a paid one becomes a request the
 * office decides, with the student's reason; one request open at a time.
 */
export function cancel(s: Cancellable, c: CancelBooking['data'], at: string): (BookingCancelled | CancellationRequested)[] {
  if (s.status === 'unpaid') throw conflict(CANCELLATION_MESSAGES.notActive(PAYMENT_STATUS_WORDS.unpaid.toLowerCase()));
  if (s.status === 'pending') {
    const data = { ...decisionOf(s, at), previous_status: 'pending' as const, bed_released: true as const };
    return [{ type: 'BookingCancelled', data: { ...data, reason: c.reason, cancelled_by: c.by } }];
  }
  if (s.cancellation) throw conflict(CANCELLATION_MESSAGES.alreadyRequested);
  if (!c.reason) throw invalid('reason', CANCELLATION_MESSAGES.reasonRequired);
  return [{ type: 'CancellationRequested', data: { ...decisionOf(s, at), previous_status: 'paid', reason: c.reason, requested_by: c.by } }];
}

/** Only an open request of a booking still paid is decided; a refund is of what was paid, the whole by default. */
export function decideCancellation(
  s: Cancellable,
  c: DecideCancellation['data'],
  at: string,
): (CancellationApproved | CancellationRefused)[] {
  if (!s.cancellation || s.status !== 'paid') throw conflict(CANCELLATION_MESSAGES.noRequest);
  const base = {
    ...decisionOf(s, at),
    previous_status: 'paid' as const,
    requested_at: s.cancellation.at,
    request_reason: s.cancellation.reason,
  };
  if (!c.approve) return [{ type: 'CancellationRefused', data: { ...base, reason: c.reason } }];
  const refundAmount = c.refund ? (c.refund_amount ?? s.amount) : 0;
  if (refundAmount > s.amount) throw invalid('refund_amount', CANCELLATION_MESSAGES.refundTooMuch(formatMoney(s.amount)));
  return [
    {
      type: 'CancellationApproved',
      data: { ...base, bed_released: true, refund: c.refund && refundAmount > 0, refund_amount: refundAmount, reason: c.reason },
    },
  ];
}
