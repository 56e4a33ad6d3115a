import type { Projection } from './projection.ts';
import { usersProjection } from './users.projection.ts';
import { semestersProjection } from './semesters.projection.ts';
import { roomsProjection } from './rooms.projection.ts';
import { bookingsProjection } from './bookings.projection.ts';
import { semesterStatsProjection } from './semesterStats.projection.ts';
import { paymentHistoryProjection } from './paymentHistory.projection.ts';

/** Every read model of the product. Inline ones move with each append; async ones follow the log. */
export const projections: readonly Projection[] = [
  usersProjection,
  semestersProjection,
  roomsProjection,
  bookingsProjection,
  semesterStatsProjection,
  paymentHistoryProjection,
];

export function projectionNamed(name: string): Projection {
  const found = projections.find((p) => p.name === name);
  if (!found) throw new Error(`unknown projection "${name}"; known: ${projections.map((p) => p.name).join(', ')}`);
  return found;
}
