import type { Db, Tx } from '../../api/db/connect.ts';
import type { GuestCheckedIn, GuestCheckedOut } from '../../api/bookings/bookings.events.ts';

/** A check-in or check-out, one event: its columns only (the booking's status and times stay as they are). */
export async function applyArrival(db: Db, event: GuestCheckedIn | GuestCheckedOut) {
  const d = event.data;
  if (event.type === 'GuestCheckedIn')
    await db`UPDATE bookings SET checked_in_at = ${d.at}, key_number = ${event.data.key_number}, check_in_note = ${event.data.note}
              WHERE id = ${d.booking_id}`;
  else
    await db`UPDATE bookings SET checked_out_at = ${d.at}, key_returned = ${event.data.key_returned},
                    check_out_note = ${event.data.condition_note}
              WHERE id = ${d.booking_id}`;
}

/**
 * The same for a whole log, after the bookings are written: each booking's last check-in and last
 * check-out (the decider allows one of each), in log order.
 */
export async function foldArrivals(tx: Tx, log: string) {
  const last = (type: string) => `
    SELECT DISTINCT ON (data->>'booking_id') data->>'booking_id' AS id, data
      FROM ${log} e WHERE event_type = '${type}'
     ORDER BY data->>'booking_id', transaction_id DESC, global_position DESC`;
  await tx.unsafe(`
    UPDATE bookings b SET checked_in_at = (i.data->>'at')::timestamptz, key_number = i.data->>'key_number', check_in_note = i.data->>'note'
      FROM (${last('GuestCheckedIn')}) i WHERE b.id = i.id`);
  await tx.unsafe(`
    UPDATE bookings b SET checked_out_at = (o.data->>'at')::timestamptz, key_returned = (o.data->>'key_returned')::boolean,
                          check_out_note = o.data->>'condition_note'
      FROM (${last('GuestCheckedOut')}) o WHERE b.id = o.id`);
}
