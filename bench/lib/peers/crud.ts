import type { Sql } from '../../../api/db/connect.ts';
import type { HostelPlan } from '../hostelPlan.ts';
import type { RushApi } from '../rushScenario.ts';
import { FORM_COLUMNS, NEW_BOOKING, ROOM_COLUMNS, createPeerTables, formValues, isRefusal, lookPeer } from './peerTables.ts';

export const CRUD_SCHEMA = 'crud_peer';

const takeBed = `UPDATE ${CRUD_SCHEMA}.rooms SET beds_left = beds_left - 1 WHERE id = $1 AND beds_left > 0
  RETURNING semester_id, id, room_type_id, room_type, room_number, price_per_bed`;
const columns = [...FORM_COLUMNS, ...ROOM_COLUMNS];
const insertBooking = `INSERT INTO ${CRUD_SCHEMA}.bookings (${columns.join(', ')}, ${NEW_BOOKING.columns})
  VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}, ${NEW_BOOKING.values})`;

export const createCrudPeer = (sql: Sql) => createPeerTables(sql, CRUD_SCHEMA);

/**
 * The booking path written the plain CRUD way: one transaction takes a bed if one is left and
 * inserts the booking; the CHECK and the unique index refuse what the UPDATE let through.
 */
export function crudPeerApi(sql: Sql, plan: HostelPlan): RushApi {
  return {
    look: (student) => lookPeer(sql, CRUD_SCHEMA, plan, student),
    async book(student, room) {
      const form = formValues(plan, room, student);
      try {
        const booked = await sql.begin(async (tx) => {
          const [taken] = await tx.unsafe(takeBed, [room.room_id], { prepare: true });
          if (!taken) return false;
          await tx.unsafe(insertBooking, [...form.values, ...Object.values(taken)] as never[], { prepare: true });
          return true;
        });
        return booked ? { status: 201, bookingId: form.id } : { status: 409 };
      } catch (error) {
        return { status: isRefusal(error) ? 409 : 500 };
      }
    },
  };
}
