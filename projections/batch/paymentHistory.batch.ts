import type { Db } from '../../api/db/connect.ts';
import type { StoredEvent } from '../../api/eventStore/types.ts';
import { keyOf } from './params.ts';
import { insertRows, rowOf, selectList, type Row, type TableSpec } from './tables.ts';

const PEOPLE: TableSpec = { name: 'payment_history_people', columns: [['user_id', 'text'], ['name', 'text']] };
const BOOKINGS: TableSpec = {
  name: 'payment_history_bookings',
  columns: [['booking_id', 'text'], ['student_id', 'text'], ['full_name', 'text'], ['room_number', 'text']],
};
const HISTORY: TableSpec = {
  name: 'payment_history',
  columns: [
    ['event_id', 'text'], ['position', 'bigint'], ['booking_id', 'text'], ['semester_id', 'text'], ['student_id', 'text'],
    ['student_name', 'text'], ['room_id', 'text'], ['room_number', 'text'], ['amount', 'numeric'], ['decision', 'text'],
    ['from_status', 'text'], ['to_status', 'text'], ['actor_id', 'text'], ['actor_name', 'text'], ['at', 'timestamptz'],
  ],
};
// After its columns, a decision's row carries the names the run itself had given its booking
// and its actor by then: the fallback when the table had none before the run.
const n = HISTORY.columns.length;
const INSERT_HISTORY = `INSERT INTO payment_history (${HISTORY.columns.map(([c]) => c).join(', ')})
  SELECT ${selectList(HISTORY, {
    student_name: `COALESCE(b.full_name, r->>${n}, 'Unknown')`,
    room_number: `COALESCE(b.room_number, r->>${n + 1}, '')`,
    actor_name: `COALESCE(p.name, r->>${n + 2}, 'Unknown')`,
  })}
    FROM jsonb_array_elements($1::jsonb) AS r
    LEFT JOIN payment_history_bookings b ON b.booking_id = r->>2
    LEFT JOIN payment_history_people p ON p.user_id = r->>12
  ON CONFLICT (event_id) DO NOTHING`;

/**
 * Only staff take payment decisions (the API refuses anyone else), so only staff are kept to name
 * a decision's actor: a student's registration, most of them, adds nothing. Roles never change
 * after registration. A student's name comes from the booking.
 */
export const isStaff = (registered: { role?: unknown }) => registered.role !== 'user';

/** The row a `WHERE key = ${value}` would find among those the run inserted so far. */
function lookUp(rows: Map<string, Row>, value: unknown): Row | undefined {
  const key = keyOf(value);
  return key === null ? undefined : rows.get(key);
}

/**
 * Every insert of this projection is ON CONFLICT DO NOTHING and nothing is ever updated, so a
 * name a decision looks up is the one the table had before the run if any, else the first the run
 * gave before that decision. The decisions go in first, joined to the tables as they were before
 * the run, then the run's people and bookings.
 */
export async function writePaymentHistoryRun(db: Db, run: StoredEvent[]): Promise<void> {
  const people = new Map<string, Row>();
  const bookings = new Map<string, Row>();
  const nullKeyed: { people: Row[]; bookings: Row[] } = { people: [], bookings: [] };
  const decisions: Row[] = [];
  const decided = new Set<string>();
  for (const event of run) {
    const d = event.data;
    if (event.type === 'UserRegistered') {
      if (!isStaff(d)) continue;
      const row = rowOf(PEOPLE, { user_id: d.user_id, name: `${d.fname} ${d.lname}` });
      if (row[0] === null) nullKeyed.people.push(row);
      else if (!people.has(row[0])) people.set(row[0], row);
    } else if (event.type === 'BedBooked') {
      const row = rowOf(BOOKINGS, { booking_id: d.booking_id, student_id: d.user_id, full_name: d.full_name, room_number: d.room_number });
      if (row[0] === null) nullKeyed.bookings.push(row);
      else if (!bookings.has(row[0])) bookings.set(row[0], row);
    } else if (event.type === 'PaymentApproved' || event.type === 'PaymentRejected') {
      const actorId = event.metadata?.actorId ?? null;
      const approved = event.type === 'PaymentApproved';
      const row = rowOf(HISTORY, {
        event_id: event.eventId, position: event.globalPosition, booking_id: d.booking_id, semester_id: d.semester_id,
        student_id: d.user_id, room_id: d.room_id, amount: Number(d.amount), decision: approved ? 'approved' : 'rejected',
        from_status: d.previous_status, to_status: approved ? 'paid' : 'unpaid', actor_id: actorId, at: d.at,
      });
      const booking = lookUp(bookings, d.booking_id);
      const actor = lookUp(people, actorId);
      row.push(booking?.[2] ?? null, booking?.[3] ?? null, actor?.[1] ?? null);
      if (row[0] !== null && decided.has(row[0])) continue;
      if (row[0] !== null) decided.add(row[0]);
      decisions.push(row);
    }
  }
  await Promise.all([
    decisions.length ? db.unsafe(INSERT_HISTORY, [decisions] as never[]) : null,
    people.size || nullKeyed.people.length
      ? insertRows(db, PEOPLE, [...nullKeyed.people, ...people.values()], { onConflict: 'user_id' })
      : null,
    bookings.size || nullKeyed.bookings.length
      ? insertRows(db, BOOKINGS, [...nullKeyed.bookings, ...bookings.values()], { onConflict: 'booking_id' })
      : null,
  ]);
}

export const PAYMENT_HISTORY_BATCH_TABLES = [PEOPLE, BOOKINGS, HISTORY];
