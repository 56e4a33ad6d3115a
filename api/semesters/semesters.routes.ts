import { Hono, type Context } from 'hono';
import type { Tx } from '../db/connect.ts';
import { requireAccess } from '../http/auth.ts';
import { metadataFor, type AppDeps, type AppEnv } from '../http/context.ts';
import { conflict, notFound } from '../http/errors.ts';
import { metaEnvelope, parseListQuery, respondList } from '../http/listQuery.ts';
import { validate } from '../http/validate.ts';
import { PAGE_SIZE } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { decideSemester, type SemesterCommand } from './semesters.decide.ts';
import { evolveSemester, initialSemesterState, semesterStream, type SemesterEvent } from './semesters.events.ts';
import { semesterBody } from './semesters.schema.ts';
import { findSemester, listSemesters, roomIdsOfSemester, roomsHaveBookings, SEMESTER_SORTABLE } from './semesters.queries.ts';

export function semestersRoutes(deps: AppDeps) {
  const { store } = deps;

  /** Decides a command on the stream's own history and appends the outcome at that version. */
  async function execute(tx: Tx, c: Context<AppEnv>, command: SemesterCommand) {
    const streamId = semesterStream(command.data.semester_id);
    const history = (await store.readStream(streamId, tx)) as unknown as SemesterEvent[];
    const state = history.reduce(evolveSemester, initialSemesterState());
    const events = decideSemester(state, command, deps.clock());
    await store.append(tx, streamId, history.length || 'no_stream', events, metadataFor(c.get('user'), c.get('requestId'), command.type));
  }

  return new Hono<AppEnv>()
    .post('/semesters', requireAccess('create', 'semesters'), validate('json', semesterBody), async (c) => {
      const data = { semester_id: deps.newId(), ...c.req.valid('json') };
      const semester = await store.transact(async (tx) => {
        await execute(tx, c, { type: 'CreateSemester', data });
        return findSemester(tx, data.semester_id);
      });
      return c.json({ data: semester, message: MESSAGES.semester.added }, 201);
    })
    .get('/semesters', requireAccess('list', 'semesters'), async (c) => {
      const q = parseListQuery(c, PAGE_SIZE, SEMESTER_SORTABLE);
      const { rows, total } = await listSemesters(deps.sql, q);
      return respondList(c, q, rows, total, metaEnvelope, 'semesters');
    })
    .get('/semesters/:id', requireAccess('show', 'semesters'), async (c) => {
      const semester = await findSemester(deps.sql, c.req.param('id'));
      if (!semester) throw notFound('Semester');
      return c.json({ data: semester });
    })
    .put('/semesters/:id', requireAccess('edit', 'semesters'), validate('json', semesterBody), async (c) => {
      const data = { semester_id: c.req.param('id'), ...c.req.valid('json') };
      const semester = await store.transact(async (tx) => {
        await execute(tx, c, { type: 'UpdateSemester', data });
        return findSemester(tx, data.semester_id);
      });
      return c.json({ data: semester, message: MESSAGES.semester.updated });
    })
    .delete('/semesters/:id', requireAccess('delete', 'semesters'), async (c) => {
      const semesterId = c.req.param('id');
      const semester = await store.transact(async (tx) => {
        const before = await findSemester(tx, semesterId);
        if (!before) throw notFound('Semester');
        const roomIds = await roomIdsOfSemester(tx, semesterId);
        const roomsBooked = await roomsHaveBookings(tx, roomIds);
        const command = { type: 'DeleteSemester' as const, data: { semester_id: semesterId, room_ids: roomIds, rooms_have_bookings: roomsBooked } };
        await execute(tx, c, command);
        await refuseLateArrivals(tx, semesterId, roomIds);
        return before;
      });
      return c.json({ data: semester });
    });
}

/**
 * Checked again after the append: deleting the rows waited for any transaction that held them
 * (a booking taking a bed, a room being added to this semester), and what those committed is
 * visible now. Throwing rolls the deletion back instead of leaving orphans.
 */
async function refuseLateArrivals(tx: Tx, semesterId: string, roomIds: string[]) {
  if (await roomsHaveBookings(tx, roomIds)) throw conflict(MESSAGES.semester.hasBookings);
  if ((await roomIdsOfSemester(tx, semesterId)).length > 0) throw conflict(MESSAGES.errors.conflict);
}
