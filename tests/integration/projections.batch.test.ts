import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../api/db/connect.ts';
import type { StoredEvent } from '../../api/eventStore/types.ts';
import { projections } from '../../projections/index.ts';
import type { Projection } from '../../projections/projection.ts';
import { createShadowTable } from '../../projections/shadowTables.ts';
import { PG_TYPES, type PgType } from '../../projections/batch/params.ts';
import { USERS_BATCH_TABLES } from '../../projections/batch/users.batch.ts';
import { ROOMS_BATCH_TABLES } from '../../projections/batch/rooms.batch.ts';
import { BOOKINGS_BATCH_TABLES } from '../../projections/batch/bookings.batch.ts';
import { STATS_BATCH_TABLES } from '../../projections/batch/semesterStats.batch.ts';
import { PAYMENT_HISTORY_BATCH_TABLES } from '../../projections/batch/paymentHistory.batch.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

/**
 * The contract of applyBatch: the rows of applying a history one event at a time (`apply`) and
 * of applying it by applyBatch, cut into random batches, are the same, row for row and value for
 * value, in tables shaped as a rebuild's shadow tables are.
 */
/**
 * Generated histories for the batch-apply contract: every event type the projections handle,
 * over small pools of ids so that rows are made, decided, deleted and looked up again, with
 * times that are mostly canonical and sometimes ones a JS Date rewrites. Histories are kept to
 * what one-by-one apply accepts (no second registration of a user, no bed moved in a room that
 * is not there), the way the log itself only holds events whose transaction committed.
 */
const KINDS = [
  'UserRegistered', 'UserLoggedOut', 'UserDeleted', 'RoomTypeCreated', 'RoomCreated', 'RoomCreated', 'RoomDeleted',
  'SemesterCreated', 'SemesterUpdated', 'SemesterDeleted', 'BedBooked', 'BedBooked', 'BedBooked', 'BedBooked',
  'PaymentApproved', 'PaymentApproved', 'PaymentApproved', 'PaymentRejected', 'PaymentRejected', 'PaymentRejected',
] as const;

const at = fc.oneof(
  { weight: 8, arbitrary: fc.date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }).map((d) => d.toISOString()) },
  { weight: 1, arbitrary: fc.constantFrom('2026-02-30T10:00:00.000Z', '2026-09-01T08:00:00Z', '2026-09-01T10:00:00.000+02:00', '2024-02-29T24:00:00.000Z', '2026-09-01T08:00:00.123456Z') },
);

const step = fc.record({
  kind: fc.constantFrom(...KINDS),
  user: fc.nat(5),
  room: fc.nat(5),
  booking: fc.nat(7),
  other: fc.nat(5),
  flag: fc.boolean(),
  amount: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100)),
  actor: fc.option(fc.nat(6)),
  at,
});

const histories = fc.array(step, { minLength: 30, maxLength: 150 }).map(toEvents);

type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

