import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../api/eventStore/types.ts';
import { projections } from '../../projections/index.ts';
import type { Projection } from '../../projections/projection.ts';
import { createShadowTable } from '../../projections/shadowTables.ts';
import type { FoldLog } from '../../projections/inDatabase/plainLog.ts';
import { stageLog } from '../../projections/inDatabase/stagedLog.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';
import { canonicalHistories, histories } from '../helpers/generatedHistories.ts';
import { inSchema, rowsOf } from '../helpers/shadowSchemas.ts';

/**
 * The contract of foldInDatabase: folding a history in SQL gives the rows of applying it one
 * event at a time (`apply`), row for row and value for value, in tables shaped as a rebuild's
 * shadow tables are; or, for a history holding a value SQL would read otherwise than the driver
 * sent it, declines and writes nothing (the rebuild then replays it through applyBatch). Each fold
 * reads the log whole, and as a rebuild gives it, with the events several folds read staged
 * first (stagedLog.ts). The two may differ in declining: a fold checks the values of the events
 * its plan reads, and may leave unread (and unchecked) a decision on a booking that never was.
 */
let db: TestDatabase;
const folded = projections.filter((p) => p.foldInDatabase);
// Shaped as the events table, without its append-only triggers, so each run can start empty.
const LOG = 'generated_log';

beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql.unsafe(`CREATE TABLE ${LOG} (LIKE events)`);
  for (const p of folded) {
    for (const schema of [`one_${p.name}`, `sql_${p.name}`]) {
      await db.sql.unsafe(`CREATE SCHEMA ${schema}`);
      for (const table of p.tables) await createShadowTable(db.sql, schema, table);
    }
  }
});
afterAll(() => db.drop());

async function writeLog(events: StoredEvent[]) {
  await db.sql.unsafe(`TRUNCATE ${LOG}`);
  if (events.length === 0) return;
  await db.sql.unsafe(
    `INSERT INTO ${LOG} (global_position, transaction_id, stream_id, stream_position, event_id, event_type, schema_version, data, metadata, created_at)
     SELECT (r->>'globalPosition')::bigint, (r->>'transactionId')::xid8, r->>'streamId', (r->>'streamPosition')::bigint, r->>'eventId',
            r->>'type', (r->>'schemaVersion')::int, r->'data', r->'metadata', (r->>'createdAt')::timestamptz
       FROM jsonb_array_elements($1::jsonb) AS r`,
    [events] as never[],
  );
}

const at = '2026-09-01T08:00:00.000Z';
const room = { room_id: 'r1', semester_id: 's1', room_type_id: 't', room_type: 'Standard', floor: 'Ground', room_status: 'available', gender: 'female', room_capacity: 2, room_number: '1', price_per_bed: 100, availability_duration: '4 Months', description: 'd', at };

/** Events in log order, each in a transaction of its own. */
const logOf = (...events: (readonly [string, Record<string, unknown>])[]): StoredEvent[] =>
  events.map(([type, data], i) => ({
    globalPosition: i + 1, transactionId: String(100 + i), streamId: `s${i}`, streamPosition: 1, eventId: `e${i}`, type, schemaVersion: 1,
    data, metadata: { actorId: null, correlationId: 'c' }, createdAt: new Date(),
  }));

type Outcome = 'same rows' | 'both refused' | 'declined';
const WAYS = ['whole', 'staged'] as const;
type Way = (typeof WAYS)[number];

/** The log as a fold reads it: whole, or as a rebuild gives it, with what several folds read staged. */
async function logRead(way: Way): Promise<FoldLog> {
  if (way === 'whole') return { relation: LOG };
  await db.sql.unsafe('DROP SCHEMA IF EXISTS staging CASCADE; CREATE SCHEMA staging');
  const staged = stageLog(db.sql, 'staging', LOG, folded.map((f) => f.foldInDatabase!));
  for (const f of folded) await staged.ready(f.foldInDatabase!);
  return staged.log;
}

/** Folds the log in SQL into the empty tables of sql_<projection>. */
async function foldLog(p: Projection, way: Way): Promise<boolean> {
  await db.sql.unsafe(p.tables.map((t) => `TRUNCATE sql_${p.name}.${t}`).join('; '));
  const log = await logRead(way);
  return inSchema(db.sql, `sql_${p.name}`, (tx) => p.foldInDatabase!(tx, log));
}

