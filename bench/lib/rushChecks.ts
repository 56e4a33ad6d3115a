import type { Sql } from '../../api/db/connect.ts';
import type { HostelPlan } from './hostelPlan.ts';

export type RushChecks = {
  activeBookings: number;
  beds: number;
  overbookedRooms: number;
  bedsLeftOutOfStep: number;
  studentsWithTwoBookings: number;
  acceptedMissingFromReadModel: number;
  acceptedMissingFromLog: number;
  bookedEventsWithoutAcceptance: number;
};

/**
 * The rush's correctness, read from the database after it: the read model and the event log
 * must both agree with what the clients were told (every 201 is there, nothing else is).
 */
export async function checkRush(sql: Sql, plan: HostelPlan, acceptedIds: string[]): Promise<RushChecks> {
  const active = sql`payment_status IN ('pending', 'paid')`;
  const [counts] = await sql<{ active: number; overbooked: number; drift: number; doubles: number }[]>`
    SELECT (SELECT count(*) FROM bookings WHERE semester_id = ${plan.semesterId} AND ${active})::int AS active,
           (SELECT count(*) FROM rooms r
             WHERE r.beds_left < 0
                OR (SELECT count(*) FROM bookings b WHERE b.room_id = r.id AND ${active}) > r.room_capacity)::int AS overbooked,
           (SELECT count(*) FROM rooms r
             WHERE r.beds_left <> r.room_capacity - (SELECT count(*) FROM bookings b WHERE b.room_id = r.id AND ${active}))::int AS drift,
           (SELECT count(*) FROM (SELECT user_id FROM bookings WHERE ${active}
                                   GROUP BY user_id, semester_id HAVING count(*) > 1) d)::int AS doubles`;
  const [inReadModel] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM bookings WHERE id = ANY(${acceptedIds})`;
  const [inLog] = await sql<{ n: number; total: number }[]>`
    SELECT count(*) FILTER (WHERE data->>'booking_id' = ANY(${acceptedIds}))::int AS n, count(*)::int AS total
      FROM events WHERE event_type = 'BedBooked'`;
  return {
    activeBookings: counts.active,
    beds: plan.beds,
    overbookedRooms: counts.overbooked,
    bedsLeftOutOfStep: counts.drift,
    studentsWithTwoBookings: counts.doubles,
    acceptedMissingFromReadModel: acceptedIds.length - inReadModel.n,
    acceptedMissingFromLog: acceptedIds.length - inLog.n,
    bookedEventsWithoutAcceptance: inLog.total - inLog.n,
  };
}
