import type { PaymentDecision as Decision } from './paymentDecision.ts';

/** What every cancellation event says of its booking: a cancelled booking was pending or paid. */
type PaymentDecision = Decision<'pending' | 'paid'>;

/**
 * A student's cancellation of their booking, on the booking's stream. `request`: the student's
 * request a decision answers (when and why), carried by the decision so that the booking's
 * cancellation is read from its last event alone.
 */
type CancellationRequest = { requested_at: string; request_reason: string | null };

/** pending → unpaid by its student (or an admin for them): the bed comes back at once. */
export type BookingCancelled = {
  type: 'BookingCancelled';
  data: PaymentDecision & { bed_released: true; reason: string | null; cancelled_by: string };
};
/** A paid booking's student asks to cancel it, with a reason; it stays paid until the office decides. */
export type CancellationRequested = {
  type: 'CancellationRequested';
  data: PaymentDecision & { reason: string; requested_by: string };
};
/**
 * The office grants the request: paid → unpaid, the bed comes back; `refund_amount` (0 without a
 * refund, at most what was paid) is given back to the student, the rest kept.
 */
export type CancellationApproved = {
  type: 'CancellationApproved';
  data: PaymentDecision & CancellationRequest & { bed_released: true; refund: boolean; refund_amount: number; reason: string };
};
/** The office refuses the request, with a reason: the booking stays paid. */
export type CancellationRefused = {
  type: 'CancellationRefused';
  data: PaymentDecision & CancellationRequest & { reason: string };
};

export type CancellationEvent = BookingCancelled | CancellationRequested | CancellationApproved | CancellationRefused;
export const CANCELLATION_EVENT_TYPES = [
  'BookingCancelled',
  'CancellationRequested',
  'CancellationApproved',
  'CancellationRefused',
] as const;
