import type { Db } from '../db/connect.ts';
import type { Room, RoomListCounters } from '../../shared/records.ts';
import { ROOM_COUNT_COLUMNS } from './roomCounts.ts';

export type { Room, RoomListCounters };

export const ROOM_COLUMNS: readonly (keyof Room)[] = ['id', 'semester_id', 'room_type_id', 'room_type', 'floor', 'room_status', 'gender',
  'room_capacity', 'room_number', 'price_per_bed', 'availability_duration', 'description', 'beds_left', 'created_at'];
const columns = (db: Db, alias = 'rooms', omit: keyof Room | null = null) =>
  db.unsafe(ROOM_COLUMNS.filter((c) => c !== omit).map((c) => `${alias}.${c}`).join(', '));
export const ROOM_SORTABLE = ['room_number', 'floor', 'room_status', 'gender', 'room_capacity', 'price_per_bed', 'beds_left', 'room_type', 'created_at'] as const;

// Room numbers are text, but "2" comes before "10": leading digits order numerically first.
// migrations/004_room_number_order.sql indexes exactly this expression.
export const ROOM_NUMBER_ORDER = `substring(room_number from '^[0-9]{1,18}')::bigint NULLS LAST, lower(room_number), id`;

export async function findRoom(db: Db, id: string): Promise<Room | null> {
  const [row] = await db<Room[]>`SELECT ${columns(db)} FROM rooms WHERE id = ${id}`;
  return row ?? null;
}

export type RoomFilters = { semester_id?: string; room_type?: string; room_status?: string; gender?: string; ids?: string[] };

export type RoomCounters = RoomListCounters & {
  booked_rooms_male: number;
  booked_rooms_female: number;
  total_beds: number;
  beds_left: number;
};

export const COUNTER_SUMS = ROOM_COUNT_COLUMNS.map((c) => `coalesce(sum(${c}), 0)::integer AS ${c}`).join(', ');

/** Counted over one semester, or every semester when `semesterId` is undefined. */
export async function roomCounters(db: Db, semesterId: string | undefined): Promise<RoomCounters> {
  const inSemester = semesterId ? db`WHERE semester_id = ${semesterId}` : db``;
  const [row] = await db<RoomCounters[]>`
    SELECT counters.*, beds.*
      FROM (SELECT ${db.unsafe(COUNTER_SUMS)} FROM room_counts ${inSemester}) counters,
           (SELECT count(*) FILTER (WHERE gender = 'male' AND beds_left < room_capacity) AS booked_rooms_male,
                   count(*) FILTER (WHERE gender = 'female' AND beds_left < room_capacity) AS booked_rooms_female,
                   coalesce(sum(room_capacity), 0)::bigint AS total_beds,
                   coalesce(sum(beds_left), 0)::bigint AS beds_left
              FROM rooms ${inSemester}) beds`;
  return row;
}

export async function activeBookingsOfRoom(db: Db, roomId: string): Promise<number> {
  const [{ n }] = await db<{ n: number }[]>`
    SELECT count(*) AS n FROM bookings WHERE room_id = ${roomId} AND payment_status IN ('pending', 'paid')`;
  return n;
}

export type BookedRoom = Room & { booking_id: string; payment_status: string };

/** The user's pending or paid booking in the semester, with its room; `occupied` once paid. */
export async function bookedRoomOfUser(db: Db, userId: string, semesterId: string): Promise<BookedRoom | null> {
  const [row] = await db<BookedRoom[]>`
    SELECT ${columns(db, 'r', 'room_status')}, b.id AS booking_id, b.payment_status,
           CASE WHEN b.payment_status = 'paid' THEN 'occupied' ELSE r.room_status END AS room_status
      FROM bookings b JOIN rooms r ON r.id = b.room_id
     WHERE b.user_id = ${userId} AND b.semester_id = ${semesterId} AND b.payment_status IN ('pending', 'paid')
     ORDER BY b.created_at DESC
     LIMIT 1`;
  return row ?? null;
}

export async function listRoomTypes(db: Db): Promise<{ id: string; name: string }[]> {
  return db`SELECT id, name FROM room_types ORDER BY length(id), id`;
}

export async function findRoomType(db: Db, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db<{ id: string; name: string }[]>`SELECT id, name FROM room_types WHERE id = ${id}`;
  return row ?? null;
}
