import type { Sql } from '../../api/db/connect.ts';
import { driverApi } from './driverApi.ts';
import type { HostelPlan, PlannedRoom, PlannedStudent } from './hostelPlan.ts';
import { runQueue } from './loadGenerator.ts';

/**
 * Books every bed of the hostel through the booking code path, each room by students of its
 * gender, eight at a time: the state right after a rush, for the read benchmarks.
 * Returns the students who hold a booking.
 */
export async function fillHostel(sql: Sql, plan: HostelPlan): Promise<PlannedStudent[]> {
  const waiting = { male: plan.students.filter((s) => s.gender === 'male'), female: plan.students.filter((s) => s.gender === 'female') };
  const pairs: { room: PlannedRoom; student: PlannedStudent }[] = [];
  for (const room of plan.rooms) {
    for (let bed = 0; bed < room.room_capacity; bed++) pairs.push({ room, student: waiting[room.gender].shift()! });
  }
  const api = driverApi(sql, plan);
  const refused: number[] = [];
  await runQueue(pairs, 8, 120_000, async ({ room, student }) => {
    const { status } = await api.book(student, room);
    if (status !== 201) refused.push(status);
  });
  if (refused.length) throw new Error(`filling the hostel: ${refused.length} bookings refused (${refused.slice(0, 5).join(', ')})`);
  return pairs.map((p) => p.student);
}
