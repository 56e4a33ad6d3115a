import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sweepHolds } from '../../api/bookings/holdExpiry.ts';
import { openPool } from '../../api/db/connect.ts';
import { currentHorizon } from '../../api/eventStore/read.ts';
import { foldableLog } from '../../api/eventStore/unsealed.ts';
import { sweepOffers } from '../../api/waitlist/lapseSweep.ts';
import { projectionNamed } from '../../projections/index.ts';
import { rebuildProjection } from '../../projections/rebuild/rebuild.ts';
import { allRows, inSchema, rowsOf, schemaWith } from '../helpers/shadowSchemas.ts';
import { login, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { bedsLeft, bookingBody, bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/testApp.ts';

/**
 * The offer chain across servers: three students in line for one bed; two let their offers lapse
 * and the third accepts. Two servers sweep the same database at each step, one of them is
 * replaced by a new one in the middle (a restart), and every step happens exactly once.
 */
const HOUR = 3_600_000;
let clock: TestClock;
let a: TestApp;
let b: TestApp;

/** Another server on the same database: its own pool and app; closing it leaves the database. */
function anotherServer() {
  const sql = openPool(a.db.url, 5);
  return createTestApp({ clock, db: { sql, url: a.db.url, drop: () => sql.end({ timeout: 5 }) } });
}

beforeAll(async () => {
  clock = new TestClock();
  a = await createTestApp({ clock });
  b = await anotherServer();
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const count = async (type: string) => (await a.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events WHERE event_type = ${type}`)[0].n;

describe('the offer chain', () => {
  it('two lapse, the third accepts, with two servers sweeping and a restart between', async () => {
    const superadmin = (await loginSuperadmin(a)).token;
    const semesterId = (await createSemester(a, superadmin)).id;
    const room = await createRoom(a, superadmin, semesterId, { room_capacity: 1 });
    await bookOk(a, (await registerStudent(a)).token, room);
    const line: Awaited<ReturnType<typeof registerStudent>>[] = [];
    for (const name of ['Adjoa', 'Esi', 'Afua']) {
      const s = await registerStudent(a, { fname: name });
      expect((await a.call('POST', '/api/waitlist', { token: s.token, body: { semester_id: semesterId } })).status).toBe(201);
      line.push(s);
    }
    const [first, second, third] = line;
    const entryOf = async (s: (typeof line)[number], app = a) => {
      const token = (await login(app, s.user.email as string, 'password123')).token;
      return (await app.call('GET', `/api/waitlist/me?semester_id=${semesterId}`, { token })).body.data;
    };

    clock.advance(73 * HOUR);
    const [x, y] = await Promise.all([sweepHolds(a.deps), sweepHolds(b.deps)]);
    expect(x + y).toBe(1);
    expect(await count('WaitlistOfferMade')).toBe(1);
    expect((await entryOf(first)).offer.room_id).toBe(room.id);

    clock.advance(25 * HOUR);
    const lapsed = await Promise.all([sweepOffers(a.deps), sweepOffers(b.deps)]);
    expect(lapsed[0] + lapsed[1]).toBe(1);
    expect(await count('WaitlistOfferMade')).toBe(2);
    expect((await entryOf(second)).offer.room_id).toBe(room.id);
    expect(await entryOf(first)).toMatchObject({ status: 'waiting', lapses: 1, position: 1 });

    // A restart: one server goes, a new one takes its place on the same database.
    await b.close();
    b = await anotherServer();

    clock.advance(25 * HOUR);
    const again = await Promise.all([sweepOffers(a.deps), sweepOffers(b.deps)]);
    expect(again[0] + again[1]).toBe(1);
    expect(await count('WaitlistOfferLapsed')).toBe(2);
    expect(await count('WaitlistOfferMade')).toBe(3);
    const offer = (await entryOf(third, b)).offer;
    expect(offer.room_id).toBe(room.id);

    const token = (await login(b, third.user.email as string, 'password123')).token;
    const { semester_id: _s, room_type_id: _t, room_number: _n, room_id: _r, ...form } = bookingBody(room);
    const accepted = await b.call('POST', `/api/waitlist/offers/${offer.id}/accept`, { token, body: form });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.data).toMatchObject({ room_id: room.id, payment_status: 'pending' });
    expect(await bedsLeft(a, room.id)).toBe(0);
    expect(await Promise.all([sweepOffers(a.deps), sweepOffers(b.deps)])).toEqual([0, 0]);

    const offers = await a.call('GET', `/api/waitlist/offers?semester_id=${semesterId}`, {
      token: (await loginSuperadmin(a)).token,
    });
    expect(offers.body.data.map((o: { outcome: string }) => o.outcome)).toEqual(['accepted', 'lapsed', 'lapsed']);
    expect(offers.body.data[0].why).toMatchObject({ freed_by: 'An offer lapsed', position: 3 });
    expect(offers.body.data[0].why.skipped).toEqual([
      { user_id: first.user.id, full_name: 'Adjoa Mensah', reason: 'let the offer of this bed lapse' },
      { user_id: second.user.id, full_name: 'Esi Mensah', reason: 'let the offer of this bed lapse' },
    ]);
  });

  it('rebuilding and folding the rooms and the waitlist from the log gives the live rows', async () => {
    const names = ['rooms', 'waitlist'];
    const tables = names.flatMap((name) => projectionNamed(name).tables);
    const snapshot = async () => Object.fromEntries(await Promise.all(tables.map(async (tb) => [tb, await allRows(a.sql, tb)])));
    const live = await snapshot();
    expect(live.waitlist_offers).toHaveLength(3);
    await a.sql`UPDATE rooms SET beds_left = room_capacity`;
    await a.sql`UPDATE waitlist SET lapses = 9`;
    expect(await snapshot()).not.toEqual(live);
    for (const name of names) await rebuildProjection(a.sql, projectionNamed(name));
    expect(await snapshot()).toEqual(live);

    const rooms = projectionNamed('rooms');
    const [{ last }] = await a.sql<{ last: string }[]>`SELECT max(transaction_id)::text AS last FROM events`;
    const horizon = await vi.waitFor(
      async () => {
        const h = await currentHorizon(a.sql);
        expect(BigInt(h.transactionId)).toBeGreaterThan(BigInt(last));
        return h;
      },
      { timeout: 15_000, interval: 20 },
    );
    await schemaWith(a.sql, 'folded_rooms_waitlist', [rooms]);
    expect(
      await inSchema(a.sql, 'folded_rooms_waitlist', async (tx) =>
        rooms.fold!(tx, await foldableLog(a.sql, 'folded_rooms_waitlist', horizon, rooms.handles)),
      ),
    ).toBe(true);
    expect(await rowsOf(a.sql, 'folded_rooms_waitlist', rooms)).toEqual(await rowsOf(a.sql, 'public', rooms));
  });
});
