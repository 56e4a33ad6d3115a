import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planHostel, type HostelPlan } from '../../bench/lib/hostelPlan.ts';
import { createCrudPeer, crudPeerApi, CRUD_SCHEMA } from '../../bench/lib/peers/crud.ts';
import { createEventSourcedPeer, eventSourcedPeerApi, EVENT_SOURCED_SCHEMA } from '../../bench/lib/peers/eventSourced.ts';
import { checkPeerRush, seedPeerRooms } from '../../bench/lib/peers/peerTables.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

// The bench's peers are measured against the booking path: they must keep its two rules too.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(4);
});
afterAll(() => db.drop());

describe.each([
  { name: 'CRUD peer', schema: CRUD_SCHEMA, create: createCrudPeer, api: crudPeerApi, log: false },
  { name: 'event-sourced peer', schema: EVENT_SOURCED_SCHEMA, create: createEventSourcedPeer, api: eventSourcedPeerApi, log: true },
])('$name', ({ schema, create, api: apiOf, log }) => {
  let plan: HostelPlan;
  const bedsLeft = async (roomId: string) =>
    (await db.sql.unsafe<{ beds_left: number }[]>(`SELECT beds_left FROM ${schema}.rooms WHERE id = $1`, [roomId]))[0].beds_left;

  beforeAll(async () => {
    plan = planHostel({ rooms: 12, students: 60, seed: 5 });
    await create(db.sql);
    await seedPeerRooms(db.sql, schema, plan);
  });

  it("lists the student's rooms with a bed left in natural room-number order, and books one until it is full", async () => {
    const api = apiOf(db.sql, plan);
    const female = plan.students.filter((s) => s.gender === 'female');
    const { roomIds } = await api.look(female[0]);
    const femaleRooms = plan.rooms.filter((r) => r.gender === 'female');
    const numberOf = (id: string) => plan.rooms.find((r) => r.room_id === id)!.room_number;
    const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    expect(new Set(roomIds)).toEqual(new Set(femaleRooms.map((r) => r.room_id)));
    expect(roomIds.map(numberOf)).toEqual(femaleRooms.map((r) => r.room_number).sort(natural.compare));

    const room = femaleRooms[0];
    const statuses = [];
    const accepted: string[] = [];
    for (const student of female.slice(0, room.room_capacity + 2)) {
      const result = await api.book(student, room);
      statuses.push(result.status);
      if (result.bookingId) accepted.push(result.bookingId);
    }
    expect(statuses).toEqual([...Array(room.room_capacity).fill(201), 409, 409]);
    expect(await bedsLeft(room.room_id)).toBe(0);
    expect((await api.look(female[0])).roomIds).not.toContain(room.room_id);

    // A student holding a bed is refused a second one, and the other room keeps its bed.
    const other = femaleRooms[1];
    expect((await api.book(female[0], other)).status).toBe(409);
    expect(await bedsLeft(other.room_id)).toBe(other.room_capacity);

    const checks = await checkPeerRush(db.sql, schema, plan, accepted, log);
    expect(checks).toMatchObject({
      activeBookings: room.room_capacity,
      overbookedRooms: 0,
      bedsLeftOutOfStep: 0,
      studentsWithTwoBookings: 0,
      acceptedMissingFromReadModel: 0,
      acceptedMissingFromLog: 0,
      bookedEventsWithoutAcceptance: 0,
    });
  });
});
