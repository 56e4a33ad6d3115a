import { notFound } from '../commands/errors.ts';
import type { AppDeps } from '../http/context.ts';
import { eventsAbout, withoutOthersNames } from './eventsAbout.ts';

// The read models' list queries, asked for every row at once.
const EVERY_ROW = { offset: 0, perPage: 2_147_483_647 };

export const HELD_ABOUT_NOTE =
  'Everything the hostel holds about you: your account, bookings, payment decisions, messages and ' +
  'places on the waitlist as the hostel reads them now, and every event recorded about you or by you, ' +
  'in the order they were recorded. Your password is kept only as a one-way hash, from which it ' +
  'cannot be read back, so it is not included. Where an event you took part in holds another ' +
  "person's personal details, those are left out and named under `withheld`. Once an account is " +
  'deleted, its personal details can no longer be read, and show as deleted.';

/**
 * What the hostel holds about a person, read in one snapshot so that the read models and the log
 * agree with each other. Answers 404 for an id that never had an account.
 */
export async function heldAbout({ sql, read, clock }: Pick<AppDeps, 'sql' | 'read' | 'clock'>, personId: string) {
  const producedAt = clock();
  return sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => {
    const account = await read.users.accountHeld(tx, personId);
    if (!account) throw notFound('User');
    const bookings = await read.bookings.bookingsOfUser(tx, personId);
    const [payments, messages, places, offers, events] = await Promise.all([
      read.paymentHistory.paymentHistoryOfBookings(
        tx,
        bookings.map((b) => b.id),
      ),
      read.notifications.notificationsOfUser(tx, personId, EVERY_ROW),
      read.waitlist.entryPage(tx, { user_id: personId }, EVERY_ROW),
      read.waitlist.offerPage(tx, { user_id: personId }, EVERY_ROW),
      eventsAbout(tx, personId),
    ]);
    return {
      produced_at: producedAt,
      person_id: personId,
      about: HELD_ABOUT_NOTE,
      account,
      bookings,
      payment_history: payments,
      notifications: messages.rows,
      waitlist: { places: places.rows, offers: offers.rows.map(withoutOthersNames) },
      events,
    };
  });
}

/** The download's file name: the person's id (as a file name may hold it) and the day it was produced. */
export function heldAboutFileName(personId: string, producedAt: Date) {
  return `hostel-data-${personId.replace(/[^\w.-]/g, '_')}-${producedAt.toISOString().slice(0, 10)}.json`;
}
