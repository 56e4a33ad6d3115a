import { Hono } from 'hono';
import { z } from 'zod';
import { invalid, notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { validate } from '../http/validate.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { maxLengthOf } from '../../shared/textLimits.ts';
import { roomDecider, type RoomCommand } from './rooms.decide.ts';
import { roomStream } from './rooms.events.ts';
import { roomBody } from './rooms.schema.ts';

const reasonBody = z.object({
  reason: z
    .string({ error: MESSAGES.room.reasonRequired })
    .trim()
    .min(1, MESSAGES.room.reasonRequired)
    .max(...maxLengthOf('reason')),
});

/** Editing a room, and taking it out of service and back, for staff. */
export function roomEditRoutes(deps: AppDeps) {
  const { store, read, sql } = deps;
  const answer = async (roomId: string) => ({ data: await read.rooms.findRoom(sql, roomId) });

  return new Hono<AppEnv>()
    .put('/rooms/:id', requireAccess('edit', 'rooms'), validate('json', roomBody), async (c) => {
      const roomId = c.req.param('id');
      const body = c.req.valid('json');
      await handle(store, roomStream(roomId), roomDecider, {
        ...commandOf(c, deps, 'UpdateRoom'),
        // The room's row is locked first: no booking takes a bed between this read and the edit.
        command: async (tx): Promise<RoomCommand> => {
          const room = await read.rooms.lockRoom(tx, roomId);
          if (!room) throw notFound('Room');
          return {
            type: 'UpdateRoom',
            data: {
              ...body,
              room_id: roomId,
              semester_exists: Boolean(await read.semesters.findSemester(tx, body.semester_id)),
              room_type: (await read.rooms.findRoomType(tx, body.room_type_id))?.name ?? null,
              beds_taken: room.room_capacity - room.beds_left,
              has_bookings: await read.bookings.roomsHaveBookings(tx, [roomId]),
            },
          };
        },
        then: async (tx) => {
          if (!(await read.semesters.holdSemester(tx, body.semester_id))) throw invalid('semester_id', MESSAGES.room.semesterHint);
        },
      });
      return c.json({ ...(await answer(roomId)), message: MESSAGES.room.updated });
    })
    .post('/rooms/:id/out-of-service', requireAccess('edit', 'rooms'), validate('json', reasonBody), async (c) => {
      const roomId = c.req.param('id');
      const { reason } = c.req.valid('json');
      await handle(store, roomStream(roomId), roomDecider, {
        ...commandOf(c, deps, 'TakeOutOfService'),
        command: { type: 'TakeOutOfService', data: { room_id: roomId, reason } },
      });
      return c.json({ ...(await answer(roomId)), message: MESSAGES.room.takenOutOfService });
    })
    .post('/rooms/:id/back-in-service', requireAccess('edit', 'rooms'), async (c) => {
      const roomId = c.req.param('id');
      await handle(store, roomStream(roomId), roomDecider, {
        ...commandOf(c, deps, 'ReturnToService'),
        command: { type: 'ReturnToService', data: { room_id: roomId } },
      });
      return c.json({ ...(await answer(roomId)), message: MESSAGES.room.returnedToService });
    });
}
