import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_IMPORT_MAX, ROOM_LIST_PAGE } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { createAdmin, registerStudent } from '../helpers/flows.ts';
import { createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/**
 * A hostel with more rooms than one import makes: imports over the cap are refused whole, and
 * every room list a student loads answers a bounded page, the pages together giving every room once.
 */
const ROOMS = ROOM_IMPORT_MAX + 1001;
// Far above a page of these rooms, far below the whole list of them.
const MOST_BYTES = 600_000;

let t: TestApp;
let admin: string;
let student: string;
let semester: string;

const roomValues = (i: number) => ({
  room_number: String(1000 + i),
  floor: ['Ground Floor', 'First Floor', 'Second Floor', 'Third Floor'][i % 4],
  room_type_id: '1',
  gender: i % 2 ? 'male' : 'female',
  room_capacity: 4,
  price_per_bed: 1800,
  room_status: 'available',
  availability_duration: '4 Months',
  description: 'Facing the courtyard, near the library',
});
const bulk = (semesterId: string, from: number, count: number, dryRun = false) =>
  t.call('POST', `/api/rooms/bulk${dryRun ? '?dry_run=1' : ''}`, {
    token: admin,
    body: { semester_id: semesterId, rooms: Array.from({ length: count }, (_, i) => roomValues(from + i)) },
  });
const roomCount = async (semesterId: string) =>
  (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM rooms WHERE semester_id = ${semesterId}`)[0].n;
const eventCount = async () => (await t.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM events`)[0].n;
const bytesOf = (body: unknown) => Buffer.byteLength(JSON.stringify(body));
// Semesters to import into, long past: the big one stays the current semester.
const emptySemester = async () => (await createSemester(t, admin, { start_date: '2020-01-10', end_date: '2020-05-20' })).id;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  student = (await registerStudent(t, { gender: 'female' })).token;
  semester = (await createSemester(t, admin)).id;
  for (let from = 0; from < ROOMS; from += ROOM_IMPORT_MAX) {
    const made = await bulk(semester, from, Math.min(ROOM_IMPORT_MAX, ROOMS - from));
    expect(made.status, JSON.stringify(made.body).slice(0, 300)).toBe(201);
  }
  expect(await roomCount(semester)).toBe(ROOMS);
}, 300_000);
afterAll(() => t.close());