/** Applies the history one by one and folds it in SQL both ways, and says how each compares. */
async function compare(p: Projection, history: StoredEvent[]): Promise<Outcome[]> {
  await db.sql.unsafe(p.tables.map((t) => `TRUNCATE one_${p.name}.${t}`).join('; '));
  const events = history.filter((e) => p.handles.includes(e.type));
  await writeLog(events);
  let refused = false;
  await inSchema(db.sql, `one_${p.name}`, async (tx) => {
    for (const event of events) await p.apply(tx, event);
  }).catch(() => (refused = true));
  const outcomes: Outcome[] = [];
  for (const way of WAYS) outcomes.push(await foldedAs(p, way, refused));
  return outcomes;
}

async function foldedAs(p: Projection, way: Way, refused: boolean): Promise<Outcome> {
  const fold = foldLog(p, way);
  if (refused) {
    // A history `apply` refuses may be refused by the fold or declined, never folded.
    await expect(fold.then((done) => done || 'declined')).rejects.toThrow();
    return 'both refused';
  }
  const done = await fold;
  if (!done) {
    expect(Object.values(await rowsOf(db.sql, `sql_${p.name}`, p)).flat()).toEqual([]);
    return 'declined';
  }
  expect(await rowsOf(db.sql, `sql_${p.name}`, p)).toEqual(await rowsOf(db.sql, `one_${p.name}`, p));
  return 'same rows';
}

describe('foldInDatabase gives the rows of apply, one event after another', () => {
  it('every read model folds in the database but the tiny semesters one', () => {
    expect(folded.map((p) => p.name).sort()).toEqual(['bookings', 'payment_history', 'rooms', 'semester_stats', 'users']);
  });

  it.each(folded.map((p) => [p.name, p] as const))('%s, over generated histories with the times the API writes', async (_name, p) => {
    const outcomes: Outcome[] = [];
    await fc.assert(fc.asyncProperty(canonicalHistories, async (history) => void outcomes.push(...(await compare(p, history)))), { numRuns: 40 });
    // Such histories are all plain: every one is folded both ways, and apply accepts them.
    expect(outcomes.filter((o) => o === 'same rows').length).toBeGreaterThan(60);
    expect(outcomes).not.toContain('declined');
  });

  it.each(folded.map((p) => [p.name, p] as const))('%s, over histories with times a JS Date reads otherwise: the same rows or declined', async (_name, p) => {
    const outcomes: Outcome[] = [];
    await fc.assert(fc.asyncProperty(histories, async (history) => void outcomes.push(...(await compare(p, history)))), { numRuns: 40 });
    expect(outcomes).toContain('declined');
  });
});

