import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { notFound } from '../commands/errors.ts';
import { requireAccess } from '../http/auth.ts';
import { metadataFor, type AppDeps, type AppEnv } from '../http/context.ts';
import { validate } from '../http/validate.ts';
import { ROOM_IMPORT_MAX } from '../../shared/constants.ts';
import { toCsv } from '../../shared/csv.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { Room } from '../../shared/records.ts';
import { maxLengthOf } from '../../shared/textLimits.ts';
import { IMPORT_COLUMNS, IMPORT_FIELDS, ROOM_EXAMPLES } from '../../shared/roomFields.ts';
import { assertImportable, csvRows, importRooms, type ImportRow } from './roomImport.ts';

const dryRun = (c: Context) => ['1', 'true'].includes(c.req.query('dry_run') ?? '');
const bulkBody = z.object({
  semester_id: z
    .string({ error: MESSAGES.room.semesterHint })
    .min(1, MESSAGES.room.semesterHint)
    .max(...maxLengthOf('semester_id')),
  /** Each room's values; `line`, when given, is its number in the file it was corrected from. */
  rooms: z.array(z.record(z.string(), z.unknown())),
});
const copyBody = z.object({
  from_semester_id: z
    .string({ error: MESSAGES.room.semesterHint })
    .min(1, MESSAGES.room.semesterHint)
    .max(...maxLengthOf('from_semester_id')),
});

const TEMPLATE = toCsv(
  IMPORT_COLUMNS,
  ROOM_EXAMPLES.map((room) => Object.fromEntries(IMPORT_FIELDS.map(({ column, name }) => [column, room[name]]))),
);

/**
 * Rooms made many at a time: from a CSV file, from a list the web app generated, or copied from
 * another semester. Each answers every line's outcome; a dry run (`?dry_run=1`, the preview)
 * writes nothing, and a real one writes every new room or none (422 with the lines at fault).
 */
export function roomImportRoutes(deps: AppDeps) {
  const answer = async (c: Context<AppEnv>, semesterId: string, rows: ImportRow[], command: string, preview: boolean) => {
    assertImportable(rows);
    const metadata = metadataFor(c.get('user'), c.get('requestId'), command);
    const { lines, created } = await importRooms(deps, semesterId, rows, metadata, preview);
    if (!preview && lines.some((l) => l.outcome === 'invalid')) return c.json({ message: MESSAGES.room.importInvalid, lines }, 422);
    return c.json({ data: { lines, created }, ...(preview ? {} : { message: MESSAGES.room.roomsMade(created) }) }, preview ? 200 : 201);
  };

  return new Hono<AppEnv>()
    .get('/rooms/import/template', requireAccess('create', 'rooms'), (c) => {
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="rooms-template.csv"');
      return c.body(TEMPLATE);
    })
    .post('/rooms/import', requireAccess('create', 'rooms'), async (c) => {
      const semesterId = c.req.query('semester_id') ?? '';
      if (!semesterId) throw notFound('Semester');
      return answer(c, semesterId, csvRows(await c.req.text()), 'ImportRooms', dryRun(c));
    })
    .post('/rooms/bulk', requireAccess('create', 'rooms'), validate('json', bulkBody), async (c) => {
      const { semester_id, rooms } = c.req.valid('json');
      return answer(
        c,
        semester_id,
        rooms.map(({ line, ...values }, i) => ({ line: Number.isInteger(line) && Number(line) > 0 ? Number(line) : i + 1, values })),
        'CreateRooms',
        dryRun(c),
      );
    })
    .post('/semesters/:id/copy-rooms', requireAccess('create', 'rooms'), validate('json', copyBody), async (c) => {
      const { from_semester_id } = c.req.valid('json');
      if (!(await deps.read.semesters.findSemester(deps.sql, from_semester_id))) throw notFound('Semester');
      // One more than an import makes is enough to know the semester cannot be copied at once.
      const { json } = await deps.read.rooms.roomsOf(
        deps.sql,
        { semester_id: from_semester_id },
        { offset: 0, perPage: ROOM_IMPORT_MAX + 1 },
      );
      const rooms: Room[] = JSON.parse(json);
      assertImportable(rooms, MESSAGES.room.tooManyToCopy(ROOM_IMPORT_MAX));
      const rows = rooms.map((room, i) => ({ line: i + 1, values: { ...room, room_type: room.room_type_id } }));
      return answer(c, c.req.param('id'), rows, 'CopyRooms', dryRun(c));
    });
}
