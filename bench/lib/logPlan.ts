/**
 * The shape of a generated history of `total` events: a few semesters of a large hostel, each
 * with its rooms and more bookings than beds (early bookings of a full room are rejected, the
 * last ones keep their beds, most of those approved, every seventh left pending), and as many
 * registered students as it takes to make `total` exactly. logPlanSql.ts writes the same rules
 * in SQL; the two must agree, which the generated count checks.
 */
export type LogPlan = {
  semesters: number;
  roomsPerSemester: number;
  bookingsPerSemester: number;
  users: number;
  expected: number;
  generated?: number;
};

/** The rules both sides share, one per fact. */
export const capacityOf = (room: number, semester: number) => 2 + ((room * 7 + semester * 3) % 5);
export const isPending = (booking: number) => booking % 7 === 0;

export function logPlan(total: number): LogPlan {
  const semesters = total >= 500_000 ? 20 : 4;
  const roomsPerSemester = Math.round((total * 0.06) / semesters);
  const bookingsPerSemester = Math.round((total * 0.34) / semesters);
  let others = 0;
  for (let s = 0; s < semesters; s++) {
    others += 1 + roomsPerSemester + bookingsPerSemester + decisionsIn(s, roomsPerSemester, bookingsPerSemester);
  }
  const users = total - others;
  if (bookingsPerSemester > Math.floor(users / 2)) throw new Error(`too few students for ${total} events`);
  return { semesters, roomsPerSemester, bookingsPerSemester, users, expected: total };
}

/** Bookings of a semester that get a payment decision: every rejected one, and the approved. */
function decisionsIn(semester: number, rooms: number, bookings: number): number {
  let decisions = 0;
  for (let r = 0; r < Math.min(rooms, bookings); r++) {
    const inRoom = Math.floor((bookings - 1 - r) / rooms) + 1;
    const kept = Math.min(inRoom, capacityOf(r, semester));
    decisions += inRoom - kept;
    for (let t = inRoom - kept; t < inRoom; t++) if (!isPending(r + t * rooms)) decisions++;
  }
  return decisions;
}
