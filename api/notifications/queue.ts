import { handleIn } from '../commands/handle.ts';
import type { Tx } from '../db/connect.ts';
import { ConcurrencyError } from '../eventStore/types.ts';
import type { AppDeps } from '../http/context.ts';
import { notificationDecider } from './notifications.decide.ts';
import { notificationIdOf, notificationStream, type NotificationChannel, type NotificationKind } from './notifications.events.ts';
import { messageText, type MessageFacts } from './notifications.texts.ts';

export type NotifyDeps = Pick<AppDeps, 'sql' | 'store' | 'read' | 'clock' | 'notifications'>;

/** One thing to tell a student about one booking: what happened, and the few facts the event itself carries. */
export type Cause = {
  cause_id: string;
  kind: NotificationKind;
  booking_id: string;
  amount?: number | null;
  hold_until?: string | null;
  reason?: string | null;
  /** A waitlist offer's student and room: `booking_id` is then the offer's id. */
  offer?: { user_id: string; room_number: string };
};

/**
 * Queues the messages a cause gives, inside the caller's transaction: an SMS to the booking's phone
 * and an email to the account's address where it takes emails, each only when its channel has a
 * provider. A deleted student gets nothing. Each message's stream is derived from the cause and
 * the channel and must be new: one queued by a replay or another server is skipped. Answers how
 * many it queued.
 */
export async function queueMessages(tx: Tx, deps: NotifyDeps, cause: Cause): Promise<number> {
  const { providers, publicUrl } = deps.notifications;
  if (!providers.sms && !providers.email) return 0;
  if (cause.offer) return queueOfferMessages(tx, deps, cause, cause.offer);
  const booking = await deps.read.bookings.findBooking(tx, { ownerId: null }, cause.booking_id);
  if (!booking || booking.student_deleted) return 0;
  const account = await deps.read.users.notificationContact(tx, booking.user_id);
  if (!account || account.deleted) return 0;
  const facts: MessageFacts = {
    first_name: account.fname,
    room_number: booking.room_number,
    amount: Number(cause.amount ?? booking.amount_paid),
    reference: booking.reference,
    hold_until: cause.hold_until ?? booking.hold_until,
    reason: cause.reason ?? null,
    receipt_url: publicUrl ? `${publicUrl.replace(/\/+$/, '')}/booking/${booking.id}` : null,
    instructions: cause.kind === 'booking_made' ? await deps.read.paymentInstructions.paymentInstructions(tx) : null,
    cancellation: booking.cancellation,
  };
  const to: Partial<Record<NotificationChannel, string>> = {
    ...(providers.sms && booking.phone_number ? { sms: booking.phone_number } : {}),
    ...(providers.email && account.email && account.email_notifications ? { email: account.email } : {}),
  };
  return queueEach(tx, deps, cause, facts, to, booking.user_id);
}

/** A waitlist offer's messages: to the student's account's phone and address, of the offer's room. */
async function queueOfferMessages(tx: Tx, deps: NotifyDeps, cause: Cause, offer: NonNullable<Cause['offer']>) {
  const { providers } = deps.notifications;
  const account = await deps.read.users.notificationContact(tx, offer.user_id);
  if (!account || account.deleted) return 0;
  const facts: MessageFacts = {
    first_name: account.fname,
    room_number: offer.room_number,
    amount: Number(cause.amount),
    reference: '',
    hold_until: cause.hold_until,
  };
  const to: Partial<Record<NotificationChannel, string>> = {
    ...(providers.sms && account.phone_number ? { sms: account.phone_number } : {}),
    ...(providers.email && account.email && account.email_notifications ? { email: account.email } : {}),
  };
  return queueEach(tx, deps, cause, facts, to, offer.user_id);
}

async function queueEach(
  tx: Tx,
  deps: NotifyDeps,
  cause: Cause,
  facts: MessageFacts,
  to: Partial<Record<NotificationChannel, string>>,
  userId: string,
): Promise<number> {
  let queued = 0;
  for (const [channel, address] of Object.entries(to) as [NotificationChannel, string][]) {
    const notification_id = notificationIdOf(cause.cause_id, channel);
    const { subject, text } = messageText(cause.kind, channel, facts);
    const data = { notification_id, cause_id: cause.cause_id, booking_id: cause.booking_id, user_id: userId, channel, to: address };
    try {
      // A stream already there is a conflict that leaves the transaction usable: the append's
      // statement inserts nothing rather than failing.
      await handleIn(tx, deps.store, notificationStream(notification_id), notificationDecider, {
        stream: 'new',
        clock: deps.clock,
        metadata: { actorId: null, correlationId: cause.cause_id, command: 'QueueNotification' },
        command: { type: 'Queue', data: { ...data, kind: cause.kind, subject, text, resend_of: null } },
      });
      queued++;
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
  return queued;
}