function toEvents(steps: Step[]): StoredEvent[] {
  const users = new Set<string>();
  const tokens = new Set<string>();
  const roomTypes = new Set<string>();
  const rooms = new Map<string, string>(); // live room → its semester
  const bookings = new Map<string, { room: string; semester: string; user: string }>();
  const events: StoredEvent[] = [];
  const push = (type: string, data: Record<string, unknown>, s: Step) =>
    events.push({
      globalPosition: events.length + 1,
      transactionId: String(100 + events.length),
      streamId: `s-${events.length}`,
      streamPosition: 1,
      eventId: `ev-${events.length}`,
      type,
      schemaVersion: 1,
      data: { ...data, at: s.at },
      metadata: { actorId: s.actor === null ? null : `u${s.actor}`, correlationId: 'c' },
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });

  for (const s of steps) {
    const userId = `u${s.user}`;
    const roomId = `r${s.room}`;
    const semesterId = `s${s.room % 2}`;
    // Bookings go to a room that is there, decisions mostly to a booking that was made.
    const liveRooms = [...rooms.keys()];
    const bookedRoom = rooms.has(roomId) ? roomId : liveRooms[s.room % Math.max(liveRooms.length, 1)];
    const made = [...bookings.keys()];
    const bookingId = s.kind.startsWith('Payment') && made.length && s.other > 0 ? made[s.booking % made.length] : `b${s.booking}`;
    const booking = bookings.get(bookingId);
    switch (s.kind) {
      case 'UserRegistered':
        if (users.has(userId)) break;
        users.add(userId);
        push(s.kind, {
          user_id: userId, fname: `F${s.other}`, lname: `L${s.user}`, phone_number: '024', email: `${userId}@x.test`,
          password_hash: 'h', gender: s.flag ? 'male' : 'female', country: 'Ghana', program: s.flag ? null : 'CS',
          // Some actors staff, whom the payment history names, and some students, whom it does not keep.
          ...(s.user % 3 === 0 ? { role: 'admin', user_type: 'admin' } : { role: 'user', user_type: 'continuing_student' }),
        }, s);
        break;
      case 'UserLoggedOut': {
        const jti = `j${s.other}`;
        if (tokens.has(jti)) break;
        tokens.add(jti);
        push(s.kind, { user_id: userId, jti, expires_at: s.at }, s);
        break;
      }
      case 'UserDeleted': {
        const released = [...bookings].filter(([, b]) => b.user === userId).map(([id, b]) => ({ booking_id: id, room_id: b.room, semester_id: b.semester }));
        push(s.kind, { user_id: userId, released_bookings: released }, s);
        break;
      }
      case 'RoomTypeCreated':
        if (roomTypes.has(`t${s.other}`)) break;
        roomTypes.add(`t${s.other}`);
        push(s.kind, { room_type_id: `t${s.other}`, name: `Type ${s.other}` }, s);
        break;
      case 'RoomCreated':
        if (rooms.has(roomId)) break;
        rooms.set(roomId, semesterId);
        push(s.kind, {
          room_id: roomId, semester_id: semesterId, room_type_id: `t${s.other % 3}`, room_type: 'Standard', floor: 'Ground',
          room_status: ['available', 'available', 'occupied', 'restricted'][s.user % 4], gender: s.flag ? 'male' : 'female', room_capacity: 1 + s.other, room_number: `N${s.room}`,
          price_per_bed: s.amount, availability_duration: '4 Months', description: 'd',
        }, s);
        break;
      case 'RoomDeleted':
        rooms.delete(roomId);
        push(s.kind, { room_id: roomId }, s);
        break;
      case 'SemesterCreated':
      case 'SemesterUpdated':
        push(s.kind, { semester_id: semesterId, name: `Sem ${s.other}`, description: 'd', start_date: '2026-09-01', end_date: '2026-12-20' }, s);
        break;
      case 'SemesterDeleted': {
        const roomIds = [...rooms].filter(([, sem]) => sem === semesterId).map(([id]) => id);
        for (const id of roomIds) rooms.delete(id);
        push(s.kind, { semester_id: semesterId, room_ids: roomIds }, s);
        break;
      }
      case 'BedBooked':
        if (bookings.has(bookingId) || !bookedRoom) break;
        bookings.set(bookingId, { room: bookedRoom, semester: rooms.get(bookedRoom)!, user: userId });
        push(s.kind, {
          full_name: `Name ${s.user}`, index_number: 'UG1', gender: 'female', dob: '2004-02-14', marital_status: 'Single',
          nationality: 'Ghana', program_of_study: 'CS', phone_number: '024', email_address: 'a@b.c', house_address: 'h',
          emergency_contact_name: 'e', emergency_contact_relationship: 'Mother', emergency_contact_phone_number: '0',
          emergency_contact_house_address: 'h', check_in_date: '2026-09-01', length_of_stay: 4,
          medical_condition: s.flag ? null : 'Asthma', booking_id: bookingId, user_id: userId, semester_id: rooms.get(bookedRoom),
          room_id: bookedRoom, room_type_id: 't1', room_type: 'Standard', room_number: `N${s.room}`, amount_paid: s.amount,
          payment_status: 'pending', booked_by: userId,
        }, s);
        break;
      case 'PaymentApproved':
      case 'PaymentRejected': {
        // Mostly decisions on real bookings; now and then one on a booking that was never made.
        const target = booking ?? { room: roomId, semester: semesterId, user: userId };
        const movesBed = s.flag && rooms.has(target.room);
        push(s.kind, {
          booking_id: bookingId, user_id: target.user, semester_id: target.semester, room_id: target.room, amount: s.amount,
          previous_status: 'pending', ...(s.kind === 'PaymentApproved' ? { bed_taken: movesBed } : { bed_released: movesBed }),
        }, s);
        break;
      }
    }
  }
  return events;
}

/** Cut points (as fractions of the history) for a batched replay: each piece is one applyBatch. */
const cuts = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 4 });

function pieces<T>(items: T[], fractions: number[]): T[][] {
  const points = [...new Set(fractions.map((f) => Math.floor(f * items.length)))].sort((a, b) => a - b);
  const out: T[][] = [];
  let from = 0;
  for (const p of [...points, items.length]) {
    if (p > from) out.push(items.slice(from, p));
    from = Math.max(from, p);
  }
  return out;
}

let db: TestDatabase;
const batched = projections.filter((p) => p.applyBatch);

beforeAll(async () => {
  db = await createTestDatabase();
  for (const p of batched) {
    for (const schema of [`one_${p.name}`, `batch_${p.name}`]) {
      await db.sql.unsafe(`CREATE SCHEMA ${schema}`);
      for (const table of p.tables) await createShadowTable(db.sql, schema, table);
    }
  }
});
afterAll(() => db.drop());

async function inSchema<T>(sql: Sql, schema: string, work: (tx: any) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx.unsafe(`SET LOCAL search_path TO ${schema}, public`);
    return work(tx);
  }) as Promise<T>;
}

