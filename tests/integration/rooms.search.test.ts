import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../helpers/flows.ts';
import { createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

// Manage Rooms with a hostel's worth of rooms: found by number, and read more than 10 at a time.
type Row = { room_number: string };
let t: TestApp;
let admin: string;
let semester: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  semester = (await createSemester(t, admin)).id;
  other = (await createSemester(t, admin, { start_date: '2027-01-10', end_date: '2027-05-20' })).id;
  const numbers = ['G1', 'G2', 'G10', 'G11', 'G12', 'F1', 'F12', 'A_1', 'A%1', 'A11'];
  for (const room_number of numbers) await createRoom(t, admin, semester, { room_number });
  for (let n = 1; n <= 30; n += 1) await createRoom(t, admin, semester, { room_number: `T${n}` });
  await createRoom(t, admin, other, { room_number: 'G1' });
});
afterAll(() => t.close());

const numbers = (rows: Row[]) => rows.map((r) => r.room_number);
const get = async (path: string) => {
  const res = await t.call('GET', path, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('GET /rooms?q=', () => {
  it('finds the rooms whose number starts with what was typed, in any case, in natural order', async () => {
    const found = await get(`/api/rooms?semester_id=${semester}&q=g1`);
    expect(numbers(found.data)).toEqual(['G1', 'G10', 'G11', 'G12']);
    expect(found.meta.total).toBe(4);
    // The counters still count the whole semester.
    expect(found.total_rooms).toBe(40);
    expect(numbers((await get(`/api/rooms?semester_id=${semester}&q=%20G12%20`)).data)).toEqual(['G12']);
    expect(numbers((await get(`/api/rooms?q=G1`)).data)).toEqual(['G1', 'G1', 'G10', 'G11', 'G12']);
  });

  it('takes % and _ as themselves, and answers nothing found as an empty page', async () => {
    expect(numbers((await get(`/api/rooms?semester_id=${semester}&q=A_`)).data)).toEqual(['A_1']);
    expect(numbers((await get(`/api/rooms?semester_id=${semester}&q=${encodeURIComponent('A%')}`)).data)).toEqual(['A%1']);
    const none = await get(`/api/rooms?semester_id=${semester}&q=Z9`);
    expect(none.data).toEqual([]);
    expect(none.meta).toMatchObject({ total: 0, last_page: 1 });
  });

  it('reads the number index for a prefix, not every room', async () => {
    const plan = await t.sql.begin(async (tx) => {
      await tx`SET LOCAL enable_seqscan = off`;
      return tx.unsafe(`EXPLAIN SELECT id FROM rooms WHERE lower(room_number) LIKE 'g1%'`);
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/rooms_by_number_prefix[^]*Index Cond/);
  });

  it("is react-admin's `q` filter too", async () => {
    const filter = encodeURIComponent(JSON.stringify({ semester_id: semester, q: 'f1' }));
    expect(numbers(await get(`/api/rooms?filter=${filter}&range=[0,9]`))).toEqual(['F1', 'F12']);
  });
});

describe('GET /rooms?per_page=', () => {
  it('answers as many rooms a page as asked, up to 100, 10 without it', async () => {
    const ten = await get(`/api/rooms?semester_id=${semester}&page=1`);
    expect(ten.data).toHaveLength(10);
    expect(ten.meta).toMatchObject({ per_page: 10, last_page: 4 });
    const page2 = await get(`/api/rooms?semester_id=${semester}&page=2&per_page=25`);
    expect(page2.data).toHaveLength(15);
    expect(page2.meta).toMatchObject({ current_page: 2, per_page: 25, last_page: 2, total: 40 });
    expect((await get(`/api/rooms?semester_id=${semester}&per_page=100`)).data).toHaveLength(40);
  });

  it('refuses a page size that is not a whole number from 1 to 100 with a 422 naming it', async () => {
    for (const size of ['0', '101', 'ten', '2.5']) {
      const res = await t.call('GET', `/api/rooms?semester_id=${semester}&per_page=${size}`, { token: admin });
      expect(res.status, size).toBe(422);
      expect(res.body.errors.per_page).toEqual(['per_page must be a whole number from 1 to 100.']);
    }
  });
});
