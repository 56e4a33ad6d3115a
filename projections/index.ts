import type { InlineProjection, Projection } from './projection.ts';
import { usersProjection } from './users/users.projection.ts';
import { semestersProjection } from './semesters/semesters.projection.ts';
import { roomsProjection } from './rooms/rooms.projection.ts';
import { bookingsProjection } from './bookings/bookings.projection.ts';
import { semesterStatsProjection } from './semesterStats/semesterStats.projection.ts';
import { paymentHistoryProjection } from './paymentHistory/paymentHistory.projection.ts';
import { paymentInstructionsProjection } from './paymentInstructions/paymentInstructions.projection.ts';
import { paymentIntentsProjection } from './paymentIntents/paymentIntents.projection.ts';
import { notificationsProjection } from './notifications/notifications.projection.ts';
import { waitlistProjection } from './waitlist/waitlist.projection.ts';
import * as users from './users/users.queries.ts';
import * as semesters from './semesters/semesters.queries.ts';
import * as rooms from './rooms/rooms.queries.ts';
import * as bedMap from './rooms/bedMap.queries.ts';
import * as bookings from './bookings/bookings.queries.ts';
import * as stats from './semesterStats/semesterStats.queries.ts';
import * as paymentHistory from './paymentHistory/paymentHistory.queries.ts';
import * as paymentInstructions from './paymentInstructions/paymentInstructions.queries.ts';
import * as paymentIntents from './paymentIntents/paymentIntents.queries.ts';
import * as notifications from './notifications/notifications.queries.ts';
import * as waitlist from './waitlist/waitlist.queries.ts';

/** Every read model of the product. Inline ones move with each append; async ones follow the log. */
export const projections: readonly Projection[] = [
  usersProjection,
  semestersProjection,
  roomsProjection,
  bookingsProjection,
  semesterStatsProjection,
  paymentHistoryProjection,
  paymentInstructionsProjection,
  paymentIntentsProjection,
  notificationsProjection,
  waitlistProjection,
];

export const inlineProjections = projections.filter((p): p is InlineProjection => p.mode === 'inline');

export function projectionNamed(name: string): Projection {
  const found = projections.find((p) => p.name === name);
  if (!found) throw new Error(`unknown read model "${name}"; known: ${projections.map((p) => p.name).join(', ')}`);
  return found;
}

/** What the API reads, read model by read model: each takes the database (or a transaction) first. */
export const readModels = {
  users,
  semesters,
  rooms: { ...rooms, ...bedMap },
  bookings,
  stats,
  paymentHistory,
  paymentInstructions,
  paymentIntents,
  notifications,
  waitlist,
};
export type ReadModels = typeof readModels;
