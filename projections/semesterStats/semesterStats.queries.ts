import { randomUUID } from 'node:crypto';
import type { Db, Sql } from '../../api/db/connect.ts';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from '../../api/eventStore/rows.ts';
import { semesterStatsProjection, STATS_EVENT_TYPES } from './semesterStats.projection.ts';
import { summarizeStats, type StatsBooking, type StatsRoom } from './summary.ts';

/** The semester's facts from the read model's tables (or another schema's copy of them). */
async function statsOf(db: Db, semesterId: string, asOf: string) {
  const rooms = await db<StatsRoom[]>`
    SELECT room_id, gender, room_type, capacity FROM stats_rooms WHERE semester_id = ${semesterId} ORDER BY room_id`;
  const bookings = await db<(Omit<StatsBooking, 'booked_at' | 'decided_at'> & { booked_at: Date; decided_at: Date | null })[]>`
    SELECT room_id, status, released, amount, booked_at, decided_at, cancelled, kept FROM stats_bookings
     WHERE semester_id = ${semesterId} ORDER BY booking_id`;
  const iso = bookings.map((b) => ({ ...b, booked_at: b.booked_at.toISOString(), decided_at: b.decided_at?.toISOString() ?? null }));
  return summarizeStats(rooms, iso, semesterId, asOf);
}

/** The semester's statistics now, as the read model has them. */
export const statsNow = (db: Db, semesterId: string, now: Date) => statsOf(db, semesterId, now.toISOString());

/**
 * The semester's statistics as they stood at `asOf`: the read model built afresh, in a schema of
 * its own that is dropped again, from the events that had happened by then (by the time in their
 * data) and that can concern the semester: every room's (a room may have moved in), and the
 * semester's own bookings and decisions. Returns how many events that was, too.
 */
export async function statsAsOf(sql: Sql, semesterId: string, asOf: Date) {
  return sql.begin(async (tx) => {
    const schema = `replay_${randomUUID().replaceAll('-', '')}`;
    await tx.unsafe(`CREATE SCHEMA ${schema}`);
    await tx.unsafe(`SET LOCAL search_path TO ${schema}, public`);
    await tx.unsafe(semesterStatsProjection.definition);
    await tx.unsafe(`CREATE TABLE log (LIKE public.events)`);
    const [{ events }] = await tx.unsafe<{ events: number }[]>(
      `WITH copied AS (
         INSERT INTO log SELECT * FROM public.events
          WHERE event_type = ANY($1::text[])
            AND (event_type IN ('RoomCreated', 'RoomUpdated') OR coalesce(data->>'semester_id', $2) = $2)
            AND coalesce((data->>'at')::timestamptz, created_at) <= $3::timestamptz
         RETURNING 1)
       SELECT count(*)::int AS events FROM copied`,
      [STATS_EVENT_TYPES as unknown as string[], semesterId, asOf.toISOString()] as never[],
    );
    if (!(await semesterStatsProjection.fold!(tx, `${schema}.log`))) {
      const rows = await tx.unsafe<EventRow[]>(`SELECT ${EVENT_COLUMNS} FROM log ORDER BY log.transaction_id, log.global_position`);
      for (const row of rows) await semesterStatsProjection.apply(tx, toStoredEvent(row));
    }
    const stats = await statsOf(tx, semesterId, asOf.toISOString());
    await tx.unsafe(`DROP SCHEMA ${schema} CASCADE`);
    return { stats, events };
  }) as Promise<{ stats: Awaited<ReturnType<typeof statsOf>>; events: number }>;
}
