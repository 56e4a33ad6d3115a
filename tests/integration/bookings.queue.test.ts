import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_APPROVE_MAX } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { BOOKING_SEARCH_TEXT } from '../../projections/bookings/bookings.queries.ts';
import { containing } from '../../projections/search.ts';
import { createAdmin, loginSuperadmin, registerStudent } from '../helpers/flows.ts';
import { approve, bedsLeft, bookOk, createRoom, createSemester, reject, type Room } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let otherAdmin: string;
let student: string;
let first: string;
let second: string;
let room: Room;
const ids: Record<string, string> = {};

// The queue of pending payments: in the first semester Esi (oldest), Kwame, Akua, and Yaa
// (approved already); in the second Kojo (newest). A minute apart each.
beforeAll(async () => {
  t = await createTestApp();
  const superadmin = (await loginSuperadmin(t)).token;
  admin = (await createAdmin(t)).token;
  otherAdmin = (await createAdmin(t)).token;
  first = (await createSemester(t, superadmin)).id;
  second = (await createSemester(t, superadmin, { start_date: '2027-01-10', end_date: '2027-05-20' })).id;
  room = await createRoom(t, superadmin, first, { room_number: 'Q1', room_capacity: 6 });
  const male = await createRoom(t, superadmin, first, { room_number: 'Q2', gender: 'male', room_capacity: 2 });
  const later = await createRoom(t, superadmin, second, { room_number: 'Q3', gender: 'male' });
  const people: [string, string, Room, Record<string, unknown>][] = [
    ['esi', 'Esi Quaye', room, { index_number: 'UEW/0001' }],
    ['kwame', 'Kwame Nkansah', male, { index_number: 'UEW/0002' }],
    ['akua', 'Akua Donkor', room, { index_number: 'UEW/0003' }],
    ['yaa', 'Yaa Fosu', room, { index_number: 'UEW/0004' }],
    ['kojo', 'Kojo Ansah', later, { index_number: 'UEW/0005' }],
  ];
  for (const [key, name, where, form] of people) {
    const [fname, lname] = name.split(' ');
    const account = await registerStudent(t, {
      fname,
      lname,
      gender: where === room ? 'female' : 'male',
      phone_number: key === 'akua' ? '0207654321' : '0241234567',
    });
    if (key === 'esi') student = account.token;
    ids[key] = (await bookOk(t, account.token, where, form)).id;
    t.clock.advance(60_000);
  }
  expect((await approve(t, admin, ids.yaa)).status).toBe(200);
});
afterAll(() => t.close());

const queue = (filter: object, extra = '') =>
  t.call(
    'GET',
    `/api/bookings?range=[0,9]&filter=${encodeURIComponent(JSON.stringify({ payment_status: 'pending', ...filter }))}${extra}`,
    {
      token: admin,
    },
  );
