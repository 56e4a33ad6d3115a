import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../api/db/connect.ts';
import { bookingsProjection } from '../../projections/bookings/bookings.projection.ts';
import { rebuildProjection } from '../../projections/rebuild/rebuild.ts';
import { loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

// The rebuild adds a read model's CHECKs and unique rules once the bulk of the log is in, before
// the swap locks the live tables. These histories pass, in the log's (transaction, position)
// order, through a state that breaks bookings_one_active_per_student, which live commit order
// never showed: a second booking of a student appears before the first one is rejected. The
// events are written straight into the log, as two transactions committing in that order would
// leave them, and the rebuild must still give the final rows and keep the rule.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A student's booking made through the API, and the two events that book again and reject the first. */
async function studentWithABooking() {
  const superadmin = (await loginSuperadmin(t)).token;
  const semester = (await createSemester(t, superadmin)).id;
  const room = await createRoom(t, superadmin, semester, { room_capacity: 3 });
  const student = await registerStudent(t);
  const first = await bookOk(t, student.token, room);
  const [booked] = await t.sql<{ data: Record<string, any> }[]>`
    SELECT data FROM events WHERE event_type = 'BedBooked' AND data->>'booking_id' = ${first.id}`;
  const second = `b-${nanoid(8)}`;
  const at = '2026-09-02T10:00:00.000Z';
  const bookAgain = {
    type: 'BedBooked',
    stream: `booking-${second}`,
    data: { ...booked.data, booking_id: second, reference: `HB-${second}`, at },
  };
  const rejectFirst = {
    type: 'PaymentRejected',
    stream: `booking-${first.id}`,
    data: {
      booking_id: first.id,
      user_id: student.user.id,
      semester_id: semester,
      room_id: room.id,
      amount: booked.data.amount_paid,
      previous_status: 'pending',
      bed_released: true,
      at,
    },
  };
  return { first: first.id, second, bookAgain, rejectFirst };
}

type RawEvent = { type: string; stream: string; data: Record<string, unknown> };

/** Appends events to the log as a transaction of the API would, but without updating any read model. */
async function append(tx: Tx, events: RawEvent[]) {
  for (const e of events) {
    await tx`INSERT INTO events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
             VALUES (${e.stream}, ${e.type === 'PaymentRejected' ? 2 : 1}, ${nanoid()}, ${e.type}, 1, ${t.sql.json(e.data as never)},
                     ${t.sql.json({ actorId: null, correlationId: 'test' })})`;
  }
}

/** A transaction holding a transaction id, which keeps the rebuild's horizon below what commits after it. */
async function holdTheHorizon() {
  const held = await t.sql.reserve();
  await held`BEGIN`;
  await held`SELECT pg_current_xact_id()`;
  return async () => {
    await held`COMMIT`;
    held.release();
  };
}

async function statusesAndRule(first: string, second: string) {
  const rows = await t.sql<{ id: string; payment_status: string }[]>`
    SELECT id, payment_status FROM bookings WHERE id IN (${first}, ${second})`;
  const [{ exists }] = await t.sql<{ exists: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM pg_indexes WHERE schemaname = 'public' AND indexname = 'bookings_one_active_per_student') AS exists`;
  return { statuses: Object.fromEntries(rows.map((r) => [r.id, r.payment_status])), ruleKept: exists };
}

describe('a rebuild over a log whose order passes through a state that breaks a rule', () => {
  it('in the events that commit during the rebuild: catches up without the rule, then adds it', async () => {
    const { first, second, bookAgain, rejectFirst } = await studentWithABooking();
    const release = await holdTheHorizon();
    try {
      // Above the horizon: left out of the bulk of the rebuild, applied by its catch-up.
      await t.sql.begin((tx) => append(tx, [bookAgain, rejectFirst]));
      await rebuildProjection(t.sql, bookingsProjection);
    } finally {
      await release();
    }
    expect(await statusesAndRule(first, second)).toEqual({ statuses: { [first]: 'unpaid', [second]: 'pending' }, ruleKept: true });
  });

  it('in the bulk of the log, set right by a transaction above its horizon: adds the rule at the swap', async () => {
    const { first, second, bookAgain, rejectFirst } = await studentWithABooking();
    // The booking's transaction takes its id first and commits last, after the rejection it relied on.
    const booking = await t.sql.reserve();
    await booking`BEGIN`;
    await booking`SELECT pg_current_xact_id()`;
    const release = await holdTheHorizon();
    try {
      await t.sql.begin((tx) => append(tx, [rejectFirst]));
      await append(booking as unknown as Tx, [bookAgain]);
      await booking`COMMIT`;
      booking.release();
      await rebuildProjection(t.sql, bookingsProjection);
    } finally {
      await release();
    }
    expect(await statusesAndRule(first, second)).toEqual({ statuses: { [first]: 'unpaid', [second]: 'pending' }, ruleKept: true });
  });
});
