import { Hono, type Context } from 'hono';
import { invalid, notFound } from '../commands/errors.ts';
import { requireAccess } from '../http/auth.ts';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { ApiError, forbidden } from '../http/errors.ts';
import { sharedAnswer, type SharedAnswer } from '../http/compress.ts';
import { createSharedReads } from '../http/sharedReads.ts';
import {
  metaEnvelope,
  metaEnvelopeText,
  pageQuery,
  paginationOf,
  parseListQuery,
  perPageOf,
  respondList,
  type ListQuery,
  type ListSpec,
} from '../http/listQuery.ts';
import { isAdminRole } from '../../shared/canAccess.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE, ROOM_LIST_PAGE } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { RoomFilters, RoomStats } from '../../shared/records.ts';

// `q`: the start of a room number (Manage Rooms' search).
const FILTER_NAMES = ['semester_id', 'room_type', 'room_status', 'gender', 'q'] as const;
export const ROOM_LIST: ListSpec = { filters: { ...Object.fromEntries(FILTER_NAMES.map((n) => [n, 'text'])), id: 'ids' } };
/** Room types sort by id alone, `1` before `2` (or after, DESC); react-admin's lookups ask for that. */
export const ROOM_TYPE_LIST: ListSpec = { filters: { id: 'ids' } };

/** A list of rooms when no semester is current (none exists yet). */
const NONE = { json: '[]', total: 0 };

/** Query parameters, overridden by react-admin's `filter` (same names); `id: [...]` is getMany. */
function roomFilters(c: Context, q: ListQuery): RoomFilters {
  const given: Record<string, unknown> = { ...c.req.query(), ...q.filter };
  const filters: RoomFilters = {};
  for (const name of FILTER_NAMES) {
    const value = given[name];
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') filters[name] = String(value).trim();
  }
  if (Array.isArray(q.filter.id)) filters.ids = q.filter.id;
  return filters;
}

type RoomList = { json: string; total: number; answer: SharedAnswer };

/**
 * The room lists students read to choose a bed, of the semester asked for or the current one:
 * the booking form's rooms of a type (GET /room-types/{id}/rooms) and the rooms with a bed left
 * (GET /rooms-with-beds-left, `bookableOnly`). An answer is the same for everyone who may ask it,
 * and the whole opening minute asks: one read answers all who ask while it runs, and its answer
 * is encoded and compressed once for all of them.
 */
export function roomListReader({ sql, read, clock }: AppDeps) {
  const shared = createSharedReads<RoomList>();
  return (
    f: { semester?: string; gender?: string; room_type?: string },
    q: Pick<ListQuery, 'offset' | 'perPage' | 'page'>,
    { bookableOnly = false } = {},
  ) =>
    shared(JSON.stringify([f.semester, f.gender, f.room_type, bookableOnly, q.offset, q.perPage]), async () => {
      const semesterId = await read.semesters.semesterIdOrCurrent(sql, clock(), f.semester);
      const { json, total } = semesterId
        ? await read.rooms.roomsOf(sql, { semester_id: semesterId, gender: f.gender, room_type: f.room_type }, q, { bookableOnly })
        : NONE;
      return { json, total, answer: sharedAnswer(metaEnvelopeText(json, paginationOf(q, total))) };
    });
}

