import type { ReactNode } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useGetList, useGetOne } from 'react-admin';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages.ts';
import { Loading } from '../common/Feedback.tsx';
import { formatDateTime, formatMoney } from '../plain/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { PaymentInstructionsView } from '../payments/PaymentInstructionsView.tsx';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { getSessionUser } from '../plain/session.ts';
import type { Booking, Semester } from '../plain/types.ts';
import { RoomCard } from '../rooms/RoomCard.tsx';
import { currentOf, wasRevoked } from '../plain/bookingStatus.ts';
import { HoldCountdown } from './HoldCountdown.tsx';
import { bookingFacts, FactList, ReferenceText } from './BookingFacts.tsx';
import { PaymentReferenceForm } from './PaymentReferenceForm.tsx';
import { Receipt } from './Receipt.tsx';

const Card = ({ children, label }: { children: ReactNode; label?: string }) => (
  <Paper variant="outlined" component="section" aria-label={label} sx={{ p: { xs: 2, sm: 3 } }}>
    {children}
  </Paper>
);
import { PayOnline } from '../payments/PayOnline.tsx';

/**
 * /history, the student's booking: where it stands and what to do next. Pending, what to pay, where,
 * with which reference and by when, and a form to say how they paid; paid, "Booking Approved" with
 * the room and a printable receipt; rejected or revoked, the office's reason.
 */
export function MyHistory() {
  const userId = getSessionUser()?.id ?? '';
  const bookings = useGetList<Booking>(
    'bookings',
    { filter: { user_id: userId }, pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: Boolean(userId) },
  );
  const booking = bookings.data ? currentOf(bookings.data) : null;

  return (
    <>
      <PageHeader title="Booked History" />
      <Box sx={{ maxWidth: 760 }}>
        {bookings.isPending ? (
          <Loading />
        ) : bookings.isError ? (
          <Alert severity="info">{MESSAGES.history.noRoom}</Alert>
        ) : booking ? (
          <MyBooking booking={booking} userId={userId} />
        ) : (
          <Card>
            <Typography>Your booking was rejected for non-payment, or you have not booked a room yet.</Typography>
            <ReserveButton />
          </Card>
        )}
      </Box>
    </>
  );
}

function MyBooking({ booking, userId }: { booking: Booking; userId: string }) {
  const { data: semester } = useGetOne<Semester>('semesters', { id: booking.semester_id }, { enabled: Boolean(booking.semester_id) });
  if (booking.payment_status === 'paid') return <Approved booking={booking} userId={userId} semester={semester} />;
  if (booking.payment_status === 'pending') return <PaymentDue booking={booking} semester={semester} />;
  return <Refused booking={booking} semester={semester} />;
}

/** Just booked, or still unpaid: the confirmation of the booking and how to pay for it. */
function PaymentDue({ booking, semester }: { booking: Booking; semester: Semester | undefined }) {
  const instructions = useHostelQuery('paymentInstructions', {});
  return (
    <Stack spacing={2}>
      <Card label="Your booking">
        <Alert severity="info" sx={{ mb: 2 }}>
          <Typography component="h2" sx={{ fontWeight: 700 }}>
            Your bed is reserved: pay {formatMoney(booking.amount_paid)} to keep it
          </Typography>
          Quote your booking reference <ReferenceText reference={booking.reference} /> with your payment.
        </Alert>
        <FactList
          label="Booking"
          items={[
            ...bookingFacts(booking, semester),
            ...(booking.hold_until ? [['Pay By', formatDateTime(booking.hold_until)] as [string, string]] : []),
            [
              'Status',
              booking.payment_reference
                ? 'Pending: the hostel office is checking your payment'
                : 'Pending: waiting for your payment to be approved',
            ],
          ]}
        />
        <HoldCountdown holdUntil={booking.hold_until} />
        <PayOnline booking={booking} />
      </Card>
      <Card label="How to pay">
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          How To Pay
        </Typography>
        {instructions.isPending ? (
          <Loading label="Loading payment instructions" />
        ) : (
          <PaymentInstructionsView instructions={instructions.data} reference={booking.reference} amount={booking.amount_paid} />
        )}
      </Card>
      <Card label="I have paid">
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          I Have Paid
        </Typography>
        <PaymentReferenceForm booking={booking} />
      </Card>
    </Stack>
  );
}

/** The spec's "Booking Approved" with the room, and the receipt. */
function Approved({ booking, userId, semester }: { booking: Booking; userId: string; semester: Semester | undefined }) {
  const room = useHostelQuery('myRoom', { user_id: userId, semester_id: booking.semester_id });
  return (
    <Stack spacing={2}>
      <Card>
        <Alert severity="success" sx={{ mb: room.data ? 2 : 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700 }}>
            {MESSAGES.history.approved}
          </Typography>
        </Alert>
        {room.data && <RoomCard room={room.data} />}
      </Card>
      <Receipt booking={booking} semester={semester} />
    </Stack>
  );
}

/** Rejected for non-payment, or its payment revoked: what the office said, and booking again. */
function Refused({ booking, semester }: { booking: Booking; semester: Semester | undefined }) {
  const history = useHostelQuery('bookingHistory', { id: booking.id });
  const entries = Array.isArray(history.data) ? history.data : [];
  const revoked = wasRevoked(entries);
  return (
    <Card label="Your booking">
      <Alert severity="error" sx={{ mb: 2 }}>
        {revoked ? MESSAGES.history.revoked : MESSAGES.booking.rejectedForNonPayment}
        {booking.decision_reason && <Typography sx={{ mt: 1 }}>Reason: {booking.decision_reason}</Typography>}
      </Alert>
      <FactList label="Booking" items={[...bookingFacts(booking, semester), ['Status', revoked ? 'Payment revoked' : 'Rejected']]} />
      <ReserveButton />
    </Card>
  );
}

const ReserveButton = () => (
  <Button component={Link} to="/book-room" variant="contained" sx={{ mt: 2 }}>
    Reserve A Bed
  </Button>
);
