import { isAdminRole } from '../../../shared/canAccess.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { currentOf, wasRevoked } from '../../plain/bookingStatus.ts';
import { formatDateTime, formatMoney } from '../../plain/format.ts';
import { getSessionUser } from '../../plain/session.ts';
import type { Booking, Semester } from '../../plain/types.ts';
import { Alert, Loading, PageHeader } from '../parts.tsx';
import { bookingFacts, Card, FactList, HoldCountdown, PaymentInstructionsView, Receipt, ReferenceText } from './parts.tsx';
import { RoomCard } from '../RoomCard.tsx';
import { PaymentReferenceForm } from './PaymentReferenceForm.tsx';
import { PayOnline } from './PayOnline.tsx';
import { CancelBooking } from './CancelBooking.tsx';
import { MY_BOOKINGS, useMyBookings, useOne, useRead } from '../data.ts';
import { Link } from '../host.tsx';
import './booking.css';

/**
 * /history, the student's booking (as web/bookings/MyHistory.tsx): where it stands and what to do
 * next. Pending, what to pay, where, with which reference and by when, and a form to say how they
 * paid; paid, "Booking Approved" with the room and a printable receipt; rejected or revoked, the
 * office's reason.
 */
export function HistoryPage() {
  const userId = getSessionUser()?.id ?? '';
  const bookings = useMyBookings(userId, MY_BOOKINGS.shown);
  const booking = bookings.data ? currentOf(bookings.data) : null;

  return (
    <div className="sb-page">
      <PageHeader title="My Booking" />
      <div className="sb-narrow">
        {bookings.isPending ? (
          <Loading />
        ) : bookings.isError ? (
          <Alert severity="info">{MESSAGES.history.noRoom}</Alert>
        ) : booking ? (
          <MyBooking booking={booking} userId={userId} />
        ) : (
          <Card>
            <div className="sb-column">
              {isAdminRole(getSessionUser()?.role) ? (
                <>
                  <p className="sb-plain">{MESSAGES.history.noOwnBooking}</p>
                  <Link to="/booked-guests-list" className="btn">
                    Booked Guest List
                  </Link>
                </>
              ) : (
                <>
                  <p className="sb-plain">{MESSAGES.history.noBooking}</p>
                  <ReserveButton />
                </>
              )}
            </div>
          </Card>
        )}
      </div>
    </div>
  );
}

function MyBooking({ booking, userId }: { booking: Booking; userId: string }) {
  const { data: semester } = useOne<Semester>('semesters', booking.semester_id, { enabled: Boolean(booking.semester_id) });
  if (booking.payment_status === 'paid') return <Approved booking={booking} userId={userId} semester={semester} />;
  if (booking.payment_status === 'pending') return <PaymentDue booking={booking} semester={semester} />;
  return <Refused booking={booking} semester={semester} />;
}

/**
 * Just booked, or still unpaid: the confirmation of the booking and how to pay for it. Once a
 * payment reference is given, the payment is under review: the hold is stopped, so no deadline
 * shows. An open question of the office comes first, with its deadline and the form to answer it.
 */
function PaymentDue({ booking, semester }: { booking: Booking; semester: Semester | undefined }) {
  const instructions = useRead('payment-instructions', 'paymentInstructions', {});
  const review = booking.payment_review;
  const asked = review === 'question_asked';
  // Under review the hold does not run, whatever deadline a record read earlier still carries.
  const holdUntil = review === 'under_review' ? null : booking.hold_until;
  const howToPay = (
    <Card label="How to pay" key="pay">
      <h2 className="sb-title">How To Pay</h2>
      {instructions.isPending ? (
        <Loading label="Loading payment instructions" />
      ) : (
        <PaymentInstructionsView instructions={instructions.data} reference={booking.reference} amount={booking.amount_paid} />
      )}
    </Card>
  );
  const answer = (
    <Card label={asked ? 'Answer the office' : 'I have paid'} key="answer">
      <h2 className="sb-title">{asked ? 'Answer The Office' : 'I Have Paid'}</h2>
      <PaymentReferenceForm booking={booking} />
    </Card>
  );
  return (
    <div className="sb-column">
      <Card label="Your booking">
        <div className="sb-column">
          {asked && <OfficeQuestion booking={booking} />}
          {review === 'under_review' ? (
            <Alert severity="success">
              <h2>{MESSAGES.paymentReference.underReview}</h2>
              You sent payment reference <strong>{booking.payment_reference}</strong>
              {booking.payment_reference_at ? ` on ${formatDateTime(booking.payment_reference_at)}` : ''}. Your bed stays reserved while the
              office checks it: there is no deadline to meet now.
            </Alert>
          ) : (
            !asked && (
              <Alert severity="info">
                <h2>Your bed is reserved: pay {formatMoney(booking.amount_paid)} to keep it</h2>
                Quote your booking reference <ReferenceText reference={booking.reference} /> with your payment.
              </Alert>
            )
          )}
          <div>
            <FactList
              label="Booking"
              items={[
                ...bookingFacts(booking, semester),
                ...(holdUntil ? [[asked ? 'Answer By' : 'Pay By', formatDateTime(holdUntil)] as [string, string]] : []),
                ['Status', statusOf(booking)],
              ]}
            />
            <HoldCountdown holdUntil={holdUntil} answering={asked} />
            {review !== 'under_review' && <PayOnline booking={booking} />}
          </div>
          <CancelBooking booking={booking} />
        </div>
      </Card>
      {/* A question is answered first: its form comes before the instructions. */}
      {asked ? [answer, howToPay] : [howToPay, answer]}
    </div>
  );
}

