import { Chip } from '@mui/material';
import type { PaymentDecisionKind, PaymentStatus } from '../../shared/constants.ts';
import { statusWord } from '../../shared/paymentWords.ts';
import { PAYMENT_COLORS } from '../plain/bookingStatus.ts';

/** A booking's payment status; given the decision that set it, an unpaid one says Rejected, Revoked or Expired. */
export function PaymentStatusChip({ status, decision }: { status: PaymentStatus; decision?: PaymentDecisionKind | null }) {
  return <Chip size="small" label={statusWord(status, decision)} color={PAYMENT_COLORS[status] ?? 'default'} variant="outlined" />;
}

/** Marks a booking whose student account was deleted: no payment decision can be taken on it. */
export function DeletedStudentChip({ booking }: { booking: { student_deleted?: boolean } }) {
  return booking.student_deleted ? <Chip size="small" label="Deleted student" variant="outlined" sx={{ ml: 1 }} /> : null;
}
