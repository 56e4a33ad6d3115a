import { bookingRecordOf } from '../../api/bookings/bookingRecord.ts';
import { BOOKINGS_TABLE } from '../batch/bookings.batch.ts';
import { foldWhenPlain, later, plainRead, statementsInOrder, type FoldLog, type Plain } from './plainLog.ts';

/**
 * The field of BedBooked's data each bookings column is made from, read off bookingRecordOf
 * itself: given data whose every field holds its own name, it returns the names.
 */
const FIELD_OF = bookingRecordOf(new Proxy({}, { get: (_data, name) => name }) as never) as unknown as Record<string, string>;
const PLAIN_FOR: Record<string, Plain> = { text: 'text', date: 'text', integer: 'number', numeric: 'number', timestamptz: 'instant' };
const BOOKED_FIELDS = Object.fromEntries(BOOKINGS_TABLE.columns.map(([column, type]) => [FIELD_OF[column], PLAIN_FOR[type]]));

const TOUCHED_AFTER = later('t', 'b');
const BOOKED = plainRead(['BedBooked'], BOOKED_FIELDS);
const DECIDED = plainRead(['PaymentApproved', 'PaymentRejected'], { booking_id: 'text', at: 'instant' });
const DELETED = plainRead(['UserDeleted'], { released_bookings: 'keys', at: 'instant' });

/**
 * Every booking in one INSERT … SELECT, with its payment status and update time from the last
 * event that touched it (a decision, or its student's deletion, which leaves it unpaid). A touch
 * before the booking's row existed changed nothing; if the last touch came before the booking,
 * every touch did.
 */
const insertBookings = (log: FoldLog) => `
  WITH touches AS (
    SELECT booking_id AS id, tx, pos, at, CASE event_type WHEN 'PaymentApproved' THEN 'paid' ELSE 'unpaid' END AS status
      FROM ${DECIDED.from(log)} AS decided
    UNION ALL
    SELECT k->>'booking_id', tx, pos, at, 'unpaid'
      FROM ${DELETED.from(log)} AS deleted,
           jsonb_array_elements(released_bookings) AS k),
  last_touch AS (
    SELECT DISTINCT ON (id) id, tx, pos, at, status FROM touches WHERE id IS NOT NULL ORDER BY id, tx DESC, pos DESC)
  INSERT INTO bookings (${BOOKINGS_TABLE.columns.map(([column]) => column).join(', ')})
  SELECT ${BOOKINGS_TABLE.columns
    .map(([column, type]) => {
      const value = `b."${FIELD_OF[column]}"`;
      if (column === 'payment_status') return `CASE WHEN ${TOUCHED_AFTER} THEN t.status ELSE ${value} END`;
      if (column === 'updated_at') return `(CASE WHEN ${TOUCHED_AFTER} THEN t.at ELSE ${value} END)::timestamptz`;
      return `(${value})::${type}`;
    })
    .join(', ')}
    FROM ${BOOKED.from(log)} AS b LEFT JOIN last_touch AS t ON t.id = b.booking_id`;

export const foldBookingsInDatabase = foldWhenPlain([BOOKED, DECIDED, DELETED], statementsInOrder((log) => [insertBookings(log)]));
