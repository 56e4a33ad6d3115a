import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Paper, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { Loading } from '../common/Feedback.tsx';
import { formatDateTime, formatMoney } from '../plain/format.ts';
import { useHostelQuery } from '../providers/customMethodHooks.ts';
import { errorMessage } from '../plain/httpClient.ts';
import type { BookingHistoryEntry, Notification } from '../plain/types.ts';
import { CHANNEL_WORDS, notificationTitle, sentTo } from '../plain/notificationWords.ts';
import { MessageDialog } from '../notifications/MessageDialog.tsx';
import { NotificationStatusChip } from '../notifications/NotificationStatusChip.tsx';
import { PAYMENT_LABELS } from '../plain/bookingStatus.ts';
import { paidWith } from '../plain/checkout.ts';
import { balanceWords } from './MoveBooking.tsx';

const EVENT_LABELS: Record<string, string> = {
  BedBooked: 'Bed booked',
  PaymentApproved: 'Payment approved',
  PaymentRejected: 'Payment rejected',
  PaymentRevoked: 'Payment revoked',
  BookingExpired: 'Hold expired',
  HoldExtended: 'Hold extended',
  PaymentReferenceGiven: 'Payment reference given',
  PaymentQuestionAsked: 'Question asked about the payment',
  PaymentIntentCreated: 'Online payment started',
  PaymentConfirmed: 'Paid online',
  PaymentMismatch: 'Online payment of another amount',
  LatePaymentReceived: 'Online payment came late',
  PaymentFailed: 'Online payment failed',
  PaymentRefundRequested: 'Online payment refunded',
  BookingMoved: 'Moved to another room',
  BookingCancelled: 'Cancelled by the student',
  CancellationRequested: 'Cancellation requested',
  CancellationApproved: 'Cancellation approved',
  CancellationRefused: 'Cancellation refused',
  GuestCheckedIn: 'Checked in at the lodge',
  GuestCheckedOut: 'Checked out at the lodge',
};

// The student's answer to the office's question is the reference it gave.
const labelOf = (entry: BookingHistoryEntry) =>
  entry.type === 'PaymentReferenceGiven' && entry.answers_question ? 'Question answered' : (EVENT_LABELS[entry.type] ?? entry.type);

// A step that kept the status (an extended hold, a payment reference given) says none.
const statusChange = (entry: BookingHistoryEntry) =>
  entry.to_status && entry.from_status !== entry.to_status
    ? `${entry.from_status ? `${PAYMENT_LABELS[entry.from_status]} → ` : ''}${PAYMENT_LABELS[entry.to_status]}`
    : '';

const question = (entry: BookingHistoryEntry) => entry.type === 'PaymentQuestionAsked';

/** More than a booking ever gets: one of each kind a channel, and the office's resends. */
const MOST_MESSAGES = 100;

/**
 * The booking's history, oldest first, from GET /bookings/{id}/history; `withMessages`: with the
 * SMS and emails sent about it (GET /notifications), each in its place in time, to read or send again.
 */
export function PaymentTimeline({ bookingId, withMessages = false }: { bookingId: string; withMessages?: boolean }) {
  const history = useHostelQuery('bookingHistory', { id: bookingId });
  const messages = useHostelQuery(
    'notificationList',
    { page: 1, perPage: MOST_MESSAGES, filter: { booking_id: bookingId } },
    { enabled: withMessages },
  );
  const [open, setOpen] = useState<Notification | null>(null);
  const steps: { at: string; step: ReactNode }[] = [
    ...(history.data ?? []).map((entry) => ({ at: entry.at, step: eventStep(entry) })),
    ...(withMessages ? (messages.data?.data ?? []) : []).map((n) => ({ at: n.queued_at, step: messageStep(n, () => setOpen(n)) })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Payment History
      </Typography>
      {history.isPending || (withMessages && messages.isPending) ? (
        <Loading label="Loading payment history" />
      ) : history.isError ? (
        <Alert severity="error">Error: {errorMessage(history.error, 'Failed to fetch booking history')}</Alert>
      ) : (
        <>
          {messages.isError && <Alert severity="error">Error: {errorMessage(messages.error, 'Failed to fetch messages')}</Alert>}
          <Stepper orientation="vertical" aria-label="Payment history">
            {steps.map(({ step }) => step)}
          </Stepper>
        </>
      )}
      {open && <MessageDialog message={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}

function eventStep(entry: BookingHistoryEntry) {
  return (
    <Step key={entry.position} active completed>
      <StepLabel>{labelOf(entry)}</StepLabel>
      <StepContent>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          <div>
            {formatDateTime(entry.at)}
            {entry.actor ? ` · by ${entry.actor.name}` : ''}
          </div>
          {statusChange(entry) && <div>{statusChange(entry)}</div>}
          {entry.move && (
            <div>
              Room {entry.move.from_room_number} → {entry.move.to_room_number},{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                at {formatMoney(entry.move.amount_after)} a bed
              </Box>
            </div>
          )}
          <div>{formatMoney(entry.amount)}</div>
          {entry.move && entry.move.balance !== 0 && <div>{balanceWords(entry.move.balance)}</div>}
          {entry.type === 'CancellationApproved' && (
            <div>{entry.refund_amount ? `Refund: ${formatMoney(entry.refund_amount)}` : 'No refund'}</div>
          )}
          {entry.hold_until && (
            <div>
              {question(entry) ? 'Answer by' : 'Pay by'} {formatDateTime(entry.hold_until)}
            </div>
          )}
          {entry.reason && (
            <div>
              {question(entry) ? 'Question' : entry.type.startsWith('Guest') ? 'Note' : 'Reason'}: {entry.reason}
            </div>
          )}
          {entry.answers_question && <div>Answering: {entry.answers_question}</div>}
          {entry.key_number && <div>Key or card: {entry.key_number}</div>}
          {entry.key_returned !== undefined && <div>{entry.key_returned ? 'Key returned' : 'Key not returned'}</div>}
          {entry.payment_reference && (
            <div>
              {question(entry) ? 'About payment reference' : 'Payment reference'}: {entry.payment_reference}
            </div>
          )}
          {entry.reference && (
            <div>
              {paidWith({ provider: entry.provider ?? '', channel: entry.channel ?? null, bank: entry.bank ?? null })} · Reference{' '}
              {entry.reference}
            </div>
          )}
        </Box>
      </StepContent>
    </Step>
  );
}

/** A message sent to the student: what it was about, how it went, and where it went. */
function messageStep(n: Notification, read: () => void) {
  return (
    <Step key={`message-${n.id}`} active completed>
      <StepLabel>
        {CHANNEL_WORDS[n.channel] ?? n.channel} to the student: {notificationTitle(n)} <NotificationStatusChip status={n.status} />
      </StepLabel>
      <StepContent>
        <Box sx={{ typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' }}>
          <div>
            {formatDateTime(n.sent_at ?? n.queued_at)} · to {sentTo(n)}
          </div>
          <Button
            size="small"
            sx={{ p: 0, minWidth: 0 }}
            onClick={read}
            aria-label={`Read the ${CHANNEL_WORDS[n.channel] ?? n.channel}: ${notificationTitle(n)}`}
          >
            Read
          </Button>
        </Box>
      </StepContent>
    </Step>
  );
}