/** Read-only room routes: they read the rooms, room types, semesters and bookings read models. */
export function roomQueryRoutes(deps: AppDeps) {
  const { sql, read } = deps;
  const semesterScope = (given: string | undefined) => read.semesters.semesterIdOrCurrent(sql, deps.clock(), given);
  const roomList = roomListReader(deps);

  return new Hono<AppEnv>()
    .get('/room-types', requireAccess('list', 'room-types'), async (c) => {
      const q = parseListQuery(c, 1000, ROOM_TYPE_LIST);
      const ids = q.filter.id;
      const types = (await read.rooms.listRoomTypes(sql)).filter((t) => !Array.isArray(ids) || ids.includes(t.id));
      if (q.sort?.order === 'DESC') types.reverse();
      return respondList(c, q, types.slice(q.offset, q.offset + q.perPage), types.length, (rows) => ({ data: rows }), 'room-types');
    })
    .get('/room-types/:id', requireAccess('show', 'room-types'), async (c) => {
      const type = await read.rooms.findRoomType(sql, c.req.param('id'));
      if (!type) throw notFound('Room type');
      return c.json({ data: type });
    })
    .get('/room-types/:id/rooms', requireAccess('show', 'room-types'), async (c) => {
      const type = await read.rooms.findRoomType(sql, c.req.param('id'));
      if (!type) throw notFound('Room type');
      const q = pageQuery(c, ROOM_LIST_PAGE);
      const { answer } = await roomList({ semester: c.req.query('semester_id'), gender: c.req.query('gender'), room_type: type.id }, q);
      return answer.respond(c);
    })
    .get('/rooms', requireAccess('list', 'rooms'), async (c) => {
      const q = parseListQuery(c, perPageOf(c, PAGE_SIZE, MAX_PAGE_SIZE), { ...ROOM_LIST, sortable: read.rooms.ROOM_SORTABLE });
      const { rows, total, counters } = await read.rooms.roomPage(sql, roomFilters(c, q), q);
      return respondList(c, q, rows, total, (page, p) => ({ ...metaEnvelope(page, p), ...counters }), 'rooms');
    })
    .get('/rooms/user/:userId', requireAccess('show', 'rooms'), async (c) => {
      const user = c.get('user');
      const userId = c.req.param('userId');
      if (user.id !== userId && !isAdminRole(user.role)) throw forbidden();
      const semesterId = await semesterScope(c.req.query('semester_id'));
      const room = semesterId ? await read.bookings.bookedRoomOf(sql, userId, semesterId) : null;
      if (!room) throw new ApiError(404, MESSAGES.history.noRoom);
      return c.json({ data: room });
    })
    .get('/rooms/bed-map', requireAccess('list', 'rooms'), async (c) => {
      const q = pageQuery(c, ROOM_LIST_PAGE);
      const semesterId = await semesterScope(c.req.query('semester_id'));
      const withNames = isAdminRole(c.get('user').role);
      const { floors, total } = semesterId ? await read.rooms.bedMap(sql, semesterId, { withNames, page: q }) : { floors: [], total: 0 };
      return c.json(metaEnvelope(floors, paginationOf(q, total)));
    })
    .get('/rooms/:id', requireAccess('show', 'rooms'), async (c) => {
      const room = await read.rooms.findRoom(sql, c.req.param('id'));
      if (!room) throw notFound('Room');
      return c.json({ data: room });
    })
    .get('/check-room-availability', requireAccess('show', 'rooms'), async (c) => {
      const roomId = c.req.query('room_id')?.trim();
      const semesterId = c.req.query('semester_id')?.trim();
      if (!roomId) throw invalid('room_id', MESSAGES.room.roomRequired);
      if (!semesterId) throw invalid('semester_id', MESSAGES.room.semesterHint);
      const room = await read.rooms.findRoom(sql, roomId);
      if (!room) throw notFound('Room');
      const available =
        room.semester_id === semesterId && room.beds_left > 0 && room.room_status === 'available' && room.out_of_service_reason === null;
      return c.json({ available });
    })
    .get('/rooms-with-beds-left', requireAccess('list', 'rooms'), async (c) => {
      const q = pageQuery(c, ROOM_LIST_PAGE);
      const { answer } = await roomList({ semester: c.req.query('semester_id'), gender: c.req.query('gender') }, q, { bookableOnly: true });
      return answer.respond(c);
    })
    .get('/room-stats', requireAccess('list', 'rooms'), async (c) => {
      const semesterId = await semesterScope(c.req.query('semester_id'));
      const s = semesterId ? await read.rooms.roomStats(sql, semesterId) : null;
      return c.json<RoomStats>({
        totalRooms: s?.total_rooms ?? 0,
        occupiedRooms: s?.occupied_rooms ?? 0,
        availableRoomsMale: s?.available_rooms_male ?? 0,
        availableRoomsFemale: s?.available_rooms_female ?? 0,
        bookedRoomsMale: s?.booked_rooms_male ?? 0,
        bookedRoomsFemale: s?.booked_rooms_female ?? 0,
        totalBeds: s?.total_beds ?? 0,
        bedsLeft: s?.beds_left ?? 0,
      });
    });
}
