import type { Tx } from '../../api/db/connect.ts';
import { foldWhenPlain, later, plainRead, type FoldLog } from './plainLog.ts';

const CREATED = plainRead(['RoomCreated'], { room_id: 'string', semester_id: 'text', gender: 'text', room_type: 'text', room_capacity: 'number' });
const DELETED = plainRead(['RoomDeleted'], { room_id: 'text' });
const SEMESTER_DELETED = plainRead(['SemesterDeleted'], { semester_id: 'text' });
const BOOKED = plainRead(['BedBooked'], { booking_id: 'string', semester_id: 'text', room_id: 'text', amount_paid: 'number', at: 'instant' });
const DECIDED = plainRead(['PaymentApproved', 'PaymentRejected'], { booking_id: 'text', at: 'instant' });
const USER_DELETED = plainRead(['UserDeleted'], { released_bookings: 'keys' });

/**
 * Rows are inserted ON CONFLICT DO NOTHING and deleted by room or by semester, so which making
 * of a room a row comes from can depend on the whole history before it. In every log the API
 * writes a room is made again only after its row was deleted: each making's row then lives
 * until the first deletion after it (the room's, or its semester's), and only the last making can
 * still be there. A room made again while its row lived is declined, and left to `apply`.
 */
const insertRooms = (log: FoldLog) => `
  WITH made AS MATERIALIZED (
         SELECT *, lead(tx) OVER room AS next_tx, lead(pos) OVER room AS next_pos
           FROM ${CREATED.from(log)} AS c
         WINDOW room AS (PARTITION BY room_id ORDER BY tx, pos)),
       deletions AS MATERIALIZED (
         SELECT room_id, NULL AS semester_id, tx, pos FROM ${DELETED.from(log)} AS d
         UNION ALL
         SELECT NULL, semester_id, tx, pos FROM ${SEMESTER_DELETED.from(log)} AS s),
       lived AS (
         SELECT m.*, EXISTS (
                  SELECT 1 FROM deletions AS d
                   WHERE (d.room_id = m.room_id OR d.semester_id = m.semester_id) AND ${later('d', 'm')}
                     AND (m.next_tx IS NULL OR (d.tx, d.pos) < (m.next_tx, m.next_pos))) AS deleted
           FROM made AS m)
  INSERT INTO stats_rooms (room_id, semester_id, gender, room_type, capacity)
  SELECT room_id, semester_id, gender, room_type, room_capacity::integer FROM lived
   WHERE next_tx IS NULL AND NOT deleted
     AND (SELECT count(fold_declines(event_id)) FROM lived WHERE next_tx IS NOT NULL AND NOT deleted) = 0`;

/**
 * A booking is made once in every log the API writes (another making is declined): its row lives
 * until its semester is deleted, and takes the last payment decision or release after it (a
 * release leaves it unpaid and released) and the time of the first decision.
 */
const insertBookings = (log: FoldLog) => `
  WITH booked AS MATERIALIZED (
         SELECT *, count(*) OVER (PARTITION BY booking_id) AS makings
           FROM ${BOOKED.from(log)} AS b),
       touches AS (
         SELECT booking_id, tx, pos, at, CASE event_type WHEN 'PaymentApproved' THEN 'paid' ELSE 'unpaid' END AS status, false AS released
           FROM ${DECIDED.from(log)} AS d
         UNION ALL
         SELECT k->>'booking_id', tx, pos, NULL, 'unpaid', true
           FROM ${USER_DELETED.from(log)} AS u, jsonb_array_elements(released_bookings) AS k),
       after_booking AS (
         SELECT t.*, b.tx AS booked_tx FROM touches AS t JOIN booked AS b ON b.booking_id = t.booking_id WHERE ${later('t', 'b')}),
       last_touch AS (
         SELECT DISTINCT ON (booking_id) booking_id, status, released FROM after_booking ORDER BY booking_id, tx DESC, pos DESC),
       first_decision AS (
         SELECT DISTINCT ON (booking_id) booking_id, at FROM after_booking WHERE at IS NOT NULL ORDER BY booking_id, tx, pos),
       semester_deleted AS MATERIALIZED (
         SELECT semester_id, tx, pos FROM ${SEMESTER_DELETED.from(log)} AS s)
  INSERT INTO stats_bookings (booking_id, semester_id, room_id, status, amount, booked_at, released, decided_at)
  SELECT b.booking_id, b.semester_id, b.room_id, coalesce(t.status, 'pending'), b.amount_paid::numeric, b.at::timestamptz,
         coalesce(t.released, false), f.at::timestamptz
    FROM booked AS b
    LEFT JOIN last_touch AS t ON t.booking_id = b.booking_id
    LEFT JOIN first_decision AS f ON f.booking_id = b.booking_id
   WHERE NOT EXISTS (SELECT 1 FROM semester_deleted AS s WHERE s.semester_id = b.semester_id AND ${later('s', 'b')})
     AND (SELECT count(fold_declines(event_id)) FROM booked WHERE makings > 1) = 0`;

async function foldStats(tx: Tx, log: FoldLog) {
  await tx.unsafe(insertRooms(log));
  await tx.unsafe(insertBookings(log));
}

export const foldSemesterStatsInDatabase = foldWhenPlain([CREATED, DELETED, SEMESTER_DELETED, BOOKED, DECIDED, USER_DELETED], foldStats);
