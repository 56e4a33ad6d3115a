import { Alert, Button, Paper, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { Loading } from '../common/Feedback.tsx';
import { PageHeader } from '../common/PageHeader.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { getSessionUser } from '../providers/session.ts';
import type { Booking } from '../providers/types.ts';
import { RoomCard } from '../rooms/RoomCard.tsx';
import { PayOnline } from '../payments/PayOnline.tsx';

/**
 * /history: the student's booked room, shown as "Booking Approved" once paid (room occupied);
 * without one, their last booking's rejection and the reason the office gave.
 */
export function MyHistory() {
  const userId = getSessionUser()?.id ?? '';
  const room = useHostelQuery('myRoom', { user_id: userId }, { enabled: Boolean(userId) });
  const last = useGetList<Booking>(
    'bookings',
    { filter: { user_id: userId }, pagination: { page: 1, perPage: 1 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: Boolean(userId) && room.data === null },
  );
  const rejected = last.data?.[0]?.payment_status === 'unpaid' ? last.data[0] : null;

  return (
    <>
      <PageHeader title="Booked History" />
      {room.isPending || (room.data === null && last.isPending) ? (
        <Loading />
      ) : room.isError ? (
        <Alert severity="info">{MESSAGES.history.noRoom}</Alert>
      ) : room.data?.room_status === 'occupied' ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
          <Alert severity="success" sx={{ mb: 2 }}>
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              {MESSAGES.history.approved}
            </Typography>
          </Alert>
          <RoomCard room={room.data} />
        </Paper>
      ) : room.data ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
          <Alert severity="warning">Your booking of room {room.data.room_number} is waiting for its payment to be approved.</Alert>
          <PayOnline booking={{ id: room.data.booking_id, amount_paid: room.data.price_per_bed }} />
        </Paper>
      ) : rejected ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
          <Alert severity="error">
            {MESSAGES.booking.rejectedForNonPayment}
            {rejected.decision_reason && <Typography sx={{ mt: 1 }}>Reason: {rejected.decision_reason}</Typography>}
          </Alert>
          <Button component={Link} to="/book-room" variant="contained" sx={{ mt: 2 }}>
            Reserve A Bed
          </Button>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
          <Typography>Your booking was rejected for non-payment, or you have not booked a room yet.</Typography>
          <Button component={Link} to="/book-room" variant="contained" sx={{ mt: 2 }}>
            Reserve A Bed
          </Button>
        </Paper>
      )}
    </>
  );
}
