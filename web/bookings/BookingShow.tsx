import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useGetOne, usePermissions } from 'react-admin';
import { useParams } from 'react-router-dom';
import { canAccess } from '../../shared/canAccess.ts';
import { LENGTH_OF_STAY_UNIT } from '../../shared/constants.ts';
import { amountWord } from '../../shared/paymentWords.ts';
import { formatPhone } from '../../shared/phone.ts';
import { Loading, LoadError } from '../common/Feedback.tsx';
import { capitalize, formatDate, formatDateTime, formatMoney, todayIso } from '../plain/format.ts';
import { PageHeader } from '../common/PageHeader.tsx';
import { errorMessage } from '../plain/httpClient.ts';
import type { Booking, Semester } from '../plain/types.ts';
import { FactList } from './BookingFacts.tsx';
import { checkOutOf, stayDateLabel } from '../plain/bookingStatus.ts';
import { lodgeFacts } from './lodgeFacts.ts';
import { ExtendHold } from './ExtendHold.tsx';
import { HoldCountdown } from './HoldCountdown.tsx';
import { balanceWords, MoveBooking } from './MoveBooking.tsx';
import { PaymentActions } from './PaymentActions.tsx';
import { CancellationActions } from './CancellationActions.tsx';
import { DeletedStudentChip, PaymentReviewChip, PaymentStatusChip } from './PaymentStatusChip.tsx';
import { PaymentTimeline } from './PaymentTimeline.tsx';

function Details({ title, items }: { title: string; items: [string, ReactNode][] }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <FactList label={title} items={items} />
    </Paper>
  );
}

/** Where a pending payment stands: under review since the reference came, or the question waiting for the student. */
function reviewFacts(b: Booking): [string, ReactNode][] {
  const at = (label: string, time: string | null) => (time ? `${label} ${formatDateTime(time)}. ` : '');
  if (b.payment_status !== 'pending') return [];
  if (b.payment_review === 'under_review')
    return [
      ['Under Review', `${at('Reference given', b.payment_reference_at)}No deadline runs until you approve, reject or ask the student.`],
    ];
  if (b.payment_review === 'question_asked')
    return [
      [
        'Question Asked',
        <Box key="question" component="div">
          <Box component="q" sx={{ whiteSpace: 'pre-wrap' }}>
            {b.payment_question}
          </Box>
          <Typography variant="body2" color="textSecondary">
            {at('Asked', b.payment_question_at)}Waiting for the student to answer with a payment reference.
          </Typography>
        </Box>,
      ],
    ];
  return [];
}

/** /booking/{bookingId}: the booking, its guest and its payment history timeline. */
export function BookingShow() {
  const { bookingId = '' } = useParams();
  const { data: b, isPending, error } = useGetOne<Booking>('bookings', { id: bookingId });
  // The stay ends with the semester.
  const { data: semester } = useGetOne<Semester>('semesters', { id: b?.semester_id ?? '' }, { enabled: Boolean(b?.semester_id) });
  const { permissions } = usePermissions<string>();
  const today = todayIso();
  if (isPending) return <Loading />;
  if (error || !b)
    return (
      <>
        <PageHeader title="Booking" />
        <LoadError message={errorMessage(error, 'Failed to fetch booking')} />
      </>
    );
  return (
    <>
      <PageHeader
        title={`Booking of ${b.full_name}`}
        actions={
          <>
            {canAccess(permissions, 'approve', 'payments') && <PaymentActions booking={b} />}
            {canAccess(permissions, 'move', 'bookings') && b.payment_status !== 'unpaid' && !b.student_deleted && (
              <MoveBooking booking={b} />
            )}
          </>
        }
      />
      {canAccess(permissions, 'edit', 'cancellations') && <CancellationActions booking={b} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Details
          title="Booking"
          items={[
            ['Room No.', b.room_number],
            ['Room Type', b.room_type],
            [stayDateLabel('in', b.check_in_date, today), formatDate(b.check_in_date)],
            [stayDateLabel('out', checkOutOf(semester), today), formatDate(checkOutOf(semester))],
            ['Length Of Stay', `${b.length_of_stay} ${LENGTH_OF_STAY_UNIT}`],
            [amountWord(b.payment_status), formatMoney(b.amount_paid)],
            // A paid booking moved to a room of another price: what is left to settle.
            ...(b.payment_status === 'paid' && Number(b.balance) !== 0
              ? [['Room Change', balanceWords(Number(b.balance))] as [string, string]]
              : []),
            ['Booking Reference', b.reference],
            ['Payment Reference', b.payment_reference],
            [
              'Payment',
              <span key="status">
                <PaymentStatusChip status={b.payment_status} decision={b.last_decision} />
                <PaymentReviewChip booking={b} />
                <DeletedStudentChip booking={b} />
              </span>,
            ],
            ...reviewFacts(b),
            ...(b.decision_reason ? [['Reason', b.decision_reason] as [string, string]] : []),
            ...lodgeFacts(b),
            // A pending booking's hold: its deadline (to pay, or to answer the question), live, and for admins the way to move it.
            ...(b.payment_status === 'pending' && b.hold_until
              ? [
                  [
                    b.payment_review === 'question_asked' ? 'Answer By' : 'Pay By',
                    <Box key="hold" component="div">
                      {formatDateTime(b.hold_until)}
                      <HoldCountdown holdUntil={b.hold_until} answering={b.payment_review === 'question_asked'} />
                      {canAccess(permissions, 'extend', 'bookings') && !b.student_deleted && <ExtendHold booking={b} />}
                    </Box>,
                  ] as [string, ReactNode],
                ]
              : []),
            ['Booked On', formatDate(b.created_at)],
          ]}
        />
        <PaymentTimeline bookingId={b.id} withMessages={canAccess(permissions, 'list', 'notifications')} />
        <Details
          title="Guest"
          items={[
            ['Full Name', b.full_name],
            ['Index Number', b.index_number],
            ['Gender', capitalize(b.gender)],
            ['Date Of Birth', formatDate(b.dob)],
            ['Marital Status', b.marital_status],
            ['Nationality', b.nationality],
            ['Program Of Study', b.program_of_study],
            ['Phone Number', formatPhone(b.phone_number)],
            ['Email Address', b.email_address],
            ['House Address', b.house_address],
            ['Medical Condition', b.medical_condition],
          ]}
        />
        <Details
          title="Emergency Contact"
          items={[
            ['Name', b.emergency_contact_name],
            ['Relationship', b.emergency_contact_relationship],
            ['Phone Number', formatPhone(b.emergency_contact_phone_number)],
            ['House Address', b.emergency_contact_house_address],
          ]}
        />
      </Box>
    </>
  );
}
