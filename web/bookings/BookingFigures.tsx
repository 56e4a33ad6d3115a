import { Typography } from '@mui/material';
import { amountWord } from '../../shared/paymentWords.ts';
import { formatDate, formatMoney } from '../plain/format.ts';
import type { Booking } from '../plain/types.ts';
import { stayDateLabel } from '../plain/bookingStatus.ts';

function Caption({ children }: { children: string }) {
  return (
    <Typography component="span" variant="caption" color="textSecondary" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/** A booking's amount in a list of several statuses: said to be due until it is paid. */
export function AmountCell({ booking }: { booking: Pick<Booking, 'amount_paid' | 'payment_status'> }) {
  return (
    <>
      {formatMoney(booking.amount_paid)}
      {booking.payment_status !== 'paid' && <Caption>{amountWord(booking.payment_status)}</Caption>}
    </>
  );
}

/** A stay's date in a list: said to be planned until its day has come. */
export function StayDateCell({
  which,
  date,
  today,
  booking,
}: {
  which: 'in' | 'out';
  date: string;
  today: string;
  booking: Pick<Booking, 'payment_status'>;
}) {
  const label = stayDateLabel(which, date, today, booking.payment_status);
  return (
    <>
      {formatDate(date)}
      {date && label.startsWith('Planned') && <Caption>{label}</Caption>}
    </>
  );
}
