import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { projections } from '../../projections/index.ts';
import { rebuildProjection, rebuildProjections } from '../../projections/rebuild/rebuild.ts';
import { catchUpToNow } from '../../projections/asyncRunner.ts';
import { currentHorizon } from '../../api/eventStore/read.ts';
import { foldableLog } from '../../api/eventStore/unsealed.ts';
import { allRows, inSchema, rowsOf, schemaWith } from '../helpers/shadowSchemas.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { approve, book, bookingBody, bookOk, createRoom, createSemester, reject, revoke } from '../helpers/hostel.ts';

let t: TestApp;
const inline = projections.filter((p) => p.mode === 'inline');
const tables = inline.flatMap((p) => p.tables);

/** The keys, indexes and rules of `list`, by table: a rebuild must swap in tables shaped as the live ones. */
async function shapesOf(list: string[]) {
  const rows = await t.sql<{ table: string; def: string }[]>`
    SELECT c.relname AS table, pg_get_indexdef(i.indexrelid) AS def
      FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
     WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY(${list})
    UNION ALL
    SELECT c.relname, con.conname || ' ' || pg_get_constraintdef(con.oid)
      FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid
     WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY(${list})
     ORDER BY 1, 2`;
  return rows.map((r) => `${r.table}: ${r.def}`);
}

/**
 * The horizon once every event so far is below it. It is the oldest transaction still running on
 * the whole server, and the other test files' databases share that server: one of their
 * transactions can hold it back a moment, leaving this file's last events to a rebuild's catch-up.
 */
async function horizonPastTheLog() {
  const [{ last }] = await t.sql<{ last: string }[]>`SELECT max(transaction_id)::text AS last FROM events`;
  return vi.waitFor(
    async () => {
      const horizon = await currentHorizon(t.sql);
      expect(BigInt(horizon.transactionId)).toBeGreaterThan(BigInt(last));
      return horizon;
    },
    { timeout: 15_000, interval: 20 },
  );
}

/** Every row of every inline read model, table by table (allRows). */
async function snapshot() {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) result[table] = await allRows(t.sql, table);
  return result;
}

