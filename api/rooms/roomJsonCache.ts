import type { Db } from '../db/connect.ts';
import { ROOM_NUMBER_ORDER } from './rooms.queries.ts';

/** A room as a list writes it: `head + beds_left + tail`, and its rank in its semester's room-number order. */
export type KnownRoom = { rank: number; head: string; tail: string };

export type RoomJsonCache = {
  /**
   * The semester's rooms by id, reloaded first when any of `ids` is not known yet (a room made
   * since). A room in `ids` that is still missing was deleted after the caller read its ids.
   */
  roomsOf: (db: Db, semesterId: string, ids: readonly string[]) => Promise<ReadonlyMap<string, KnownRoom>>;
};

// Semesters kept, the most recently used: the current one is read on nearly every look.
const SEMESTERS_KEPT = 16;

/**
 * Everything a room list writes about a room except its beds_left is fixed when the room is made:
 * a room is never edited, only made and deleted, and ids are never reused. So is its place in the
 * room-number order, which only compares fixed fields. Each server therefore keeps that part, a
 * semester at a time, and asks the database only for the live part (which rooms match, and their
 * beds_left). A look of the rush had PostgreSQL join, sort and concatenate some 150 rooms' JSON:
 * 1.7 ms a round trip, against 0.4 ms for the ids and beds_left alone.
 *
 * A reload reads the semester's rooms in the database's own order (its collation decides), so the
 * ranks are the database's. Rooms deleted since stay in the map unseen until the next reload.
 */
export function createRoomJsonCache(): RoomJsonCache {
  const semesters = new Map<string, Map<string, KnownRoom>>();
  const reloading = new Map<string, Promise<Map<string, KnownRoom>>>();

  const keep = (semesterId: string, rooms: Map<string, KnownRoom>) => {
    semesters.delete(semesterId);
    semesters.set(semesterId, rooms);
    if (semesters.size > SEMESTERS_KEPT) semesters.delete(semesters.keys().next().value!);
  };

  // Concurrent looks that all meet a new room share one reload.
  const reload = (db: Db, semesterId: string) => {
    let pending = reloading.get(semesterId);
    if (!pending) {
      pending = loadSemester(db, semesterId).then((rooms) => (keep(semesterId, rooms), rooms));
      const settled = () => reloading.delete(semesterId);
      pending.then(settled, settled);
      reloading.set(semesterId, pending);
    }
    return pending;
  };

  return {
    async roomsOf(db, semesterId, ids) {
      let rooms = semesters.get(semesterId);
      // A reload already under way may have read the rooms before the caller's were made; one
      // started after it settled cannot have, so what the second misses was deleted since.
      for (let round = 0; round < 2 && (!rooms || ids.some((id) => !rooms!.has(id))); round++) rooms = await reload(db, semesterId);
      if (semesters.get(semesterId) === rooms) keep(semesterId, rooms!);
      return rooms!;
    },
  };
}

async function loadSemester(db: Db, semesterId: string): Promise<Map<string, KnownRoom>> {
  const rows = await db.unsafe<{ id: string; head: string; tail: string }[]>(
    `SELECT id, room_json.head, room_json.tail FROM rooms JOIN room_json USING (id)
      WHERE semester_id = $1 ORDER BY ${ROOM_NUMBER_ORDER}`,
    [semesterId],
    { prepare: true },
  );
  return new Map(rows.map((r, rank) => [r.id, { rank, head: r.head, tail: r.tail }]));
}
