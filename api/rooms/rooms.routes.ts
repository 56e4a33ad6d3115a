import { Hono, type Context } from 'hono';
import type { Tx } from '../db/connect.ts';
import { requireAccess } from '../http/auth.ts';
import { metadataFor, type AppDeps, type AppEnv } from '../http/context.ts';
import { conflict, invalid, notFound } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { decideRoom, type RoomCommand } from './rooms.decide.ts';
import { evolveRoom, initialRoomState, roomStream, type RoomEvent } from './rooms.events.ts';
import { activeBookingsOfRoom, findRoom, findRoomType } from './rooms.queries.ts';
import { roomQueryRoutes } from './rooms.queryRoutes.ts';
import { roomBody } from './rooms.schema.ts';

export function roomsRoutes(deps: AppDeps) {
  const { store } = deps;

  /** Decides a command on the room stream's own history and appends the outcome at that version. */
  async function execute(tx: Tx, c: Context<AppEnv>, command: RoomCommand) {
    const streamId = roomStream(command.data.room_id);
    const history = (await store.readStream(streamId, tx)) as unknown as RoomEvent[];
    const events = decideRoom(history.reduce(evolveRoom, initialRoomState()), command, deps.clock());
    await store.append(tx, streamId, history.length || 'no_stream', events, metadataFor(c.get('user'), c.get('requestId'), command.type));
  }

  return new Hono<AppEnv>()
    .post('/rooms', requireAccess('create', 'rooms'), validate('json', roomBody), async (c) => {
      const body = c.req.valid('json');
      const roomId = deps.newId();
      const room = await store.transact(async (tx) => {
        const [semester] = await tx`SELECT id FROM semesters WHERE id = ${body.semester_id}`;
        const roomType = await findRoomType(tx, body.room_type_id);
        const data = { ...body, room_id: roomId, semester_exists: Boolean(semester), room_type: roomType?.name ?? null };
        await execute(tx, c, { type: 'CreateRoom', data });
        // Held until commit: a semester deleted meanwhile either waits for this room (and then
        // refuses, seeing it) or is gone before this lock is granted, and the room is refused.
        const [stillThere] = await tx`SELECT id FROM semesters WHERE id = ${body.semester_id} FOR KEY SHARE`;
        if (!stillThere) throw invalid('semester_id', MESSAGES.room.semesterHint);
        return findRoom(tx, roomId);
      });
      return c.json({ data: room, message: MESSAGES.room.created }, 201);
    })
    .delete('/rooms/:id', requireAccess('delete', 'rooms'), async (c) => {
      const roomId = c.req.param('id');
      const room = await store.transact(async (tx) => {
        const before = await findRoom(tx, roomId);
        if (!before) throw notFound('Room');
        const activeBookings = await activeBookingsOfRoom(tx, roomId);
        await execute(tx, c, { type: 'DeleteRoom', data: { room_id: roomId, active_bookings: activeBookings } });
        // Deleting the row waited for any booking that held it; one that committed meanwhile is
        // visible now. A booking arriving after this commit finds no room and is refused.
        if ((await activeBookingsOfRoom(tx, roomId)) > 0) throw conflict(MESSAGES.room.hasBookings);
        return before;
      });
      return c.json({ data: room });
    })
    .route('/', roomQueryRoutes(deps));
}
