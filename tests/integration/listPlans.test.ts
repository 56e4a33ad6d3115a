import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../api/db/connect.ts';
import { bookingRange } from '../../projections/bookings/bookings.queries.ts';
import { roomPage } from '../../projections/rooms/rooms.queries.ts';
import { studentPage } from '../../projections/users/users.queries.ts';
import { insertBookings } from '../helpers/bookingRows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

// A list's page is read at every click in the office: planning a statement with subqueries costs
// several times running it, so each page's statement is planned once per connection and then
// reused (PostgreSQL's generic plan), not planned anew at every read.
let t: TestApp;
let connection: Connection;

beforeAll(async () => {
  t = await createTestApp();
  // As many students as the office lists on the first day: with a few, any plan is cheap enough.
  // Written straight into the read model, which is all the planner reads.
  await t.deps.sql`
    INSERT INTO users (id, fname, lname, phone_number, email, password_hash, gender, country, role, user_type,
                       created_at, active, must_change_password, session_generation)
    SELECT 'student-' || n, 'Kofi' || n, 'Mensah', '+23324' || lpad(n::text, 7, '0'), 'kofi' || n || '@hostel.test', 'x',
           'male', 'Ghana', 'user', 'student', now() - n * interval '1 minute', true, false, 0
      FROM generate_series(1, 3000) AS n`;
  // And the pending queue over two semesters: 3,000 waiting, one in five of them in the next one.
  await insertBookings(t.deps.sql, 1, 4000, { now: new Date(), pending: 3000, overdue: 0 });
  await t.deps.sql`UPDATE bookings SET semester_id = 'semester-2' WHERE right(id, 1) IN ('0', '5')`;
  await t.deps.sql`ANALYZE users, bookings`;
  connection = await t.deps.sql.reserve();
});
afterAll(async () => {
  connection.release();
  await t.close();
});

/** The prepared statement of this connection that holds every one of `markers`, and how often it was planned. */
async function statementWith(...markers: string[]) {
  const rows = await connection<{ name: string; statement: string; generic_plans: number; custom_plans: number }[]>`
    SELECT name, statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements`;
  const found = rows.filter((r) => markers.every((m) => r.statement.includes(m)));
  expect(
    found.map((r) => r.statement),
    `prepared statements holding ${markers.join(', ')}`,
  ).toHaveLength(1);
  return found[0];
}

const READS = 12;

describe('a list page is planned once per connection', () => {
  it("the students' list, with its possible second accounts", async () => {
    for (let i = 0; i < READS; i++) await studentPage(connection as never, { perPage: 10, offset: 0 }, {});
    const plans = await statementWith('possible_duplicates');
    // PostgreSQL plans the first five reads for their values, then keeps a plan for every value.
    expect(plans.custom_plans).toBeLessThanOrEqual(5);
    expect(plans.generic_plans).toBeGreaterThanOrEqual(READS - 5);
  });

  it('the rooms list without a filter, a statement with no parameter', async () => {
    for (let i = 0; i < READS; i++) await roomPage(connection as never, {}, { perPage: 10, offset: 0 });
    const plans = await statementWith('total_rooms');
    expect(plans.custom_plans).toBe(0);
    expect(plans.generic_plans).toBeGreaterThanOrEqual(READS);
  });

  it("one semester's pending queue, by the index of pending bookings whatever the semester", async () => {
    const queue = { perPage: 10, offset: 0, filter: { payment_status: 'pending', semester_id: 'semester-2' } };
    for (let i = 0; i < READS; i++) await bookingRange(connection as never, { ownerId: null }, queue);
    const page = await statementWith('FROM bookings', 'semester_id', 'ORDER BY');
    expect(page.generic_plans).toBeGreaterThanOrEqual(READS - 5);
    // The plan kept for every semester: a status sent as a parameter hid the partial index from it.
    await connection`SET plan_cache_mode = force_generic_plan`;
    try {
      const [row] = await connection.unsafe(`EXPLAIN (FORMAT JSON) EXECUTE "${page.name}"('semester-2')`);
      expect(JSON.stringify(row['QUERY PLAN'])).toContain('"Index Name":"bookings_pending_by_semester"');
    } finally {
      await connection`RESET plan_cache_mode`;
    }
  });
});
