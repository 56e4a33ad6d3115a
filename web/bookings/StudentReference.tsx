import { Typography } from '@mui/material';
import type { Booking } from '../plain/types.ts';

/**
 * The payment reference as the student gave it: their claim, to find in the statement before
 * approving, with the other bookings that were given the same one.
 */
export function StudentReference({ booking }: { booking: Pick<Booking, 'payment_reference' | 'payment_reference_also_on'> }) {
  if (!booking.payment_reference)
    return (
      <Typography component="span" variant="body2" color="textSecondary">
        None yet
      </Typography>
    );
  return (
    <>
      {booking.payment_reference}
      {Boolean(booking.payment_reference_also_on?.length) && (
        <Typography component="span" role="note" variant="caption" color="warning" sx={{ display: 'block' }}>
          Also given for {booking.payment_reference_also_on!.join(', ')}
        </Typography>
      )}
    </>
  );
}
