import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/connect.ts';
import { createRoomJsonCache } from '../../api/rooms/roomJsonCache.ts';
import { createAdmin, registerStudent } from '../helpers/flows.ts';
import { bookOk, createRoom, createSemester } from '../helpers/hostel.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createAdmin(t)).token;
  student = (await registerStudent(t, { gender: 'female' })).token;
});
afterAll(() => t.close());

type Listed = { id: string; room_number: string; beds_left: number };

async function bookable(semesterId: string): Promise<Listed[]> {
  const res = await t.call('GET', `/api/rooms-with-beds-left?semester_id=${semesterId}&gender=female`, { token: student });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('room lists served from the rooms this server keeps', () => {
  it('follow rooms made and deleted after the semester was first read, in room-number order, with live beds_left', async () => {
    const { id: semesterId } = await createSemester(t, admin);
    const r20 = await createRoom(t, admin, semesterId, { room_number: '20', room_capacity: 2 });
    const r30 = await createRoom(t, admin, semesterId, { room_number: '30', room_capacity: 1 });
    expect((await bookable(semesterId)).map((r) => r.room_number)).toEqual(['20', '30']);

    const r5 = await createRoom(t, admin, semesterId, { room_number: '5' });
    const r25 = await createRoom(t, admin, semesterId, { room_number: '25' });
    expect((await bookable(semesterId)).map((r) => r.room_number)).toEqual(['5', '20', '25', '30']);

    await bookOk(t, student, r20);
    const afterBooking = await bookable(semesterId);
    expect(afterBooking.find((r) => r.id === r20.id)?.beds_left).toBe(1);

    expect((await t.call('DELETE', `/api/rooms/${r25.id}`, { token: admin })).status).toBe(200);
    expect((await bookable(semesterId)).map((r) => r.id)).toEqual([r5.id, r20.id, r30.id]);

    const ofType = await t.call('GET', `/api/room-types/1/rooms?semester_id=${semesterId}`, { token: student });
    expect(ofType.body.data.map((r: Listed) => r.room_number)).toEqual(['5', '20', '30']);
  });

  it('do not trust a reload that read the rooms before the room asked about was made', async () => {
    const { id: semesterId } = await createSemester(t, admin);
    await createRoom(t, admin, semesterId, { room_number: '1' });
    const cache = createRoomJsonCache();
    // This reload reads the semester at once, but its answer is held back until the gate opens.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const heldBack = {
      unsafe: async (...args: Parameters<Db['unsafe']>) => {
        const rows = await t.sql.unsafe(...args);
        await gate;
        return rows;
      },
    } as unknown as Db;
    const firstLook = cache.roomsOf(heldBack, semesterId, []);
    await new Promise((r) => setTimeout(r, 100));
    const made = await createRoom(t, admin, semesterId, { room_number: '2' });
    // A look that read the new room's id while the first reload is still on its way.
    const secondLook = cache.roomsOf(t.sql, semesterId, [made.id]);
    open();
    expect([...(await firstLook).keys()]).not.toContain(made.id);
    const rooms = await secondLook;
    expect(rooms.get(made.id)).toMatchObject({ rank: 1 });
    expect(rooms.get(made.id)?.head).toContain('"room_number":"2"');
  });

  it('leave out a room deleted between reading its id and reading its JSON', async () => {
    const { id: semesterId } = await createSemester(t, admin);
    const kept = await createRoom(t, admin, semesterId, { room_number: '1' });
    const cache = createRoomJsonCache();
    const rooms = await cache.roomsOf(t.sql, semesterId, [kept.id, 'deleted-meanwhile']);
    expect([...rooms.keys()]).toEqual([kept.id]);
  });
});
