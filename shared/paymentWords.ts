import type { PaymentDecisionKind, PaymentReview, PaymentStatus } from './constants.ts';

/** A payment status in the product's words: unpaid is displayed as "Rejected" (SPEC.md point 4), everywhere. */
export const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = { pending: 'Pending', paid: 'Paid', unpaid: 'Rejected' };

/**
 * A status in words, told by the decision that set it: an unpaid booking was rejected, or its
 * payment revoked, or its hold expired, or it was released paid, and says which.
 */
export function statusWord(status: PaymentStatus, decision: PaymentDecisionKind | null | undefined) {
  if (status === 'unpaid' && decision === 'revoked') return 'Revoked';
  if (status === 'unpaid' && decision === 'expired') return 'Expired';
  if (status === 'unpaid' && decision === 'cancelled') return 'Cancelled';
  // Unpaid after an approval with no decision since: its student's deletion released it, money kept.
  if (status === 'unpaid' && (decision === 'approved' || decision === 'confirmed')) return 'Released';
  return PAYMENT_STATUS_WORDS[status] ?? status;
}

/** A payment decision in the product's words. */
export const DECISION_WORDS: Record<PaymentDecisionKind, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  revoked: 'Revoked',
  expired: 'Hold expired',
  confirmed: 'Confirmed online',
  cancelled: 'Cancelled',
  cancellation_requested: 'Cancellation requested',
  cancellation_refused: 'Cancellation refused',
};

/** What a booking's amount is called: paid once approved, due until then. */
export const amountWord = (status: PaymentStatus) => (status === 'paid' ? 'Amount Paid' : 'Amount Due');

/** Whose turn it is on a pending booking's payment: the office checks a reference, or the student answers its question. */
export const PAYMENT_REVIEW_WORDS: Record<PaymentReview, string> = { under_review: 'Under review', question_asked: 'Question asked' };
