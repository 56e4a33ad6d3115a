import { Chip } from '@mui/material';
import type { PaymentStatus } from '../../shared/constants.ts';
import { PAYMENT_COLORS, PAYMENT_LABELS } from './bookingStatus.ts';

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return <Chip size="small" label={PAYMENT_LABELS[status] ?? status} color={PAYMENT_COLORS[status] ?? 'default'} variant="outlined" />;
}
