import { foldWhenPlain, later, plainRead, statementsInOrder, type FoldLog } from './plainLog.ts';

const BOOKED = plainRead(['BedBooked'], { booking_id: 'string', user_id: 'text', full_name: 'text', room_number: 'text' });
const REGISTERED = plainRead(['UserRegistered'], { user_id: 'string', fname: 'string', lname: 'string', role: 'text' });
const DECIDED = plainRead(
  ['PaymentApproved', 'PaymentRejected'],
  { booking_id: 'text', semester_id: 'text', user_id: 'text', room_id: 'text', amount: 'number', previous_status: 'text', at: 'instant' },
  { actorId: 'text' },
);

/**
 * Every insert of this projection is ON CONFLICT DO NOTHING and nothing is updated, so each
 * booking and person keeps the first event that named them, and a decision sees that first
 * name when it came before the decision, none otherwise. A null key is inserted, and refused,
 * by `apply`: `string` keys leave such a log to it.
 */
const firstBookings = (log: FoldLog) => `(
  SELECT DISTINCT ON (booking_id) booking_id, tx, pos, user_id, full_name, room_number
    FROM ${BOOKED.from(log)} AS b
   ORDER BY booking_id, tx, pos)`;
// isStaff (batch/paymentHistory.batch.ts): only staff are kept to name a decision's actor.
const firstStaff = (log: FoldLog) => `(
  SELECT DISTINCT ON (user_id) user_id, tx, pos, fname || ' ' || lname AS name
    FROM ${REGISTERED.from(log)} AS r
   WHERE role IS DISTINCT FROM 'user'
   ORDER BY user_id, tx, pos)`;

/**
 * One statement, so that each kind of event is read from the log once: the first bookings and
 * staff are kept (MATERIALIZED) for both their own tables and the decisions' names. Event ids are
 * unique in the log, so each decision is one row, as ON CONFLICT (event_id) would leave it.
 */
const statements = (log: FoldLog) => [
  `WITH first_bookings AS MATERIALIZED ${firstBookings(log)},
        first_staff AS MATERIALIZED ${firstStaff(log)},
        people AS (INSERT INTO payment_history_people (user_id, name) SELECT user_id, name FROM first_staff),
        bookings AS (INSERT INTO payment_history_bookings (booking_id, student_id, full_name, room_number)
                     SELECT booking_id, user_id, full_name, room_number FROM first_bookings)
   INSERT INTO payment_history (event_id, position, booking_id, semester_id, student_id, student_name, room_id,
                                room_number, amount, decision, from_status, to_status, actor_id, actor_name, at)
   SELECT d.event_id, d.pos, d.booking_id, d.semester_id, d.user_id, COALESCE(b.full_name, 'Unknown'), d.room_id,
          COALESCE(b.room_number, ''), d.amount::numeric, CASE d.event_type WHEN 'PaymentApproved' THEN 'approved' ELSE 'rejected' END,
          d.previous_status, CASE d.event_type WHEN 'PaymentApproved' THEN 'paid' ELSE 'unpaid' END, d."actorId",
          COALESCE(p.name, 'Unknown'), d.at::timestamptz
     FROM ${DECIDED.from(log)} AS d
     LEFT JOIN first_bookings AS b ON b.booking_id = d.booking_id AND ${later('d', 'b')}
     LEFT JOIN first_staff AS p ON p.user_id = d."actorId" AND ${later('d', 'p')}`,
];

export const foldPaymentHistoryInDatabase = foldWhenPlain([REGISTERED, BOOKED, DECIDED], statementsInOrder(statements));
