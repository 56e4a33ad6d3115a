import { Hono } from 'hono';
import { handle } from '../commands/handle.ts';
import { conflict, invalid, notFound } from '../commands/errors.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { validate } from '../http/validate.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { roomDecider, type RoomCommand } from './rooms.decide.ts';
import { roomStream } from './rooms.events.ts';
import { roomEditRoutes } from './roomEdit.routes.ts';
import { roomImportRoutes } from './roomImport.routes.ts';
import { roomQueryRoutes } from './rooms.queryRoutes.ts';
import { roomBody } from './rooms.schema.ts';

export function roomsRoutes(deps: AppDeps) {
  const { store, read, sql } = deps;

  return new Hono<AppEnv>()
    .post('/rooms', requireAccess('create', 'rooms'), validate('json', roomBody), async (c) => {
      const body = c.req.valid('json');
      const roomId = deps.newId();
      await handle(store, roomStream(roomId), roomDecider, {
        ...commandOf(c, deps, 'CreateRoom'),
        stream: 'new',
        command: async (tx): Promise<RoomCommand> => ({
          type: 'CreateRoom',
          data: {
            ...body,
            room_id: roomId,
            semester_exists: Boolean(await read.semesters.findSemester(tx, body.semester_id)),
            room_type: (await read.rooms.findRoomType(tx, body.room_type_id))?.name ?? null,
          },
        }),
        // Held until commit: a semester deleted meanwhile either waits for this room (and then
        // refuses, seeing it) or is gone before this lock is granted, and the room is refused.
        then: async (tx) => {
          if (!(await read.semesters.holdSemester(tx, body.semester_id))) throw invalid('semester_id', MESSAGES.room.semesterHint);
        },
      });
      return c.json({ data: await read.rooms.findRoom(sql, roomId), message: MESSAGES.room.created }, 201);
    })
    .delete('/rooms/:id', requireAccess('delete', 'rooms'), async (c) => {
      const roomId = c.req.param('id');
      const room = await read.rooms.findRoom(sql, roomId);
      if (!room) throw notFound('Room');
      await handle(store, roomStream(roomId), roomDecider, {
        ...commandOf(c, deps, 'DeleteRoom'),
        command: async (tx): Promise<RoomCommand> => ({
          type: 'DeleteRoom',
          data: { room_id: roomId, active_bookings: await read.bookings.activeBookingsOfRoom(tx, roomId) },
        }),
        // Deleting the row waited for any booking that held it; one that committed meanwhile is
        // visible now. A booking arriving after this commit finds no room and is refused.
        then: async (tx) => {
          if ((await read.bookings.activeBookingsOfRoom(tx, roomId)) > 0) throw conflict(MESSAGES.room.hasBookings);
          // An offer holds a bed as a booking does: the student it waits for would find the room gone.
          if (await read.waitlist.roomsHaveOpenOffers(tx, [roomId])) throw conflict(MESSAGES.room.hasOffers);
        },
      });
      return c.json({ data: room });
    })
    .route('/', roomImportRoutes(deps))
    .route('/', roomEditRoutes(deps))
    .route('/', roomQueryRoutes(deps));
}
