import { Chip } from '@mui/material';
import type { PaymentStatus } from '../../shared/constants.ts';
import { PAYMENT_COLORS, PAYMENT_LABELS } from '../plain/bookingStatus.ts';

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return <Chip size="small" label={PAYMENT_LABELS[status] ?? status} color={PAYMENT_COLORS[status] ?? 'default'} variant="outlined" />;
}

/** Marks a booking whose student account was deleted: no payment decision can be taken on it. */
export function DeletedStudentChip({ booking }: { booking: { student_deleted?: boolean } }) {
  return booking.student_deleted ? <Chip size="small" label="Deleted student" variant="outlined" sx={{ ml: 1 }} /> : null;
}