describe('a log SQL would read otherwise than the driver sent it is declined', () => {
  const bookings = projections.find((p) => p.name === 'bookings')!;
  const users = projections.find((p) => p.name === 'users')!;
  const history = projections.find((p) => p.name === 'payment_history')!;
  
  const registered = { user_id: 'u1', fname: 'Ama', lname: 'Mensah', phone_number: '024', email: 'a@b.c', password_hash: 'h', gender: 'female', country: 'Ghana', program: null, role: 'admin', user_type: 'admin', at };
  const decision = { booking_id: 'b', user_id: 'u', semester_id: 's', room_id: 'r', amount: 12, previous_status: 'pending', at };
  const booked = {
    booking_id: 'b1', user_id: 'u1', semester_id: 's', room_id: 'r', room_type_id: 't', room_type: 'Standard', room_number: '1',
    full_name: 'Ama Mensah', index_number: 'UG1', gender: 'female', dob: '2004-02-14', marital_status: 'Single', nationality: 'Ghana',
    program_of_study: 'CS', phone_number: '024', email_address: 'a@b.c', house_address: 'h', emergency_contact_name: 'e',
    emergency_contact_relationship: 'Mother', emergency_contact_phone_number: '0', emergency_contact_house_address: 'h',
    check_in_date: '2026-09-01', length_of_stay: 4, medical_condition: null, amount_paid: 1250.5, payment_status: 'pending', booked_by: 'u1', at,
  };
  // Each case: the projection, an event its odd value would act on, and the odd event: its type,
  // its plain data, and the odd values put in it.
  it.each([
    ['a time a JS Date rolls over (30 February)', users, null, 'UserRegistered', registered, { at: '2026-02-30T08:00:00.000Z' }],
    ['a time with microseconds', users, ['UserRegistered', registered], 'UserDeleted', { user_id: 'u1', at }, { at: '2026-09-01T08:00:00.123456Z' }],
    ['24:00, which PostgreSQL takes and a JS Date moves to the next day', users, null, 'UserLoggedOut', { jti: 'j', user_id: 'u1', expires_at: at }, { expires_at: '2026-09-01T24:00:00.000Z' }],
    ['an object where text belongs', users, null, 'UserRegistered', registered, { gender: { f: 1 } }],
    ['a null name, which a template writes as "null"', history, null, 'UserRegistered', registered, { fname: null }],
    ['an amount that is not a number', history, null, 'PaymentApproved', decision, { amount: '12' }],
    ['a deletion whose bookings are not listed by id', bookings, ['BedBooked', booked], 'UserDeleted', { user_id: 'u1', released_bookings: [{ booking_id: 'b1', room_id: 'r' }], at }, { released_bookings: ['b1'] }],
  ] as const)('%s', async (_case, p, actedOn, type, plain, odd) => {
    for (const way of WAYS) {
      const fold = async (data: Record<string, unknown>) => {
        await writeLog(logOf(...(actedOn ? [actedOn] : []), [type, data]));
        return foldLog(p, way);
      };
      expect(await fold({ ...plain, ...odd }), way).toBe(false);
      expect(await fold(plain), way).toBe(true);
    }
  });
});

describe('a log apply refuses, or whose rows hang on more history than the fold follows, is declined', () => {
  const rooms = projections.find((p) => p.name === 'rooms')!;
  const stats = projections.find((p) => p.name === 'semester_stats')!;
  const booked = { booking_id: 'b1', user_id: 'u1', semester_id: 's1', room_id: 'r1', amount_paid: 100, at };

  it.each([
    ['a bed booked in a room that is not there', rooms, logOf(['BedBooked', booked])],
    ['a bed booked in a room after its deletion', rooms, logOf(['RoomCreated', room], ['RoomDeleted', { room_id: 'r1', at }], ['BedBooked', booked])],
    ['a room made twice', rooms, logOf(['RoomCreated', room], ['RoomCreated', room])],
    ['a room made again while its stats row lives, then deleted', stats, logOf(['RoomCreated', room], ['RoomCreated', room], ['RoomDeleted', { room_id: 'r1', at }])],
    ['a booking made twice', stats, logOf(['RoomCreated', room], ['BedBooked', booked], ['BedBooked', booked])],
  ] as const)('%s', async (_case, p, events) => {
    for (const way of WAYS) {
      await writeLog(events);
      expect(await foldLog(p, way), way).toBe(false);
      // Made once, in order, the same room and booking fold.
      await writeLog(logOf(['RoomCreated', room], ['BedBooked', booked]));
      expect(await foldLog(p, way), way).toBe(true);
    }
  });
});

it('declines a number JSON.stringify would not have written, such as 2.0, which jsonb keeps as written', async () => {
  const rooms = projections.find((p) => p.name === 'rooms')!;
  for (const way of WAYS) {
    const fold = async (capacity: string) => {
      await writeLog(logOf(['RoomCreated', room]));
      // As a literal: the driver would send a string parameter of a jsonb as a JSON string.
      await db.sql.unsafe(`UPDATE ${LOG} SET data = jsonb_set(data, '{room_capacity}', '${capacity}'::jsonb)`);
      return foldLog(rooms, way);
    };
    expect(await fold('2.0'), way).toBe(false);
    expect(await fold('2'), way).toBe(true);
    expect(await db.sql`SELECT room_capacity, beds_left FROM sql_rooms.rooms`).toEqual([{ room_capacity: 2, beds_left: 2 }]);
  }
});
