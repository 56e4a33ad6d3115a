import { afterAll, beforeAll, expect, it } from 'vitest';
import { holdsToRemind } from '../../projections/notifications/notifications.queries.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

/**
 * Every server asks, at each hold sweep, which holds end within a day and have no reminder yet.
 * With thousands pending, the answer walks the pending holds' index over that day alone.
 */
let db: TestDatabase;
const NOW = new Date('2026-09-10T12:00:00Z');
const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  db = await createTestDatabase(2);
  // 3,000 pending holds, one ending every two minutes from a day ago on (the first ones overdue),
  // and 1,000 paid bookings, which hold nothing.
  await db.sql`
    INSERT INTO bookings (id, user_id, semester_id, room_id, room_type_id, room_type, room_number, full_name, index_number,
      gender, dob, marital_status, nationality, program_of_study, phone_number, email_address, house_address,
      emergency_contact_name, emergency_contact_relationship, emergency_contact_phone_number, emergency_contact_house_address,
      check_in_date, length_of_stay, amount_paid, payment_status, student_deleted, booked_by, created_at, updated_at,
      hold_until, reference)
    SELECT 'booking-' || i, 'user-' || i, 'semester-1', 'room-' || i / 10, '1', 'Standard', (i / 10)::text, 'Student ' || i,
      'UG' || i, 'female', '2004-01-01', 'Single', 'Ghana', 'Nursing', '+23324' || lpad(i::text, 7, '0'), 's' || i || '@hostel.test',
      'Accra', 'Parent', 'Mother', '+233240000001', 'Accra', '2026-09-01', 4, 1500,
      CASE WHEN i <= 3000 THEN 'pending' ELSE 'paid' END, false, 'user-' || i, ${NOW}, ${NOW},
      CASE WHEN i <= 3000 THEN ${NOW}::timestamptz - interval '1 day' + i * interval '2 minutes' END, 'HB-' || i
    FROM generate_series(1, 4000) AS i`;
  // A message for every booking, and the reminders of the first half of the day already queued.
  await db.sql`
    INSERT INTO notifications (id, cause_id, booking_id, user_id, channel, "to", kind, text, status, attempts, queued_at, updated_at)
    SELECT 'n-' || i || '-' || kind, CASE kind WHEN 'hold_reminder' THEN 'reminder:booking-' || i || ':' ||
             to_char((${NOW}::timestamptz - interval '1 day' + i * interval '2 minutes') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
             ELSE 'event-' || i END,
           'booking-' || i, 'user-' || i, 'sms', '+233240000000', kind, 'Hostel: ...', 'sent', 1, ${NOW}, ${NOW}
      FROM generate_series(1, 3000) AS i
      CROSS JOIN LATERAL (SELECT unnest(CASE WHEN i BETWEEN 721 AND 1080 THEN ARRAY['booking_made', 'hold_reminder'] ELSE ARRAY['booking_made'] END) AS kind) k`;
  await db.sql`ANALYZE bookings`;
  await db.sql`ANALYZE notifications`;
});
afterAll(() => db.drop());

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Actual Rows'?: number; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

it('reads the holds ending within a day from bookings_holds_due, no others', async () => {
  const [row] = await db.sql`EXPLAIN (ANALYZE, FORMAT JSON) ${holdsToRemind(db.sql, NOW, DAY_MS, 1000)}`;
  const plan = (row['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
  const nodes = nodesOf(plan);
  expect(
    nodes.filter((n) => n['Node Type'] === 'Seq Scan'),
    JSON.stringify(plan),
  ).toEqual([]);
  // A day of holds, one every two minutes, read from the index of pending holds; each looked up by its cause.
  expect(nodes.find((n) => n['Index Name'] === 'bookings_holds_due')?.['Actual Rows'], JSON.stringify(plan)).toBe(720);
  expect(
    nodes.some((n) => n['Index Name'] === 'notifications_by_cause'),
    JSON.stringify(plan),
  ).toBe(true);
  // Half of them were reminded already.
  expect(await holdsToRemind(db.sql, NOW, DAY_MS, 1000)).toHaveLength(360);
});