const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('the pending payments queue (GET /api/bookings, pending)', () => {
  it('comes oldest first unless another order is asked for, with its length for the badge', async () => {
    const res = await queue({});
    expect(idsOf(res.body)).toEqual([ids.esi, ids.kwame, ids.akua, ids.kojo]);
    const newest = await queue({}, '&sort=["created_at","DESC"]');
    expect(idsOf(newest.body)).toEqual([ids.kojo, ids.akua, ids.kwame, ids.esi]);
    const count = await t.call('GET', `/api/bookings?range=[0,0]&filter=${encodeURIComponent('{"payment_status":"pending"}')}`, {
      token: admin,
    });
    expect(count.headers.get('content-range')).toBe('bookings 0-0/4');
    // Any other list keeps its newest-first order.
    expect(idsOf((await t.call('GET', '/api/bookings?range=[0,1]', { token: admin })).body)).toEqual([ids.kojo, ids.yaa]);
  });

  it('is searched by name, index number and phone number (as typed or in E.164), whatever the case', async () => {
    expect(idsOf((await queue({ q: 'akua don' })).body)).toEqual([ids.akua]);
    expect(idsOf((await queue({ q: 'uew/0002' })).body)).toEqual([ids.kwame]);
    expect(idsOf((await queue({ q: '020 765 4321' })).body)).toEqual([ids.akua]);
    expect(idsOf((await queue({ q: '+233207654321' })).body)).toEqual([ids.akua]);
    expect(idsOf((await queue({ q: '7654321' })).body)).toEqual([ids.akua]);
    // The count of a search is of all its matches, on its first page and past its last.
    const searched = (range: string) =>
      t.call('GET', `/api/bookings?range=${range}&filter=${encodeURIComponent('{"payment_status":"pending","q":"uew/"}')}`, {
        token: admin,
      });
    const first = await searched('[0,1]');
    expect(idsOf(first.body)).toEqual([ids.esi, ids.kwame]);
    expect(first.headers.get('content-range')).toBe('bookings 0-1/4');
    const past = await searched('[10,19]');
    expect(past.body).toEqual([]);
    expect(past.headers.get('content-range')).toBe('bookings 10-10/4');
    // Yaa is paid: the queue does not find her, the list of every status does.
    expect((await queue({ q: 'Yaa' })).body).toEqual([]);
    const all = await t.call('GET', `/api/bookings?range=[0,9]&filter=${encodeURIComponent('{"q":"yaa fosu"}')}`, { token: admin });
    expect(idsOf(all.body)).toEqual([ids.yaa]);
  });

  it('takes % and _ as written, and never matches across two columns', async () => {
    expect((await queue({ q: '%' })).body).toEqual([]);
    expect((await queue({ q: 'uew_0001' })).body).toEqual([]);
    // Esi Quaye's name and index number (UEW/0001) side by side, as one text would hold them.
    expect((await queue({ q: 'quayeuew' })).body).toEqual([]);
    expect(idsOf((await queue({ q: 'QUAYE' })).body)).toEqual([ids.esi]);
  });

  it('is found through the trigram index, not by reading every booking', async () => {
    const plan = await t.sql.begin(async (tx) => {
      await tx`SET LOCAL enable_seqscan = off`;
      return tx<{ 'QUERY PLAN': string }[]>`
        EXPLAIN SELECT id FROM bookings WHERE ${tx.unsafe(BOOKING_SEARCH_TEXT)} LIKE lower(${containing('Akua Don')})`;
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('bookings_search');
  });

  it('is narrowed to one semester, and a search within it', async () => {
    expect(idsOf((await queue({ semester_id: first })).body)).toEqual([ids.esi, ids.kwame, ids.akua]);
    expect(idsOf((await queue({ semester_id: second })).body)).toEqual([ids.kojo]);
    expect(idsOf((await queue({ semester_id: second, q: 'esi' })).body)).toEqual([]);
    expect((await queue({ semester_id: first })).headers.get('content-range')).toBe('bookings 0-2/3');
  });
});

describe('POST /api/bookings/approve-payments', () => {
  const approveMany = (token: string, body: unknown) => t.call('POST', '/api/bookings/approve-payments', { token, body });

  it('is for admins: 403 for a student, 401 without a token', async () => {
    expect((await approveMany(student, { ids: [ids.esi] })).status).toBe(403);
    expect((await t.call('POST', '/api/bookings/approve-payments', { body: { ids: [ids.esi] } })).status).toBe(401);
    expect((await queue({})).body).toHaveLength(4);
  });

  it('refuses no ids, too many and ids that are not text with 422, approving nothing', async () => {
    const none = await approveMany(admin, { ids: [] });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(MESSAGES.queue.idsRequired);
    const many = await approveMany(admin, { ids: Array.from({ length: BULK_APPROVE_MAX + 1 }, (_, i) => `b${i}`) });
    expect(many.status).toBe(422);
    expect(many.body.message).toBe(MESSAGES.queue.tooMany(BULK_APPROVE_MAX));
    expect((await approveMany(admin, { ids: [1, 2] })).status).toBe(422);
    expect((await approveMany(admin, {})).status).toBe(422);
    expect((await approveMany(admin, { ids: [ids.esi], expected_status: 'maybe' })).status).toBe(422);
    expect((await queue({})).body).toHaveLength(4);
  });

  it('approves each, one refusal not stopping the others, and answers for every id', async () => {
    const beds = await bedsLeft(t, room.id);
    // Another admin rejects Akua's booking after this admin loaded the queue.
    expect((await reject(t, otherAdmin, ids.akua)).status).toBe(200);
    const res = await approveMany(admin, { ids: [ids.esi, ids.akua, 'no-such-booking', ids.yaa, ids.kwame, ids.esi] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: ids.esi, ok: true },
      { id: ids.akua, ok: false, status: 409, message: MESSAGES.booking.statusChanged('unpaid') },
      { id: 'no-such-booking', ok: false, status: 404, message: expect.any(String) },
      { id: ids.yaa, ok: false, status: 409, message: MESSAGES.booking.statusChanged('paid') },
      { id: ids.kwame, ok: true },
    ]);
    expect(res.body.meta).toEqual({ approved: 2, failed: 3 });
    expect(idsOf((await queue({})).body)).toEqual([ids.kojo]);
    // Akua's rejection stands: her bed was given back and not taken again.
    expect(await bedsLeft(t, room.id)).toBe(beds + 1);
    const akua = await t.call('GET', `/api/bookings/${ids.akua}`, { token: admin });
    expect(akua.body.data.payment_status).toBe('unpaid');
    // Each approval is its own decision in the booking's history, by this admin.
    const history = await t.call('GET', `/api/bookings/${ids.esi}/history`, { token: admin });
    expect(history.body.data.map((e: { type: string }) => e.type)).toEqual(['BedBooked', 'PaymentApproved']);
  });
});
