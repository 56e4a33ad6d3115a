import { expect } from 'vitest';
import type { Sql } from '../../api/db/connect.ts';
import { readAll, type Checkpoint } from '../../api/eventStore/read.ts';
import { projections } from '../../projections/index.ts';
import { rebuildProjection } from '../../projections/rebuild/rebuild.ts';
import type { RushRecord } from '../helpers/rush.ts';
import { allRows } from '../helpers/shadowSchemas.ts';

/**
 * What must hold after any rush, whatever happened to the servers: checked against the log and
 * the read models in the database, request by request through the events' correlation ids.
 */
function groupBy<T>(items: T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const EVENT_OF: Record<RushRecord['kind'], string> = { book: 'BedBooked', approve: 'PaymentApproved', reject: 'PaymentRejected' };

/**
 * A 2xx is in the log and the read model; a refusal left nothing; a request that got no answer
 * either committed completely or not at all.
 */
export async function expectEveryAnswerMatchesTheLog(sql: Sql, records: RushRecord[]) {
  const events = await sql<{ correlation: string; type: string; booking_id: string }[]>`
    SELECT metadata->>'correlationId' AS correlation, event_type AS type, data->>'booking_id' AS booking_id
      FROM events WHERE metadata->>'correlationId' = ANY(${records.map((r) => r.requestId)})`;
  const bookingIds = new Set((await sql<{ id: string }[]>`SELECT id FROM bookings`).map((r) => r.id));
  const byRequest = groupBy(events, (e) => e.correlation);
  for (const record of records) {
    const written = byRequest.get(record.requestId) ?? [];
    const what = `${record.kind} ${record.requestId} answered ${record.status} ${record.message ?? ''}`;
    if (record.status >= 200 && record.status < 300) {
      expect(
        written.map((e) => [e.type, e.booking_id]),
        what,
      ).toEqual([[EVENT_OF[record.kind], record.bookingId]]);
      expect(bookingIds.has(record.bookingId!), what).toBe(true);
    } else if (record.status === 0) {
      expect(written.length, what).toBeLessThanOrEqual(1);
      for (const e of written) expect(bookingIds.has(e.booking_id), what).toBe(true);
    } else {
      expect(written, what).toEqual([]);
    }
  }
}

/** Log and read model agree as sets, and every stream's version is its last event's position. */
export async function expectNothingHalfWritten(sql: Sql) {
  const logged = await sql<{ id: string }[]>`SELECT data->>'booking_id' AS id FROM events WHERE event_type = 'BedBooked' ORDER BY 1`;
  const rows = await sql<{ id: string }[]>`SELECT id FROM bookings ORDER BY 1`;
  expect(rows.map((r) => r.id)).toEqual(logged.map((r) => r.id));
  const torn = await sql`
    SELECT s.stream_id, s.version, max(e.stream_position) AS last, count(e.*) AS n
      FROM streams s LEFT JOIN events e ON e.stream_id = s.stream_id
     GROUP BY s.stream_id, s.version HAVING s.version <> coalesce(max(e.stream_position), 0) OR s.version <> count(e.*)`;
  expect(torn).toEqual([]);
}

/** No room holds more pending or paid bookings than beds, and beds_left says exactly what is free. */
export async function expectNoRoomOverCapacity(sql: Sql) {
  const rooms = await sql<{ id: string; room_capacity: number; beds_left: number; active: number }[]>`
    SELECT r.id, r.room_capacity, r.beds_left,
           (SELECT count(*)::int FROM bookings b WHERE b.room_id = r.id AND b.payment_status IN ('pending', 'paid')) AS active
      FROM rooms r`;
  for (const room of rooms) {
    expect(room.beds_left, room.id).toBeGreaterThanOrEqual(0);
    expect(room.active, room.id).toBeLessThanOrEqual(room.room_capacity);
    expect(room.beds_left, room.id).toBe(room.room_capacity - room.active);
  }
}

/**
 * One pending or paid booking per student and semester: in the table, and in what clients were
 * told (a student whose booking was rejected may book again; two live 201s are a double booking).
 */
export async function expectNoDoubleBooking(sql: Sql, records: RushRecord[]) {
  const doubles = await sql`
    SELECT user_id, semester_id, count(*) FROM bookings WHERE payment_status IN ('pending', 'paid')
     GROUP BY user_id, semester_id HAVING count(*) > 1`;
  expect(doubles).toEqual([]);
  const created = records.filter((r) => r.kind === 'book' && r.status === 201);
  const active = new Set(
    (
      await sql<
        { id: string }[]
      >`SELECT id FROM bookings WHERE id = ANY(${created.map((r) => r.bookingId!)}) AND payment_status IN ('pending', 'paid')`
    ).map((r) => r.id),
  );
  const perStudent = groupBy(
    created.filter((r) => active.has(r.bookingId!)),
    (r) => r.studentId,
  );
  for (const [student, answers] of perStudent) expect(answers.length, student).toBe(1);
}

export function expectNoServerErrors(records: RushRecord[]) {
  expect(records.filter((r) => r.status >= 500)).toEqual([]);
}

async function snapshot(sql: Sql, tables: readonly string[]) {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) result[table] = await allRows(sql, table);
  return result;
}

/** Each read model has exactly the rows a rebuild from the log gives. */
export async function expectReadModelsEqualRebuild(sql: Sql, mode: 'inline' | 'async') {
  for (const projection of projections.filter((p) => p.mode === mode)) {
    const live = await snapshot(sql, projection.tables);
    await rebuildProjection(sql, projection);
    expect(await snapshot(sql, projection.tables), projection.name).toEqual(live);
  }
}

/** Waits until every async projection's checkpoint has nothing left after it below xmin. */
export async function waitForAsyncProjections(sql: Sql, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (const projection of projections.filter((p) => p.mode === 'async')) {
    for (;;) {
      const [row] = await sql<{ transaction_id: string; global_position: number }[]>`
        SELECT transaction_id::text AS transaction_id, global_position FROM projection_checkpoints WHERE name = ${projection.name}`;
      const after: Checkpoint | undefined = row && { transactionId: row.transaction_id, globalPosition: row.global_position };
      if (after && (await readAll(sql, { after, limit: 1, types: projection.handles })).events.length === 0) break;
      if (Date.now() > deadline) throw new Error(`${projection.name} did not catch up within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
