import type { ReactNode } from 'react';
import { PAYMENT_LABELS, currentOf } from '../../plain/bookingStatus.ts';
import { formatDateTime, formatMoney } from '../../plain/format.ts';
import { errorMessage } from '../../plain/httpClient.ts';
import { getSessionUser } from '../../plain/session.ts';
import type { Booking } from '../../plain/types.ts';
import { MY_BOOKINGS, useMyBookings, useSemesters } from '../data.ts';
import { Link } from '../host.tsx';
import { Alert, Loading } from '../parts.tsx';
import { bookingFacts, Card, FactList, HoldCountdown, ReferenceText } from './parts.tsx';

type Step = { status: string; say: ReactNode; to: string; action: string };

/** Where the booking stands and the one thing the student does next, with the page to do it on. */
function nextStep(booking: Booking): Step {
  const onMyBooking = { to: '/history' };
  if (booking.payment_status === 'paid')
    return { status: 'Approved', say: 'Your payment is approved and your bed is yours.', ...onMyBooking, action: 'See Your Receipt' };
  if (booking.payment_status === 'unpaid')
    return {
      status: PAYMENT_LABELS.unpaid,
      say: `This booking holds no bed any more${booking.decision_reason ? `: ${booking.decision_reason}` : '.'} You may reserve a bed again.`,
      to: '/book-room',
      action: 'Reserve A Bed',
    };
  if (booking.payment_question)
    return {
      status: 'Question from the office',
      say: `The office asks about your payment: ${booking.payment_question} Answer it with your payment reference.`,
      ...onMyBooking,
      action: 'Answer The Office',
    };
  if (booking.payment_reference)
    return {
      status: 'Payment under review',
      say: 'The hostel office is checking your payment. Your bed stays held until it decides.',
      ...onMyBooking,
      action: 'See My Booking',
    };
  return {
    status: 'Waiting for your payment',
    say: (
      <>
        Pay {formatMoney(booking.amount_paid)}
        {booking.hold_until && ` by ${formatDateTime(booking.hold_until)}`}, quoting <ReferenceText reference={booking.reference} />.
      </>
    ),
    ...onMyBooking,
    action: 'How To Pay',
  };
}

/**
 * The student's dashboard: their current booking, with the facts My Booking shows, and what to do
 * next. Two reads, made side by side and fetched as the app starts (web/student/pages.ts): the
 * bookings as My Booking reads them, and the semesters.
 */
export function MyBookingCard() {
  const userId = getSessionUser()?.id ?? '';
  const bookings = useMyBookings(userId, MY_BOOKINGS.shown);
  const semesters = useSemesters();
  const booking = bookings.data ? currentOf(bookings.data) : null;
  const step = booking && nextStep(booking);
  return (
    <Card label="My booking" className="full-width gap-below">
      <div className="sb-column">
        <h2 className="sb-title">My Booking</h2>
        {bookings.isPending ? (
          <Loading label="Loading your booking" />
        ) : bookings.isError ? (
          <Alert severity="error">{errorMessage(bookings.error, 'Failed to fetch your booking')}</Alert>
        ) : !booking || !step ? (
          <>
            <p className="sb-lead">You have not booked a bed yet. Choose a room for the semester and reserve your bed.</p>
            <NextButton to="/book-room" action="Reserve A Bed" />
          </>
        ) : (
          <>
            <p className="sb-lead">
              <strong>{step.status}.</strong> {step.say}
            </p>
            <FactList
              label="Booking"
              items={[
                ['Status', step.status],
                ...bookingFacts(
                  booking,
                  semesters.data?.find((s) => s.id === booking.semester_id),
                ),
              ]}
            />
            {booking.payment_status === 'pending' && <HoldCountdown holdUntil={booking.hold_until} />}
            <NextButton to={step.to} action={step.action} />
          </>
        )}
      </div>
    </Card>
  );
}

const NextButton = ({ to, action }: { to: string; action: string }) => (
  <div>
    <Link className="btn" to={to}>
      {action}
    </Link>
  </div>
);
