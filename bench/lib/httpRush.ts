import { bookingFormFor, RUSH_CLIENTS, type HostelPlan } from './hostelPlan.ts';
import type { HttpClient } from './httpClient.ts';
import { runClosedLoop } from './loadGenerator.ts';
import type { RushApi } from './rushScenario.ts';

/** A student of the rush over HTTP: the room list and POST /bookings, with their token. */
export function httpApi(client: HttpClient, plan: HostelPlan, tokens: Map<string, string>): RushApi {
  return {
    async look(student) {
      const query = `semester_id=${encodeURIComponent(plan.semesterId)}&gender=${student.gender}`;
      const res = await client.get<{ data: { id: string }[] }>(`/api/rooms-with-beds-left?${query}`, tokens.get(student.user_id));
      return { status: res.status, roomIds: res.status === 200 ? res.body.data.map((r) => r.id) : [] };
    },
    async book(student, room) {
      const res = await client.post<{ data: { id: string } }>(
        '/api/bookings',
        bookingFormFor(plan, room, student),
        tokens.get(student.user_id),
      );
      return { status: res.status, bookingId: res.status === 201 ? res.body.data.id : undefined };
    },
  };
}

/** Settles connections, pools and JIT on the routes the rush uses, without taking any bed. */
export async function warmUp(client: HttpClient, plan: HostelPlan, tokens: Map<string, string>) {
  const students = plan.students.slice(0, RUSH_CLIENTS);
  await runClosedLoop({
    clients: RUSH_CLIENTS,
    durationMs: 1500,
    maxOps: 5000,
    op: async (c, i) => {
      const s = students[c];
      if (i % 2) return (await client.post('/api/bookings', { semester_id: plan.semesterId }, tokens.get(s.user_id))).status;
      return (await client.get(`/api/rooms-with-beds-left?semester_id=${plan.semesterId}&gender=${s.gender}`, tokens.get(s.user_id)))
        .status;
    },
  });
}
