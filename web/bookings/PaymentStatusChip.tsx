import { Chip } from '@mui/material';
import type { PaymentDecisionKind, PaymentStatus } from '../../shared/constants.ts';
import { PAYMENT_REVIEW_WORDS, statusWord } from '../../shared/paymentWords.ts';
import { PAYMENT_COLORS } from '../plain/bookingStatus.ts';
import type { Booking } from '../plain/types.ts';

/** A booking's payment status; given the decision that set it, an unpaid one says Rejected, Revoked or Expired. */
export function PaymentStatusChip({ status, decision }: { status: PaymentStatus; decision?: PaymentDecisionKind | null }) {
  return <Chip size="small" label={statusWord(status, decision)} color={PAYMENT_COLORS[status] ?? 'default'} variant="outlined" />;
}

/** Marks a booking whose student account was deleted: no payment decision can be taken on it. */
export function DeletedStudentChip({ booking }: { booking: { student_deleted?: boolean } }) {
  return booking.student_deleted ? <Chip size="small" label="Deleted student" variant="outlined" sx={{ ml: 1 }} /> : null;
}

/** Whose turn it is on a pending payment: the office's (a reference under review) or the student's (a question asked). */
export function PaymentReviewChip({ booking }: { booking: Pick<Booking, 'payment_status'> & Partial<Pick<Booking, 'payment_review'>> }) {
  const review = booking.payment_status === 'pending' ? booking.payment_review : null;
  if (!review) return null;
  return (
    <Chip
      size="small"
      label={PAYMENT_REVIEW_WORDS[review]}
      // Told apart from the amber Pending: blue for the office's turn, grey while it waits on the student.
      color={review === 'under_review' ? 'info' : 'default'}
      variant="outlined"
      sx={{ ml: 0.5 }}
    />
  );
}
