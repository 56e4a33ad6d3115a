import type { Db } from '../db/connect.ts';

/**
 * The rooms list's counters, kept per semester in room_counts by the rooms projection rather
 * than counted over the semester's rooms on every read of the most read page there is. A room's
 * part in them changes only when it is made, deleted, or fills up or frees its last bed, so a
 * booking that leaves beds in its room does not touch the semester's row at all.
 */
export type CountedRoom = { semester_id: string; gender: string; room_status: string; beds_left: number };

export const ROOM_COUNT_COLUMNS = ['total_rooms', 'occupied_rooms', 'available_rooms_male', 'available_rooms_female'] as const;

/** What one room adds to each of ROOM_COUNT_COLUMNS; `recountRooms` says the same in SQL. */
function countsOf(room: CountedRoom): number[] {
  const open = room.beds_left > 0 && room.room_status === 'available';
  return [1, room.beds_left === 0 || room.room_status === 'occupied' ? 1 : 0, open && room.gender === 'male' ? 1 : 0, open && room.gender === 'female' ? 1 : 0];
}

/** A room's state before and after a change; null where it did not exist. */
export type RoomChange = { before: CountedRoom | null; after: CountedRoom | null };

/**
 * Moves each semester's counters by what its rooms count after their changes less what they
 * counted before. Deltas, not recounts, so that concurrent bookings filling different rooms both
 * count (an upsert adds to the row as committed, a recount would see its own snapshot only);
 * semesters go in id order so that two commands moving the same two never wait on each other.
 */
export async function countRoomChanges(db: Db, changes: readonly RoomChange[]): Promise<void> {
  const deltas = new Map<string, number[]>();
  for (const { before, after } of changes) {
    const semester = (after ?? before)?.semester_id;
    if (semester === undefined) continue;
    const delta = deltas.get(semester) ?? [0, 0, 0, 0];
    if (after) countsOf(after).forEach((n, i) => (delta[i] += n));
    if (before) countsOf(before).forEach((n, i) => (delta[i] -= n));
    deltas.set(semester, delta);
  }
  const moved = [...deltas].filter(([, delta]) => delta.some((n) => n !== 0)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (moved.length === 0) return;
  const column = (i: number) => moved.map(([, delta]) => delta[i]);
  await db`
    INSERT INTO room_counts AS c (semester_id, total_rooms, occupied_rooms, available_rooms_male, available_rooms_female)
    SELECT * FROM unnest(${moved.map(([semester]) => semester)}::text[], ${column(0)}::int[], ${column(1)}::int[],
                         ${column(2)}::int[], ${column(3)}::int[])
    ON CONFLICT (semester_id) DO UPDATE
       SET total_rooms = c.total_rooms + excluded.total_rooms,
           occupied_rooms = c.occupied_rooms + excluded.occupied_rooms,
           available_rooms_male = c.available_rooms_male + excluded.available_rooms_male,
           available_rooms_female = c.available_rooms_female + excluded.available_rooms_female`;
  // A semester keeps a row exactly while it has rooms: the same rows a recount gives.
  const emptied = moved.filter(([, delta]) => delta[0] < 0).map(([semester]) => semester);
  if (emptied.length) await db`DELETE FROM room_counts WHERE semester_id = ANY(${emptied}::text[]) AND total_rooms = 0`;
}

/** Every semester's counters counted again from the rooms, as a rebuild's batches leave them. */
export async function recountRooms(db: Db): Promise<void> {
  await db`DELETE FROM room_counts`;
  await db`
    INSERT INTO room_counts (semester_id, total_rooms, occupied_rooms, available_rooms_male, available_rooms_female)
    SELECT semester_id,
           count(*),
           count(*) FILTER (WHERE beds_left = 0 OR room_status = 'occupied'),
           count(*) FILTER (WHERE gender = 'male' AND beds_left > 0 AND room_status = 'available'),
           count(*) FILTER (WHERE gender = 'female' AND beds_left > 0 AND room_status = 'available')
      FROM rooms
     GROUP BY semester_id`;
}
