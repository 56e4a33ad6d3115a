import type { Db } from '../../api/db/connect.ts';
import { FLOORS } from '../../shared/constants.ts';
import type { BedMapFloor, BedMapOccupant } from '../../shared/records.ts';
import { pageLimit, type PageQuery } from '../pages.ts';
import { ROOM_NUMBER_ORDER } from './rooms.queries.ts';

type Row = {
  id: string;
  floor: string;
  room_number: string;
  room_type: string;
  gender: string;
  room_capacity: number;
  beds_left: number;
  out_of_service_reason: string | null;
  occupants: BedMapOccupant[] | null;
};

// Floor by floor from the ground up, then the room lists' order (rooms.sql indexes it).
const FLOOR_ORDER = `array_position(ARRAY[${FLOORS.map((floor) => `'${floor}'`).join(', ')}]::text[], r.floor)`;

/**
 * One page of a semester's beds floor by floor, and how many rooms it has: each room's beds taken,
 * free, and out of service (a room out of service has no free bed to offer). `withNames`: who holds
 * each taken bed, with the index number and phone the porter list prints, for staff only. Rooms come floor by floor: a floor may begin on one page and go on on the next.
 */
export async function bedMap(
  db: Db,
  semesterId: string,
  { withNames, page }: { withNames: boolean; page: PageQuery },
): Promise<{ floors: BedMapFloor[]; total: number }> {
  const occupants = withNames
    ? db`(SELECT json_agg(json_build_object('name', b.full_name, 'payment_status', b.payment_status,
                                            'index_number', b.index_number, 'phone_number', b.phone_number) ORDER BY b.created_at)
           FROM bookings b WHERE b.room_id = r.id AND b.payment_status IN ('pending', 'paid'))`
    : db`NULL::json`;
  const [rows, [{ total }]] = await Promise.all([
    db<Row[]>`
      SELECT r.id, r.floor, r.room_number, r.room_type, r.gender, r.room_capacity, r.beds_left, r.out_of_service_reason,
             ${occupants} AS occupants
        FROM rooms r WHERE r.semester_id = ${semesterId}
       ORDER BY ${db.unsafe(FLOOR_ORDER)}, ${db.unsafe(ROOM_NUMBER_ORDER)} ${pageLimit(db, page)}`,
    db<{ total: number }[]>`SELECT count(*)::int AS total FROM rooms WHERE semester_id = ${semesterId}`,
  ]);
  const floors = new Map<string, BedMapFloor>();
  for (const r of rows) {
    const floor = floors.get(r.floor) ?? { floor: r.floor, rooms: [] };
    const outOfService = r.out_of_service_reason !== null;
    floor.rooms.push({
      id: r.id,
      room_number: r.room_number,
      room_type: r.room_type,
      gender: r.gender,
      beds_taken: r.room_capacity - r.beds_left,
      beds_free: outOfService ? 0 : r.beds_left,
      beds_out_of_service: outOfService ? r.beds_left : 0,
      out_of_service_reason: r.out_of_service_reason,
      ...(withNames ? { occupants: r.occupants ?? [] } : {}),
    });
    floors.set(r.floor, floor);
  }
  return { floors: [...floors.values()], total };
}
