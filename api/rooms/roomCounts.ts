import type { Db } from '../db/connect.ts';

/**
 * The rooms list's counters, kept in room_counts by the rooms projection rather than counted
 * over the semester's rooms on every read of the most read page there is. A room's part in them
 * changes only when it is made, deleted, or fills up or frees its last bed, so a booking that
 * leaves beds in its room does not touch them at all.
 *
 * A semester's counts are split over shards by the room (ROOM_SHARD): with one row a semester,
 * every booking that filled a room queued behind the one before it until that one committed,
 * and the rush's p99 went from about 300 to 500 ms. Readers add the shards up.
 */
export type CountedRoom = { semester_id: string; shard: number; gender: string; room_status: string; beds_left: number };

/** What a statement on rooms returns (RETURNING) for countRoomChanges. */
export const COUNTED_ROOM = `semester_id, ascii(right(id, 1)) % 16 AS shard, gender, room_status, beds_left`;

export const ROOM_COUNT_COLUMNS = ['total_rooms', 'occupied_rooms', 'available_rooms_male', 'available_rooms_female'] as const;

/** What one room adds to each of ROOM_COUNT_COLUMNS; `recountRooms` says the same in SQL. */
function countsOf(room: CountedRoom): number[] {
  const open = room.beds_left > 0 && room.room_status === 'available';
  return [1, room.beds_left === 0 || room.room_status === 'occupied' ? 1 : 0, open && room.gender === 'male' ? 1 : 0, open && room.gender === 'female' ? 1 : 0];
}

/** A room's state before and after a change; null where it did not exist. */
export type RoomChange = { before: CountedRoom | null; after: CountedRoom | null };

/**
 * Moves each shard's counters by what its rooms count after their changes less what they counted
 * before. Deltas, not recounts, so that concurrent bookings filling rooms of one shard both count
 * (an upsert adds to the row as committed, a recount would see its own snapshot only); shards go
 * in key order so that two commands moving the same two never wait on each other.
 */
export async function countRoomChanges(db: Db, changes: readonly RoomChange[]): Promise<void> {
  const deltas = new Map<string, { semester: string; shard: number; delta: number[] }>();
  for (const { before, after } of changes) {
    const room = after ?? before;
    if (!room) continue;
    const key = JSON.stringify([room.semester_id, room.shard]);
    const entry = deltas.get(key) ?? { semester: room.semester_id, shard: room.shard, delta: [0, 0, 0, 0] };
    if (after) countsOf(after).forEach((n, i) => (entry.delta[i] += n));
    if (before) countsOf(before).forEach((n, i) => (entry.delta[i] -= n));
    deltas.set(key, entry);
  }
  const moved = [...deltas]
    .filter(([, { delta }]) => delta.some((n) => n !== 0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, entry]) => entry);
  if (moved.length === 0) return;
  const semesters = moved.map((m) => m.semester);
  const shards = moved.map((m) => m.shard);
  const column = (i: number) => moved.map((m) => m.delta[i]);
  await db`
    INSERT INTO room_counts AS c (semester_id, shard, total_rooms, occupied_rooms, available_rooms_male, available_rooms_female)
    SELECT * FROM unnest(${semesters}::text[], ${shards}::int[], ${column(0)}::int[], ${column(1)}::int[],
                         ${column(2)}::int[], ${column(3)}::int[])
    ON CONFLICT (semester_id, shard) DO UPDATE
       SET total_rooms = c.total_rooms + excluded.total_rooms,
           occupied_rooms = c.occupied_rooms + excluded.occupied_rooms,
           available_rooms_male = c.available_rooms_male + excluded.available_rooms_male,
           available_rooms_female = c.available_rooms_female + excluded.available_rooms_female`;
  // A shard keeps a row exactly while it has rooms: the same rows a recount gives.
  const emptied = moved.filter((m) => m.delta[0] < 0);
  if (emptied.length === 0) return;
  await db`
    DELETE FROM room_counts c USING unnest(${emptied.map((m) => m.semester)}::text[], ${emptied.map((m) => m.shard)}::int[]) AS e(semester_id, shard)
     WHERE c.semester_id = e.semester_id AND c.shard = e.shard AND c.total_rooms = 0`;
}

/**
 * The counters of the semesters of `roomIds` (of every semester when null) counted again from
 * the rooms, as a rebuild's batches leave them.
 */
export async function recountRooms(db: Db, roomIds: string[] | null): Promise<void> {
  const semesters =
    roomIds === null ? null : (await db<{ semester_id: string }[]>`SELECT DISTINCT semester_id FROM rooms WHERE id = ANY(${roomIds}::text[])`).map((r) => r.semester_id);
  if (semesters?.length === 0) return;
  const params = semesters === null ? [] : [semesters];
  const inScope = semesters === null ? 'true' : 'semester_id = ANY($1::text[])';
  await db.unsafe(`DELETE FROM room_counts WHERE ${inScope}`, params as never[]);
  await db.unsafe(
    `INSERT INTO room_counts (semester_id, shard, total_rooms, occupied_rooms, available_rooms_male, available_rooms_female)
     SELECT semester_id, shard,
            count(*),
            count(*) FILTER (WHERE beds_left = 0 OR room_status = 'occupied'),
            count(*) FILTER (WHERE gender = 'male' AND beds_left > 0 AND room_status = 'available'),
            count(*) FILTER (WHERE gender = 'female' AND beds_left > 0 AND room_status = 'available')
       FROM (SELECT ${COUNTED_ROOM} FROM rooms WHERE ${inScope}) rooms
      GROUP BY semester_id, shard`,
    params as never[],
  );
}
