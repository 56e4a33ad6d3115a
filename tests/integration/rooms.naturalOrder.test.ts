import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../helpers/flows.ts';
import { createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

type Row = { room_number: string };
let t: TestApp;
let admin: string;
let semester: string;
// Natural order: the digits in a number compare as numbers, letters regardless of case.
const NATURAL = ['2', '10', 'B-204', 'B-1000', 'G1', 'g2', 'G10', 'G15'];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  semester = (await createSemester(t, admin)).id;
  for (const room_number of ['G10', 'B-1000', 'G1', '10', 'G15', 'g2', 'B-204', '2']) await createRoom(t, admin, semester, { room_number });
});
afterAll(() => t.close());

const numbers = (rows: Row[]) => rows.map((r) => r.room_number);
const get = async (path: string) => {
  const res = await t.call('GET', path, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

it('lists rooms in natural order, page by page', async () => {
  expect(numbers((await get(`/api/rooms?semester_id=${semester}`)).data)).toEqual(NATURAL);
  const pages = [
    await get(`/api/rooms-with-beds-left?semester_id=${semester}`),
    await get(`/api/room-types/1/rooms?semester_id=${semester}`),
  ];
  for (const page of pages) expect(numbers(page.data)).toEqual(NATURAL);
  const floors = (await get(`/api/rooms/bed-map?semester_id=${semester}`)).data as { rooms: Row[] }[];
  expect(numbers(floors[0].rooms)).toEqual(NATURAL);
});

it('sorts by room number naturally when react-admin asks, either way, and a page follows on', async () => {
  const filter = encodeURIComponent(JSON.stringify({ semester_id: semester }));
  const sorted = (order: string, range: string) =>
    get(`/api/rooms?filter=${filter}&range=${range}&sort=${encodeURIComponent(JSON.stringify(['room_number', order]))}`);
  expect(numbers([...(await sorted('ASC', '[0,3]')), ...(await sorted('ASC', '[4,7]'))])).toEqual(NATURAL);
  expect(numbers(await sorted('DESC', '[0,7]'))).toEqual([...NATURAL].reverse());
});
