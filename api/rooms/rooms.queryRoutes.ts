import { Hono, type Context } from 'hono';
import { requireAccess } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { forbidden, invalid, notFound, ApiError } from '../http/errors.ts';
import { jsonText } from '../http/jsonText.ts';
import { parseListQuery, respondList, respondListJson, type ListQuery } from '../http/listQuery.ts';
import { semesterIdOrCurrent } from '../semesters/currentSemester.ts';
import { isAdminRole } from '../../shared/canAccess.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { bookableRoomsJson, roomPageJson, roomsOfTypeJson } from './roomListJson.ts';
import {
  bookedRoomOfUser,
  findRoom,
  findRoomType,
  listRoomTypes,
  roomCounters,
  ROOM_SORTABLE,
  type RoomFilters,
} from './rooms.queries.ts';

/** `{ data }` around a list the database wrote as JSON text. */
const dataJson = (c: Context, list: string) => jsonText(c, `{"data":${list}}`);

const FILTER_NAMES = ['semester_id', 'room_type', 'room_status', 'gender'] as const;

/** Query parameters, overridden by react-admin's `filter` (same names); `id: [...]` is getMany. */
function roomFilters(c: Context, q: ListQuery): RoomFilters {
  const given: Record<string, unknown> = { ...c.req.query(), ...q.filter };
  const filters: RoomFilters = {};
  for (const name of FILTER_NAMES) {
    const value = given[name];
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') filters[name] = String(value).trim();
  }
  if (Array.isArray(q.filter.id)) filters.ids = q.filter.id.map(String);
  return filters;
}

/** Read-only room routes: they read the rooms, room_types and bookings tables only. */
export function roomQueryRoutes(deps: AppDeps) {
  const { sql } = deps;
  const semesterScope = (given: string | undefined) => semesterIdOrCurrent(sql, deps.clock(), given);

  return new Hono<AppEnv>()
    .get('/room-types', requireAccess('list', 'room-types'), async (c) => {
      const q = parseListQuery(c, 1000);
      const types = await listRoomTypes(sql);
      const page = types.slice(q.offset, q.offset + q.perPage);
      return respondList(c, q, page, types.length, (rows) => ({ data: rows }), 'room-types');
    })
    .get('/room-types/:id', requireAccess('show', 'room-types'), async (c) => {
      const type = await findRoomType(sql, c.req.param('id'));
      if (!type) throw notFound('Room type');
      return c.json({ data: type });
    })
    .get('/room-types/:id/rooms', requireAccess('show', 'room-types'), async (c) => {
      const type = await findRoomType(sql, c.req.param('id'));
      if (!type) throw notFound('Room type');
      const semesterId = await semesterScope(c.req.query('semester_id'));
      if (!semesterId) return c.json({ data: [] });
      return dataJson(c, await roomsOfTypeJson(sql, deps.roomJson, { room_type: type.id, semester_id: semesterId, gender: c.req.query('gender') }));
    })
    .get('/rooms', requireAccess('list', 'rooms'), async (c) => {
      const q = parseListQuery(c, PAGE_SIZE, ROOM_SORTABLE);
      const { json, rows, total, counters } = await roomPageJson(sql, roomFilters(c, q), q);
      return respondListJson(c, q, json, rows, total, (meta) => ({ meta, ...counters }), 'rooms');
    })
    .get('/rooms/user/:userId', requireAccess('show', 'rooms'), async (c) => {
      const user = c.get('user');
      const userId = c.req.param('userId');
      if (user.id !== userId && !isAdminRole(user.role)) throw forbidden();
      const semesterId = await semesterScope(c.req.query('semester_id'));
      const room = semesterId ? await bookedRoomOfUser(sql, userId, semesterId) : null;
      if (!room) throw new ApiError(404, MESSAGES.history.noRoom);
      return c.json({ data: room });
    })
    .get('/rooms/:id', requireAccess('show', 'rooms'), async (c) => {
      const room = await findRoom(sql, c.req.param('id'));
      if (!room) throw notFound('Room');
      return c.json({ data: room });
    })
    .get('/check-room-availability', requireAccess('show', 'rooms'), async (c) => {
      const roomId = c.req.query('room_id')?.trim();
      const semesterId = c.req.query('semester_id')?.trim();
      if (!roomId) throw invalid('room_id', MESSAGES.room.roomRequired);
      if (!semesterId) throw invalid('semester_id', MESSAGES.room.semesterHint);
      const room = await findRoom(sql, roomId);
      if (!room) throw notFound('Room');
      const available = room.semester_id === semesterId && room.beds_left > 0 && room.room_status === 'available';
      return c.json({ available });
    })
    .get('/rooms-with-beds-left', requireAccess('list', 'rooms'), async (c) => {
      const semesterId = await semesterScope(c.req.query('semester_id'));
      if (!semesterId) return c.json({ data: [] });
      return dataJson(c, await bookableRoomsJson(sql, deps.roomJson, { semester_id: semesterId, gender: c.req.query('gender') }));
    })
    .get('/room-stats', requireAccess('list', 'rooms'), async (c) => {
      const semesterId = await semesterScope(c.req.query('semester_id'));
      const counters = semesterId ? await roomCounters(sql, semesterId) : null;
      return c.json({
        totalRooms: counters?.total_rooms ?? 0,
        occupiedRooms: counters?.occupied_rooms ?? 0,
        availableRoomsMale: counters?.available_rooms_male ?? 0,
        availableRoomsFemale: counters?.available_rooms_female ?? 0,
        bookedRoomsMale: counters?.booked_rooms_male ?? 0,
        bookedRoomsFemale: counters?.booked_rooms_female ?? 0,
        totalBeds: counters?.total_beds ?? 0,
        bedsLeft: counters?.beds_left ?? 0,
      });
    });
}
