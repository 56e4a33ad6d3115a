import { parse } from 'csv-parse/sync';
import { notFound } from '../commands/errors.ts';
import { handleIn } from '../commands/handle.ts';
import type { EventMetadata } from '../eventStore/types.ts';
import type { AppDeps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { ROOM_IMPORT_MAX } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { canonicalIdentifier } from '../../shared/plainText.ts';
import type { RoomImportLine } from '../../shared/records.ts';
import { columnOf, IMPORT_COLUMNS, IMPORT_FIELDS, ROOM_FIELDS, type RoomField, type RoomValues } from '../../shared/roomFields.ts';
import { acceptedValues, roomValuesAsTheFormTakes } from '../../shared/roomSpellings.ts';
import { roomDecider } from './rooms.decide.ts';
import { roomStream } from './rooms.events.ts';
import { roomBody } from './rooms.schema.ts';

/** A line to import: its number (in the file, or in a generated list) and its values. */
export type ImportRow = { line: number; values: Record<string, unknown> };

/**
 * Refuses more rooms than one import makes, before any line is checked: checking and making them
 * all is one transaction, and the bulk route has always taken at most this many.
 */
export function assertImportable(rows: readonly unknown[], message = MESSAGES.room.tooManyRooms(ROOM_IMPORT_MAX)) {
  if (rows.length > ROOM_IMPORT_MAX) throw new ApiError(422, message, { rooms: [message] });
}

/** The rows of a CSV file, by the columns its first line names; read no further than one past the cap. */
export function csvRows(text: string): ImportRow[] {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, { columns: true, bom: true, trim: true, skip_empty_lines: true, info: true, to: ROOM_IMPORT_MAX + 1 });
  } catch (error) {
    throw new ApiError(422, `${MESSAGES.room.notCsv} ${(error as Error).message}`);
  }
  const header = Object.keys(records[0]?.record ?? {});
  // A file made before an optional field was added may lack its column.
  const missing = IMPORT_FIELDS.filter(({ column, field }) => !field.optional && !header.includes(column));
  if (records.length === 0 || missing.length > 0) throw new ApiError(422, `${MESSAGES.room.csvColumns} ${IMPORT_COLUMNS.join(', ')}`);
  return records.map(({ record, info }) => ({ line: info.lines, values: record }));
}

type Checked = RoomImportLine & { body?: RoomValues; typeName?: string };

/**
 * What a refused cell is told: the values its column takes, where it has a list of them (the
 * room types by name), or how an amount is written; otherwise the form's message.
 */
function fileMessage(name: string, message: string, typeNames: string[]) {
  const field = (ROOM_FIELDS as Record<string, RoomField>)[name];
  if (!field) return message;
  const values = name === 'room_type_id' ? typeNames : acceptedValues(field);
  if (values) return MESSAGES.room.oneOf(field.label, values);
  return field.kind === 'number' && field.cents ? MESSAGES.room.priceInFile : message;
}

/**
 * Checks every line against the rules of one room (the form's messages), the file's other lines
 * and the semester's rooms: a number the semester has is left alone (`exists`), so importing a
 * file twice makes its rooms once. Then, unless `dryRun` or a line is invalid, makes every new
 * room in one transaction: all of them, or none.
 */
export async function importRooms(deps: AppDeps, semesterId: string, rows: ImportRow[], metadata: EventMetadata, dryRun: boolean) {
  const { read, sql } = deps;
  if (!(await read.semesters.findSemester(sql, semesterId))) throw notFound('Semester');
  const types = await read.rooms.listRoomTypes(sql);
  const typeOf = (given: unknown) =>
    types.find(
      (t) =>
        t.id === String(given ?? '').trim() ||
        t.name.toLowerCase() ===
          String(given ?? '')
            .trim()
            .toLowerCase(),
    );
  const typeNames = types.map((t) => t.name);
  const check = (existing: Set<string>): Checked[] => {
    const seen = new Set<string>();
    return rows.map(({ line, values }) => {
      const type = typeOf(values.room_type ?? values.room_type_id);
      // "Male", "Ground", "1,500": read as the room form's inputs would have given them.
      const given = roomValuesAsTheFormTakes(values);
      const parsed = roomBody.safeParse({ ...given, semester_id: semesterId, room_type_id: type?.id ?? '' });
      // As the room would be stored: the file's `A101` and a full-width `Ａ101` are one room.
      const room_number = parsed.data?.room_number ?? canonicalIdentifier(String(values.room_number ?? ''));
      const errors = parsed.success
        ? []
        : parsed.error.issues.map((i) => ({
            field: columnOf(String(i.path[0])),
            message: fileMessage(String(i.path[0]), i.message, typeNames),
          }));
      const number = room_number.toLowerCase();
      if (number && seen.has(number)) errors.push({ field: 'room_number', message: MESSAGES.room.numberTwice });
      seen.add(number);
      const outcome = errors.length > 0 ? 'invalid' : existing.has(number) ? 'exists' : 'new';
      return { line, room_number, outcome, errors, values, body: parsed.data, typeName: type?.name };
    });
  };
  const preview = check(await read.rooms.roomNumbersOf(sql, semesterId));
  const lines = (checked: Checked[]) => checked.map(({ body: _body, typeName: _type, ...line }) => line);
  if (dryRun || preview.some((l) => l.outcome === 'invalid')) return { lines: lines(preview), created: 0 };

  return deps.store.transact(async (tx) => {
    if (!(await read.semesters.holdSemester(tx, semesterId))) throw notFound('Semester');
    const checked = check(await read.rooms.roomNumbersOf(tx, semesterId));
    const made = checked.filter((l) => l.outcome === 'new');
    for (const { body, typeName } of made) {
      const room_id = deps.newId();
      await handleIn(tx, deps.store, roomStream(room_id), roomDecider, {
        metadata,
        clock: deps.clock,
        stream: 'new',
        command: { type: 'CreateRoom', data: { ...body!, room_id, room_type: typeName!, semester_exists: true } },
      });
    }
    return { lines: lines(checked), created: made.length };
  });
}