describe('imports over the cap', () => {
  const HEADER = 'room_number,floor,room_type,gender,room_capacity,price_per_bed,room_status,availability_duration,description';
  const csvOf = (count: number) =>
    [HEADER, ...Array.from({ length: count }, (_, i) => `${5000 + i},First Floor,Standard,male,4,1800,available,4 Months,Quiet`)].join(
      '\n',
    );
  const refusedWhole = async (semesterId: string, send: () => Promise<{ status: number; body: any }>, message: string) => {
    const before = await eventCount();
    const res = await send();
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(422);
    expect(res.body).toEqual({ message, errors: { rooms: [message] } });
    expect(await roomCount(semesterId)).toBe(0);
    expect(await eventCount()).toBe(before);
  };

  it('are refused whole, from a CSV file or a list, previewed or not, with the cap and how to split', async () => {
    const empty = await emptySemester();
    const tooMany = MESSAGES.room.tooManyRooms(ROOM_IMPORT_MAX);
    expect(tooMany).toContain(String(ROOM_IMPORT_MAX));
    for (const dryRun of [false, true]) {
      const query = `semester_id=${empty}${dryRun ? '&dry_run=1' : ''}`;
      const file = csvOf(ROOM_IMPORT_MAX + 1);
      const send = () =>
        t.call('POST', `/api/rooms/import?${query}`, { token: admin, rawBody: file, headers: { 'content-type': 'text/csv' } });
      await refusedWhole(empty, send, tooMany);
      await refusedWhole(empty, () => bulk(empty, 0, ROOM_IMPORT_MAX + 1, dryRun), tooMany);
    }
    // The same file one line shorter is within the cap.
    const preview = await t.call('POST', `/api/rooms/import?semester_id=${empty}&dry_run=1`, {
      token: admin,
      rawBody: csvOf(ROOM_IMPORT_MAX),
      headers: { 'content-type': 'text/csv' },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.lines).toHaveLength(ROOM_IMPORT_MAX);
  }, 120_000);

  it('include copying a semester with more rooms than an import makes', async () => {
    const empty = await emptySemester();
    const copy = () => t.call('POST', `/api/semesters/${empty}/copy-rooms`, { token: admin, body: { from_semester_id: semester } });
    await refusedWhole(empty, copy, MESSAGES.room.tooManyToCopy(ROOM_IMPORT_MAX));
  }, 60_000);
});

describe("a student's room lists in a hostel of thousands of rooms", () => {
  const get = (path: string) => t.call('GET', path, { token: student });

  it('each answer a bounded page', async () => {
    for (const path of [
      `/api/room-types/1/rooms?semester_id=${semester}`,
      `/api/room-types/1/rooms`,
      `/api/rooms-with-beds-left?semester_id=${semester}`,
      `/api/rooms-with-beds-left?semester_id=${semester}&gender=female`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.data.length, path).toBe(ROOM_LIST_PAGE);
      expect(res.body.meta.per_page, path).toBe(ROOM_LIST_PAGE);
      expect(bytesOf(res.body), path).toBeLessThan(MOST_BYTES);
    }
    const map = await get(`/api/rooms/bed-map?semester_id=${semester}`);
    expect(map.body.data.flatMap((floor: { rooms: unknown[] }) => floor.rooms)).toHaveLength(ROOM_LIST_PAGE);
    expect(bytesOf(map.body)).toBeLessThan(MOST_BYTES);
    // The spec's pages and react-admin's ranges were bounded already: 10 rooms, and 1000 at most.
    expect((await get(`/api/rooms?page=1&semester_id=${semester}`)).body.data).toHaveLength(10);
    const range = await get(
      `/api/rooms?range=${encodeURIComponent('[0,9999]')}&filter=${encodeURIComponent(`{"semester_id":"${semester}"}`)}`,
    );
    expect(range.body).toHaveLength(1000);
  }, 60_000);

  it('give every room once, page by page, as the screens read them', async () => {
    const everyPage = async (path: string) => {
      const first = (await get(`${path}&page=1`)).body;
      const pages = [first];
      for (let page = 2; page <= first.meta.last_page; page++) pages.push((await get(`${path}&page=${page}`)).body);
      expect(first.meta.last_page).toBe(Math.ceil(first.meta.total / ROOM_LIST_PAGE));
      return pages.flatMap((p) => p.data);
    };
    const female = await everyPage(`/api/room-types/1/rooms?semester_id=${semester}&gender=female`);
    expect(female).toHaveLength(Math.ceil(ROOMS / 2));
    expect(new Set(female.map((r) => r.id)).size).toBe(female.length);
    expect(female.map((r) => Number(r.room_number))).toEqual([...female.map((r) => Number(r.room_number))].sort((a, b) => a - b));

    const bookable = await everyPage(`/api/rooms-with-beds-left?semester_id=${semester}`);
    expect(new Set(bookable.map((r) => r.id)).size).toBe(ROOMS);

    const floors = await everyPage(`/api/rooms/bed-map?semester_id=${semester}`);
    const tiles = floors.flatMap((floor: { floor: string; rooms: { id: string }[] }) =>
      floor.rooms.map((room) => `${floor.floor} ${room.id}`),
    );
    expect(new Set(tiles).size).toBe(ROOMS);
    // Floor by floor from the ground up, across the pages.
    const order = ['Ground Floor', 'First Floor', 'Second Floor', 'Third Floor'];
    const seen = floors.map((floor: { floor: string }) => order.indexOf(floor.floor));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  }, 120_000);

  it('answer an empty page past the last one', async () => {
    const res = await get(`/api/rooms-with-beds-left?semester_id=${semester}&page=999`);
    expect(res.body).toEqual({
      data: [],
      meta: { current_page: 999, last_page: Math.ceil(ROOMS / ROOM_LIST_PAGE), per_page: ROOM_LIST_PAGE, total: ROOMS },
    });
  });
});