function statusOf(booking: Booking) {
  if (booking.payment_review === 'question_asked') return 'Pending: the hostel office has asked you about your payment';
  if (booking.payment_review === 'under_review' || booking.payment_reference) return 'Pending: the hostel office is checking your payment';
  return 'Pending: waiting for your payment to be approved';
}

/** The office's open question, as it wrote it, with when it was asked and by when to answer. */
function OfficeQuestion({ booking }: { booking: Booking }) {
  return (
    <Alert severity="warning">
      <h2>{MESSAGES.paymentQuestion.toStudent}</h2>
      <blockquote className="sb-question">{booking.payment_question}</blockquote>
      <p>
        {booking.payment_question_at ? `Asked on ${formatDateTime(booking.payment_question_at)}. ` : ''}
        {booking.hold_until ? `Answer by ${formatDateTime(booking.hold_until)}` : 'Answer it'} by sending your payment reference below,
        corrected if needed; unanswered, the bed is given back.
      </p>
    </Alert>
  );
}

/** The spec's "Booking Approved" with the room, and the receipt. */
function Approved({ booking, userId, semester }: { booking: Booking; userId: string; semester: Semester | undefined }) {
  const room = useRead('rooms', 'myRoom', { user_id: userId, semester_id: booking.semester_id });
  return (
    <div className="sb-column">
      <Card>
        <div className="sb-column">
          <Alert severity="success">
            <h2>{MESSAGES.history.approved}</h2>
          </Alert>
          {room.data && <RoomCard room={room.data} yourBed={MESSAGES.history.yourBedApproved} />}
          <CancelBooking booking={booking} />
        </div>
      </Card>
      <Receipt booking={booking} semester={semester} />
    </div>
  );
}

/** Rejected for non-payment, or its payment revoked: what the office said, and booking again. */
function Refused({ booking, semester }: { booking: Booking; semester: Semester | undefined }) {
  const history = useRead('bookings', 'bookingHistory', { id: booking.id });
  const revoked = wasRevoked(Array.isArray(history.data) ? history.data : []);
  if (booking.last_decision === 'cancelled') return <Cancelled booking={booking} semester={semester} />;
  return (
    <Card label="Your booking">
      <div className="sb-column">
        <Alert severity="error">
          <p>{revoked ? MESSAGES.history.revoked : MESSAGES.booking.rejectedForNonPayment}</p>
          {booking.decision_reason && <p>Reason: {booking.decision_reason}</p>}
        </Alert>
        <FactList label="Booking" items={[...bookingFacts(booking, semester), ['Status', revoked ? 'Payment revoked' : 'Rejected']]} />
        <ReserveButton />
      </div>
    </Card>
  );
}

/** Cancelled by its student: at once (pending), or approved by the office with what it refunds (paid). */
function Cancelled({ booking, semester }: { booking: Booking; semester: Semester | undefined }) {
  const c = booking.cancellation;
  return (
    <Card label="Your booking">
      <div className="sb-column">
        <Alert severity="info">
          <h2>Cancelled</h2>
          {c?.decided === 'approved'
            ? `The hostel office approved your cancellation${c.decision_reason ? `: ${c.decision_reason}` : '.'} ${
                c.refund && c.refund_amount ? `${formatMoney(c.refund_amount)} will be refunded to you.` : 'No refund is given.'
              }`
            : 'You cancelled this booking and its bed was given back.'}
        </Alert>
        <FactList label="Booking" items={[...bookingFacts(booking, semester), ['Status', 'Cancelled']]} />
        <ReserveButton />
      </div>
    </Card>
  );
}

function ReserveButton() {
  return (
    <Link to="/book-room" className="btn">
      Reserve A Bed
    </Link>
  );
}
