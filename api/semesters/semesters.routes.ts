import { Hono } from 'hono';
import { conflict, notFound } from '../commands/errors.ts';
import { handle } from '../commands/handle.ts';
import { requireAccess } from '../http/auth.ts';
import { commandOf, type AppDeps, type AppEnv } from '../http/context.ts';
import { metaEnvelope, parseListQuery, respondList, type ListSpec } from '../http/listQuery.ts';
import { validate } from '../http/validate.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { semesterDecider, type SemesterCommand } from './semesters.decide.ts';
import { semesterStream } from './semesters.events.ts';
import { semesterBody } from './semesters.schema.ts';

export const SEMESTER_LIST: ListSpec = { filters: { id: 'ids' } };

export function semestersRoutes(deps: AppDeps) {
  const { store, read, sql } = deps;

  return new Hono<AppEnv>()
    .post('/semesters', requireAccess('create', 'semesters'), validate('json', semesterBody), async (c) => {
      const data = { semester_id: deps.newId(), ...c.req.valid('json') };
      await handle(store, semesterStream(data.semester_id), semesterDecider, {
        ...commandOf(c, deps, 'CreateSemester'),
        stream: 'new',
        command: { type: 'CreateSemester', data },
      });
      return c.json({ data: await read.semesters.findSemester(sql, data.semester_id), message: MESSAGES.semester.added }, 201);
    })
    .get('/semesters', requireAccess('list', 'semesters'), async (c) => {
      const q = parseListQuery(c, PAGE_SIZE, { ...SEMESTER_LIST, sortable: read.semesters.SEMESTER_SORTABLE });
      const ids = Array.isArray(q.filter.id) ? q.filter.id : null;
      const { rows, total } = await read.semesters.listSemesters(sql, q, ids);
      return respondList(c, q, rows, total, metaEnvelope, 'semesters');
    })
    .get('/semesters/current', requireAccess('show', 'semesters'), async (c) => {
      return c.json({ data: await read.semesters.currentSemester(sql, deps.clock()) });
    })
    .get('/semesters/:id', requireAccess('show', 'semesters'), async (c) => {
      const semester = await read.semesters.findSemester(sql, c.req.param('id'));
      if (!semester) throw notFound('Semester');
      return c.json({ data: semester });
    })
    .put('/semesters/:id', requireAccess('edit', 'semesters'), validate('json', semesterBody), async (c) => {
      const data = { semester_id: c.req.param('id'), ...c.req.valid('json') };
      await handle(store, semesterStream(data.semester_id), semesterDecider, {
        ...commandOf(c, deps, 'UpdateSemester'),
        command: { type: 'UpdateSemester', data },
      });
      return c.json({ data: await read.semesters.findSemester(sql, data.semester_id), message: MESSAGES.semester.updated });
    })
    .delete('/semesters/:id', requireAccess('delete', 'semesters'), async (c) => {
      const semesterId = c.req.param('id');
      const semester = await read.semesters.findSemester(sql, semesterId);
      if (!semester) throw notFound('Semester');
      await handle(store, semesterStream(semesterId), semesterDecider, {
        ...commandOf(c, deps, 'DeleteSemester'),
        command: async (tx): Promise<SemesterCommand> => {
          const roomIds = await read.rooms.roomIdsOfSemester(tx, semesterId);
          const booked = await read.bookings.roomsHaveBookings(tx, roomIds);
          return { type: 'DeleteSemester', data: { semester_id: semesterId, room_ids: roomIds, rooms_have_bookings: booked } };
        },
        // Deleting the rows waited for any transaction that held them (a booking taking a bed, a
        // room being added): what those committed is visible now, and refuses the deletion.
        then: async (tx, events) => {
          const roomIds = events.flatMap((e) => ('room_ids' in e.data ? e.data.room_ids : []));
          if (await read.bookings.roomsHaveBookings(tx, roomIds)) throw conflict(MESSAGES.semester.hasBookings);
          if (await read.waitlist.roomsHaveOpenOffers(tx, roomIds)) throw conflict(MESSAGES.semester.hasOffers);
          if ((await read.rooms.roomIdsOfSemester(tx, semesterId)).length > 0) throw conflict(MESSAGES.errors.conflict);
        },
      });
      return c.json({ data: semester });
    });
}
