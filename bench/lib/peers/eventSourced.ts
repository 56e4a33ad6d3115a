import type { Sql } from '../../../api/db/connect.ts';
import type { HostelPlan } from '../hostelPlan.ts';
import type { RushApi } from '../rushScenario.ts';
import { FORM_COLUMNS, NEW_BOOKING, ROOM_COLUMNS, createPeerTables, formValues, isRefusal, lookPeer } from './peerTables.ts';

export const EVENT_SOURCED_SCHEMA = 'event_sourced_peer';
const S = EVENT_SOURCED_SCHEMA;

export async function createEventSourcedPeer(sql: Sql) {
  await createPeerTables(sql, S);
  await sql.unsafe(`
    CREATE TABLE ${S}.events (
      global_position bigserial UNIQUE,
      stream_id text NOT NULL,
      stream_position bigint NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (stream_id, stream_position)
    )`);
}

// The room's bed, the booking row and its event in one statement: a refusal (no row from the
// UPDATE, or the unique index) leaves all three untouched. The event's data is the booking row.
const book = `WITH room AS (
    UPDATE ${S}.rooms SET beds_left = beds_left - 1 WHERE id = $1 AND beds_left > 0
    RETURNING semester_id, id, room_type_id, room_type, room_number, price_per_bed
  ), booking AS (
    INSERT INTO ${S}.bookings (${[...FORM_COLUMNS, ...ROOM_COLUMNS].join(', ')}, ${NEW_BOOKING.columns})
    SELECT ${FORM_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}, room.*, ${NEW_BOOKING.values} FROM room
    RETURNING *
  ), event AS (
    INSERT INTO ${S}.events (stream_id, stream_position, type, data)
    SELECT 'booking-' || id, 1, 'BedBooked', to_jsonb(booking) FROM booking
  )
  SELECT id FROM booking`;

/**
 * The booking path written as a minimal event-sourced store would: the BedBooked event appended
 * to the booking's new stream and both read tables updated, in one autocommitted statement.
 */
export function eventSourcedPeerApi(sql: Sql, plan: HostelPlan): RushApi {
  return {
    look: (student) => lookPeer(sql, S, plan, student),
    async book(student, room) {
      const form = formValues(plan, room, student);
      try {
        const [booked] = await sql.unsafe(book, [room.room_id, ...form.values] as never[], { prepare: true });
        return booked ? { status: 201, bookingId: form.id } : { status: 409 };
      } catch (error) {
        return { status: isRefusal(error) ? 409 : 500 };
      }
    },
  };
}
