import type { Db } from '../../api/db/connect.ts';
import { bookingRecordOf } from '../../api/bookings/bookingRecord.ts';
import type { StoredEvent } from '../../api/eventStore/types.ts';
import { keyOf, param } from './params.ts';
import { columnIndex, insertRows, rowOf, type Row, type TableSpec } from './tables.ts';

/** The bookings table's columns in their order, which is also the order the API writes them in. */
export const BOOKINGS_TABLE: TableSpec = {
  name: 'bookings',
  columns: [
    ['id', 'text'], ['user_id', 'text'], ['semester_id', 'text'], ['room_id', 'text'], ['room_type_id', 'text'],
    ['room_type', 'text'], ['room_number', 'text'], ['full_name', 'text'], ['index_number', 'text'], ['gender', 'text'],
    ['dob', 'date'], ['marital_status', 'text'], ['nationality', 'text'], ['program_of_study', 'text'],
    ['phone_number', 'text'], ['email_address', 'text'], ['house_address', 'text'], ['emergency_contact_name', 'text'],
    ['emergency_contact_relationship', 'text'], ['emergency_contact_phone_number', 'text'],
    ['emergency_contact_house_address', 'text'], ['check_in_date', 'date'], ['length_of_stay', 'integer'],
    ['medical_condition', 'text'], ['amount_paid', 'numeric'], ['payment_status', 'text'], ['booked_by', 'text'],
    ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
  ],
};
const STATUS = columnIndex(BOOKINGS_TABLE, 'payment_status');
const UPDATED_AT = columnIndex(BOOKINGS_TABLE, 'updated_at');

/** UserDeleted updates a list of bookings and is left to `apply`. */
export const foldsIntoBookings = (event: StoredEvent) => event.type !== 'UserDeleted';

/**
 * Bookings made in the run are inserted with their later payment decisions already folded in;
 * decisions on bookings from before the run become one UPDATE, the last decision of each
 * booking winning, as it would one statement after another. That UPDATE runs before the
 * INSERT: a decision that came before its booking's row existed changed nothing.
 */
export async function writeBookingsRun(db: Db, run: StoredEvent[]): Promise<void> {
  const rows: Row[] = [];
  const madeInRun = new Map<string, Row>();
  const earlier = new Map<string, Row>();
  for (const { type, data: d } of run) {
    if (type === 'BedBooked') {
      const row = rowOf(BOOKINGS_TABLE, bookingRecordOf(d) as Record<string, unknown>);
      rows.push(row);
      const key = row[0];
      if (key !== null && !madeInRun.has(key)) madeInRun.set(key, row);
    } else if (type === 'PaymentApproved' || type === 'PaymentRejected') {
      const status = type === 'PaymentApproved' ? 'paid' : 'unpaid';
      const at = param('timestamptz', d.at);
      const key = keyOf(d.booking_id);
      if (key === null) continue;
      const row = madeInRun.get(key);
      if (row) {
        row[STATUS] = status;
        row[UPDATED_AT] = at;
      } else {
        earlier.set(key, [key, status, at]);
      }
    }
  }
  await Promise.all([
    earlier.size
      ? db.unsafe(
          `UPDATE bookings AS b SET payment_status = r->>1, updated_at = (r->>2)::timestamptz
             FROM jsonb_array_elements($1::jsonb) AS r WHERE b.id = r->>0`,
          [[...earlier.values()]] as never[],
        )
      : null,
    rows.length ? insertRows(db, BOOKINGS_TABLE, rows) : null,
  ]);
}

export const BOOKINGS_BATCH_TABLES = [BOOKINGS_TABLE];
