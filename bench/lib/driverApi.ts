import { bookingFormSchema } from '../../api/bookings/bookingForm.schema.ts';
import { placeBooking } from '../../api/bookings/placeBooking.ts';
import type { Sql } from '../../api/db/connect.ts';
import { createDeps } from '../../api/assemble.ts';
import { answerFor } from '../../api/http/errorHandler.ts';
import { unauthenticated } from '../../api/http/errors.ts';
import { bookingFormFor, identityOf, type HostelPlan } from './hostelPlan.ts';
import type { RushApi } from './rushScenario.ts';
import { BENCH_JWT_SECRET } from './serverProcess.ts';
import { ROOM_LIST_PAGE } from '../../shared/constants.ts';
import { roomListReader } from '../../api/rooms/rooms.queryRoutes.ts';

/**
 * The code the routes run, called directly: the reader of GET /rooms-with-beds-left, and
 * POST /bookings' validation and placeBooking (decide, append, inline projections).
 */
export function driverApi(sql: Sql, plan: HostelPlan): RushApi {
  const deps = createDeps({ sql, jwtSecret: BENCH_JWT_SECRET });
  const roomList = roomListReader(deps);
  return {
    async look(student) {
      // The route's reader, read as the HTTP client reads its answer: the list as JSON, parsed.
      const { json } = await roomList(
        { semester: plan.semesterId, gender: student.gender },
        { page: 1, offset: 0, perPage: ROOM_LIST_PAGE },
        { bookableOnly: true },
      );
      const rooms: { id: string }[] = JSON.parse(json);
      return { status: 200, roomIds: rooms.map((r) => r.id) };
    },
    async book(student, room) {
      try {
        const booking = await placeBooking(deps, {
          input: bookingFormSchema.parse(bookingFormFor(plan, room, student)),
          user_id: student.user_id,
          identity: identityOf(student),
          booked_by: student.user_id,
          metadata: { actorId: student.user_id, correlationId: `bench-${student.n}`, command: 'BookBed' },
          studentGone: unauthenticated,
        });
        return { status: 201, bookingId: booking.id };
      } catch (error) {
        return { status: answerFor(error).status };
      }
    },
  };
}