async function rowsOf(schema: string, p: Projection) {
  const out: Record<string, unknown[]> = {};
  for (const table of p.tables) out[table] = await db.sql.unsafe(`SELECT * FROM ${schema}.${table} ORDER BY 1`);
  return out;
}

const handledBy = (p: Projection, events: StoredEvent[]) => events.filter((e) => p.handles.includes(e.type));

describe('applyBatch gives the rows of apply, one event after another', () => {
  it('every projection of the product has a batch apply but the tiny semesters one', () => {
    expect(batched.map((p) => p.name).sort()).toEqual(['bookings', 'payment_history', 'rooms', 'semester_stats', 'users']);
  });

  it.each(batched.map((p) => [p.name, p] as const))('%s, over generated histories cut into random batches', async (_name, p) => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(histories, cuts, async (history, fractions) => {
        for (const schema of [`one_${p.name}`, `batch_${p.name}`]) {
          await db.sql.unsafe(p.tables.map((t) => `TRUNCATE ${schema}.${t}`).join('; '));
        }
        const events = handledBy(p, history);
        let failure: unknown = null;
        await inSchema(db.sql, `one_${p.name}`, async (tx) => {
          for (const event of events) await p.apply(tx, event);
        }).catch((e) => (failure = e));
        const batchedRun = (async () => {
          for (const piece of pieces(events, fractions)) await inSchema(db.sql, `batch_${p.name}`, (tx) => p.applyBatch!(tx, piece));
        })();
        if (failure) {
          await expect(batchedRun).rejects.toThrow();
          return;
        }
        await batchedRun;
        expect(await rowsOf(`batch_${p.name}`, p)).toEqual(await rowsOf(`one_${p.name}`, p));
        compared++;
      }),
      { numRuns: 40 },
    );
    // The histories are built to be accepted one event at a time: most runs compare rows.
    expect(compared).toBeGreaterThan(30);
  });

  it('a bed moved in a room that is not there is refused by both, with the same message', async () => {
    const rooms = projections.find((p) => p.name === 'rooms')!;
    const booked = { globalPosition: 1, transactionId: '1', streamId: 'b', streamPosition: 1, eventId: 'e1', type: 'BedBooked', schemaVersion: 1, data: { room_id: 'nowhere', at: '2026-09-01T08:00:00.000Z' }, metadata: { actorId: null, correlationId: 'c' }, createdAt: new Date() };
    const one = await inSchema(db.sql, 'one_rooms', (tx) => rooms.apply(tx, booked)).catch((e: Error) => e.message);
    const batch = await inSchema(db.sql, 'batch_rooms', (tx) => rooms.applyBatch!(tx, [booked])).catch((e: Error) => e.message);
    expect(one).toBeTruthy();
    expect(batch).toBe(one);
  });
});

describe('what a batch writes is what the driver would have sent', () => {
  const specs = [...USERS_BATCH_TABLES, ...ROOMS_BATCH_TABLES, ...BOOKINGS_BATCH_TABLES, ...STATS_BATCH_TABLES, ...PAYMENT_HISTORY_BATCH_TABLES];

  it('each batch table lists columns of the live table, with their types', async () => {
    for (const spec of specs) {
      const columns = await db.sql<{ name: string; oid: number }[]>`
        SELECT attname AS name, atttypid::int AS oid FROM pg_attribute
         WHERE attrelid = ${'public.' + spec.name}::regclass AND attnum > 0 AND NOT attisdropped`;
      for (const [column, type] of spec.columns) {
        expect(columns.find((c) => c.name === column)?.oid, `${spec.name}.${column}`).toBe(PG_TYPES[type].oid);
      }
    }
  });

  it('each type is serialized as the pool serializes a parameter of it', async () => {
    const serializers = (db.sql as any).options.serializers as Record<number, (x: unknown) => string>;
    const values: Record<PgType, fc.Arbitrary<unknown>> = {
      text: fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean()),
      integer: fc.oneof(fc.integer(), fc.double(), fc.string()),
      bigint: fc.oneof(fc.integer(), fc.string()),
      numeric: fc.oneof(fc.double(), fc.integer(), fc.string()),
      timestamptz: fc.oneof(
        fc.date({ noInvalidDate: true }),
        fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString()),
        fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }))
          .map(([y, mo, d, h, mi]) => `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:${String(mi).padStart(2, '0')}.123Z`),
      ),
      date: fc.string(),
      boolean: fc.oneof(fc.boolean(), fc.string()),
    };
    for (const [type, { oid, serialize }] of Object.entries(PG_TYPES)) {
      fc.assert(
        fc.property(values[type as PgType], (value) => {
          const attempt = (f: (x: unknown) => string) => {
            try {
              return f(value);
            } catch (e) {
              return `threw ${(e as Error).name}`;
            }
          };
          expect(attempt(serialize)).toBe(attempt(serializers[oid]));
        }),
        { numRuns: 300 },
      );
    }
  });
});
