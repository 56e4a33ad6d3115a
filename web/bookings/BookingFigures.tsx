import { Typography } from '@mui/material';
import { amountWord } from '../../shared/paymentWords.ts';
import { formatMoney } from '../plain/format.ts';
import type { Booking } from '../plain/types.ts';

/** A line beneath a cell's value, in small grey type. */
export function Caption({ children }: { children: string }) {
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

/** What a booking has paid: its amount once paid, nothing before, with what is due beneath. */
export function PaidAmountCell({ booking }: { booking: Pick<Booking, 'amount_paid' | 'payment_status'> }) {
  if (booking.payment_status === 'paid') return <>{formatMoney(booking.amount_paid)}</>;
  return (
    <>
      {formatMoney(0)}
      {booking.payment_status === 'pending' && <Caption>{`${formatMoney(booking.amount_paid)} due`}</Caption>}
    </>
  );
}
