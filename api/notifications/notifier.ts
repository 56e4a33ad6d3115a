import type { Sql } from '../db/connect.ts';
import { readAll, type Checkpoint } from '../eventStore/read.ts';
import type { StoredEvent } from '../eventStore/types.ts';
import { reminderCauseOf, type NotificationKind } from './notifications.events.ts';
import { queueMessages, type Cause, type NotifyDeps } from './queue.ts';

/** The events a student is told about, and the kind of message each gives. */
export const CAUSES: Readonly<Record<string, NotificationKind>> = {
  BedBooked: 'booking_made',
  PaymentApproved: 'payment_approved',
  PaymentConfirmed: 'payment_approved',
  PaymentRejected: 'payment_rejected',
  PaymentRevoked: 'payment_revoked',
  BookingExpired: 'hold_expired',
  CancellationApproved: 'cancellation_decided',
  CancellationRefused: 'cancellation_decided',
  WaitlistOfferMade: 'waitlist_offer',
  WaitlistOfferWithdrawn: 'waitlist_offer_withdrawn',
};
const CAUSE_TYPES = Object.keys(CAUSES);

/**
 * Events decided on in one transaction. Each reads its booking and student and appends per
 * channel: a short batch commits its messages (and lets the xmin horizon move) within a moment
 * even while a rush keeps the process busy.
 */
const NOTIFY_BATCH = 25;

/** The notifier's row among the async projections' checkpoints. */
export const NOTIFIER_CHECKPOINT = 'notifier';

/**
 * The first time a notifier runs on a database, it starts after the last event it can see: the
 * bookings and payments of the past, decided before notifications existed, are not sent. The
 * horizon alone would not do: an old transaction still open elsewhere holds it back, and the
 * past committed since would be sent. Later starts go on from where the last one stopped.
 */
export async function ensureNotifierCheckpoint(sql: Sql) {
  await sql`INSERT INTO projection_checkpoints (name, version, transaction_id, global_position)
            SELECT ${NOTIFIER_CHECKPOINT}, 1, coalesce(last.transaction_id, h.xmin), coalesce(last.global_position, 0)
              FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin) h
              LEFT JOIN LATERAL (
                SELECT transaction_id, global_position FROM events
                 WHERE transaction_id >= h.xmin
                 ORDER BY transaction_id DESC, global_position DESC LIMIT 1) last ON true
            ON CONFLICT (name) DO NOTHING`;
}

/** The causes about a waitlist offer, which has no booking yet. */
const OFFER_CAUSES: readonly string[] = ['WaitlistOfferMade', 'WaitlistOfferWithdrawn'];
const causeOf = (event: StoredEvent): Cause => (OFFER_CAUSES.includes(event.type) ? offerCauseOf(event) : bookingCauseOf(event));

/** A waitlist offer has no booking yet: its facts come with it, and its id stands in for the booking's. */
const offerCauseOf = (event: StoredEvent): Cause => ({
  cause_id: event.eventId,
  kind: CAUSES[event.type],
  booking_id: event.data.offer_id,
  amount: event.data.price_per_bed ?? null,
  hold_until: event.data.expires_at ?? null,
  offer: { user_id: event.data.user_id, room_number: event.data.room_number },
});

const bookingCauseOf = (event: StoredEvent): Cause => ({
  cause_id: event.eventId,
  kind: CAUSES[event.type],
  booking_id: event.data.booking_id,
  amount: event.type === 'BedBooked' ? event.data.amount_paid : event.data.amount,
  hold_until: event.data.hold_until ?? null,
  reason: event.data.reason ?? null,
});

/**
 * One batch of the log, as an async projection takes one (projections/asyncRunner.ts): the
 * checkpoint row is locked, so two servers never decide on the same batch, the events read below
 * the xmin horizon, and the messages queued and the checkpoint moved in one transaction. A
 * message queued before (by a batch whose commit was lost, say) conflicts and is skipped.
 * Answers how many events it read.
 */
export async function notifyBatch(deps: NotifyDeps, batchSize = NOTIFY_BATCH): Promise<number> {
  return deps.sql.begin(async (tx) => {
    const [row] = await tx<{ transaction_id: string; global_position: number }[]>`
      SELECT transaction_id::text AS transaction_id, global_position FROM projection_checkpoints
       WHERE name = ${NOTIFIER_CHECKPOINT} FOR UPDATE`;
    if (!row) throw new Error('no checkpoint for the notifier');
    const after: Checkpoint = { transactionId: row.transaction_id, globalPosition: row.global_position };
    const { events, checkpoint } = await readAll(tx, { after, limit: batchSize, types: CAUSE_TYPES });
    for (const event of events) await queueMessages(tx, deps, causeOf(event));
    if (checkpoint.transactionId !== after.transactionId || checkpoint.globalPosition !== after.globalPosition) {
      await tx`UPDATE projection_checkpoints
                  SET transaction_id = ${checkpoint.transactionId}::xid8, global_position = ${checkpoint.globalPosition}, updated_at = now()
                WHERE name = ${NOTIFIER_CHECKPOINT}`;
    }
    return events.length;
  }) as Promise<number>;
}

/** Decides on everything below the horizon now. */
export async function notifyAll(deps: NotifyDeps, batchSize = NOTIFY_BATCH): Promise<void> {
  await ensureNotifierCheckpoint(deps.sql);
  while ((await notifyBatch(deps, batchSize)) === batchSize);
}

/** How far ahead of a hold's deadline its student is reminded. */
export const REMINDER_AHEAD_MS = 24 * 60 * 60_000;

/**
 * Queues a reminder for each pending hold that ends within a day and has none for its deadline
 * yet. Every server scans; a reminder is one stream per booking, deadline and channel, so two
 * scans queue it once, and an extension (a new deadline) gives a new reminder.
 */
export async function remindHolds(deps: NotifyDeps, limit = 200): Promise<number> {
  const { providers } = deps.notifications;
  if (!providers.sms && !providers.email) return 0;
  let queued = 0;
  const holds = await deps.read.notifications.holdsToRemind(deps.sql, deps.clock(), REMINDER_AHEAD_MS, limit);
  for (const hold of holds) {
    const hold_until = new Date(hold.hold_until).toISOString();
    const cause_id = reminderCauseOf(hold.booking_id, hold_until);
    queued += await deps.sql.begin((tx) =>
      queueMessages(tx, deps, { cause_id, kind: 'hold_reminder', booking_id: hold.booking_id, hold_until }),
    );
  }
  return queued;
}
