import type { Db } from '../api/db/connect.ts';
import type { Projection } from './projection.ts';
import { STATS_EVENT_TYPES } from './semesterStats/statsFold.ts';
import { applyInRuns } from './batch/runs.ts';
import { foldsIntoStats, writeStatsRun } from './batch/semesterStats.batch.ts';
import { foldSemesterStatsInDatabase } from './inDatabase/semesterStats.inDatabase.ts';

/**
 * Keeps the facts of the semester stats fold (projections/semesterStats/statsFold.ts) as rows,
 * mirroring evolveStats event for event; a test holds the two equal after concurrent writes.
 */
export const semesterStatsProjection: Projection = {
  name: 'semester_stats',
  version: 1,
  mode: 'async',
  handles: STATS_EVENT_TYPES,
  tables: ['stats_rooms', 'stats_bookings'],
  apply: async (db: Db, event) => {
    const d = event.data;
    switch (event.type) {
      case 'RoomCreated':
        await db`INSERT INTO stats_rooms (room_id, semester_id, gender, room_type, capacity)
                 VALUES (${d.room_id}, ${d.semester_id}, ${d.gender}, ${d.room_type}, ${Number(d.room_capacity)})
                 ON CONFLICT (room_id) DO NOTHING`;
        return;
      case 'RoomDeleted':
        await db`DELETE FROM stats_rooms WHERE room_id = ${d.room_id}`;
        return;
      case 'SemesterDeleted':
        await db`DELETE FROM stats_rooms WHERE semester_id = ${d.semester_id}`;
        await db`DELETE FROM stats_bookings WHERE semester_id = ${d.semester_id}`;
        return;
      case 'BedBooked':
        await db`INSERT INTO stats_bookings (booking_id, semester_id, room_id, status, amount, booked_at)
                 VALUES (${d.booking_id}, ${d.semester_id}, ${d.room_id}, 'pending', ${Number(d.amount_paid)}, ${d.at})
                 ON CONFLICT (booking_id) DO NOTHING`;
        return;
      case 'PaymentApproved':
      case 'PaymentRejected':
        await db`UPDATE stats_bookings
                    SET status = ${event.type === 'PaymentApproved' ? 'paid' : 'unpaid'}, released = false,
                        decided_at = COALESCE(decided_at, ${d.at})
                  WHERE booking_id = ${d.booking_id}`;
        return;
      case 'UserDeleted': {
        const ids = (d.released_bookings ?? []).map((b: { booking_id: string }) => b.booking_id);
        if (ids.length) await db`UPDATE stats_bookings SET status = 'unpaid', released = true WHERE booking_id = ANY(${ids})`;
        return;
      }
    }
  },
  applyBatch: (db, events) =>
    applyInRuns(db, events, { folds: foldsIntoStats, writeRun: writeStatsRun, apply: semesterStatsProjection.apply }),
  foldInDatabase: foldSemesterStatsInDatabase,
};