// A hostel's term in short: accounts, semesters, rooms, bookings and their payments, a guest
// reservation, a deleted room and semester, a logout and a deleted student, minutes apart.
async function liveHistory() {
  const superadmin = (await loginSuperadmin(t)).token;
  const admin = await createAdmin(t);
  const step = () => t.clock.advance(60_000);
  const autumn = (await createSemester(t, superadmin)).id;
  const spring = (await createSemester(t, admin.token, { start_date: '2027-01-10', end_date: '2027-05-20' })).id;
  step();
  expect(
    (
      await t.call('PUT', `/api/semesters/${spring}`, {
        token: admin.token,
        body: { name: 'Spring', description: 'Second', start_date: '2027-01-11', end_date: '2027-05-21' },
      })
    ).status,
  ).toBe(200);
  const doomed = (await createSemester(t, superadmin, { start_date: '2028-01-10', end_date: '2028-05-20' })).id;
  await createRoom(t, superadmin, doomed);
  expect((await t.call('DELETE', `/api/semesters/${doomed}`, { token: superadmin })).status).toBe(200);
  const female = await createRoom(t, admin.token, autumn, { room_capacity: 3, room_number: 'F-101' });
  const male = await createRoom(t, admin.token, autumn, {
    gender: 'male',
    room_type_id: '2',
    price_per_bed: 2200.75,
    room_number: 'M-201',
  });
  const springRoom = await createRoom(t, admin.token, spring, { room_capacity: 1 });
  const spare = await createRoom(t, admin.token, autumn);
  expect((await t.call('DELETE', `/api/rooms/${spare.id}`, { token: admin.token })).status).toBe(200);

  const students = [];
  for (let i = 0; i < 5; i++) {
    step();
    students.push(
      await registerStudent(t, { fname: `Student${i}`, gender: i === 4 ? 'male' : 'female', country: i % 2 ? 'Nigeria' : 'Ghana' }),
    );
  }
  const [ama, efua, abena, akua, yaw] = students;
  step();
  const paid = await bookOk(t, ama.token, female, { medical_condition: 'Asthma' });
  step();
  const rejected = await bookOk(t, efua.token, female);
  step();
  const released = await bookOk(t, abena.token, female);
  step();
  const guest = await t.call('POST', '/api/bookings/guest', {
    token: admin.token,
    body: {
      ...bookingBody(male),
      user_id: yaw.user.id,
      full_name: 'Guest of Yaw',
      gender: 'male',
      nationality: 'Sudan',
      phone_number: '0201234567',
      email_address: 'g@guest.test',
    },
  });
  expect(guest.status).toBe(201);
  await bookOk(t, akua.token, springRoom, { check_in_date: '01/11/2027' }); // the semester as edited
  step();
  await approve(t, admin.token, paid.id);
  await reject(t, admin.token, rejected.id);
  step();
  await approve(t, admin.token, rejected.id);
  await revoke(t, superadmin, rejected.id);
  step();
  expect((await book(t, efua.token, female)).status).toBe(201);
  expect((await t.call('POST', '/api/logout', { token: akua.token })).status).toBe(200);
  step();
  expect((await t.call('DELETE', `/api/users/${abena.user.id}`, { token: superadmin })).status).toBe(200);
  expect(released.id).toBeTruthy();
  return { female, springRoom, ama };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rebuilding the inline read models from the log', () => {
  it('gives exactly the rows the live tables had', async () => {
    const { female, springRoom, ama } = await liveHistory();
    const live = await snapshot();
    expect(live.bookings).toHaveLength(6);
    expect(live.users.length).toBeGreaterThan(6);

    // Damage each read model so that a rebuild that did nothing could not pass.
    await t.sql`UPDATE rooms SET beds_left = room_capacity`;
    await t.sql`DELETE FROM bookings WHERE payment_status = 'unpaid'`;
    await t.sql`UPDATE bookings SET amount_paid = 1`;
    await t.sql`UPDATE users SET fname = 'Changed'`;
    await t.sql`UPDATE semesters SET name = 'Changed'`;
    await t.sql`DELETE FROM revoked_tokens`;
    expect(await snapshot()).not.toEqual(live);

    for (const projection of inline) await rebuildProjection(t.sql, projection);
    const rebuilt = await snapshot();
    for (const table of tables) expect(rebuilt[table], table).toEqual(live[table]);

    // The swapped-in tables carry the consistency rules again.
    const full = await book(t, (await registerStudent(t)).token, springRoom, { check_in_date: '01/11/2027' });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(MESSAGES.booking.fullCapacity);
    const twice = await book(t, ama.token, await createRoom(t, (await loginSuperadmin(t)).token, female.semester_id));
    expect(twice.body.message).toBe(MESSAGES.booking.alreadyBooked);
  });

  it('rebuilds every read model at once, as the async runner had them', async () => {
    const asyncOnes = projections.filter((p) => p.mode === 'async');
    for (const p of asyncOnes) await catchUpToNow(t.sql, p);
    const asyncTables = asyncOnes.flatMap((p) => p.tables);
    const rowsOf = async (list: string[]) =>
      Object.fromEntries(await Promise.all(list.map(async (table) => [table, await allRows(t.sql, table)])));
    const live = await rowsOf([...tables, ...asyncTables]);
    expect(live.stats_bookings.length).toBeGreaterThan(0);
    expect(live.payment_history.length).toBeGreaterThan(0);
    await t.sql`DELETE FROM stats_bookings`;
    await t.sql`UPDATE payment_history SET actor_name = 'Changed'`;
    await t.sql`UPDATE users SET fname = 'Changed'`;

    const shapes = await shapesOf([...tables, ...asyncTables]);
    expect(shapes.filter((s) => s.includes('PRIMARY KEY')).length).toBe(tables.length + asyncTables.length);

    const swapped: string[] = [];
    const results = await rebuildProjections(t.sql, projections, (r) => swapped.push(r.projection));
    expect(swapped).toEqual(projections.map((p) => p.name));
    expect(results.map((r) => r.projection)).toEqual(projections.map((p) => p.name));
    expect(results.filter((r) => r.folded).map((r) => r.projection)).toEqual(projections.filter((p) => p.fold).map((p) => p.name));
    expect(await rowsOf([...tables, ...asyncTables])).toEqual(live);
    expect(await shapesOf([...tables, ...asyncTables])).toEqual(shapes);
    // The async projections go on from where the rebuild left them, applying nothing twice.
    for (const p of asyncOnes) await catchUpToNow(t.sql, p);
    expect(await rowsOf(asyncTables)).toEqual(Object.fromEntries(asyncTables.map((table) => [table, live[table]])));
  });

  it('folds the events the API wrote, inside the database, to the rows of the live tables', async () => {
    for (const p of projections.filter((p) => p.mode === 'async')) await catchUpToNow(t.sql, p);
    const horizon = await horizonPastTheLog();
    for (const p of projections.filter((p) => p.fold)) {
      const schema = `folded_${p.name}`;
      await schemaWith(t.sql, schema, [p]);
      expect(await inSchema(t.sql, schema, async (tx) => p.fold!(tx, await foldableLog(t.sql, schema, horizon, p.handles))), p.name).toBe(
        true,
      );
      expect(await rowsOf(t.sql, schema, p), p.name).toEqual(await rowsOf(t.sql, 'public', p));
    }
  });

  it('applies event by event a read model whose fold declines the log, keyed and ruled as before', async () => {
    // A room made again after it was deleted: the API never reuses an id, and the rooms fold declines such a log.
    const superadmin = (await loginSuperadmin(t)).token;
    const semester = (await createSemester(t, superadmin, { start_date: '2029-01-10', end_date: '2029-05-20' })).id;
    const room = await createRoom(t, superadmin, semester, { room_number: 'Again' });
    expect((await t.call('DELETE', `/api/rooms/${room.id}`, { token: superadmin })).status).toBe(200);
    const [made] = await t.sql<
      { data: Record<string, unknown> }[]
    >`SELECT data FROM events WHERE event_type = 'RoomCreated' AND data->>'room_id' = ${room.id}`;
    await t.deps.store.transact((tx) =>
      t.deps.store.append(tx, `room-${room.id}`, 2, [{ type: 'RoomCreated', data: made.data }], { actorId: null, correlationId: 'test' }),
    );

    const live = await snapshot();
    const shapes = await shapesOf(tables);
    await t.sql`UPDATE rooms SET beds_left = 0`;
    // The room's second making below the horizon, where the fold meets it.
    await horizonPastTheLog();
    const results = await rebuildProjections(t.sql, projections);
    expect(results.find((r) => r.projection === 'rooms')).toMatchObject({ folded: false });
    expect(await snapshot()).toEqual(live);
    expect(live.rooms).toContainEqual(expect.objectContaining({ id: room.id }));
    expect(await shapesOf(tables)).toEqual(shapes);
    // The key is the rooms table's own again: a second room with one id is refused.
    await expect(t.sql`INSERT INTO rooms SELECT * FROM rooms LIMIT 1`).rejects.toMatchObject({ code: '23505' });
  });
});
