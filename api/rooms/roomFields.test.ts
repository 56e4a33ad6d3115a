import { describe, expect, it } from 'vitest';
import { toCsv } from '../../shared/csv.ts';
import { IMPORT_COLUMNS, IMPORT_FIELDS, ROOM_EXAMPLES, ROOM_FIELD_LIST, ROOM_FIELD_NAMES } from '../../shared/roomFields.ts';
import { tooLong } from '../../shared/textLimits.ts';
import { csvRows } from './roomImport.ts';
import { roomBody } from './rooms.schema.ts';

// The template's first room (a lookup takes any id), in the semester s1.
const example: Record<string, unknown> = { ...ROOM_EXAMPLES[0], semester_id: 's1' };
const refusal = (body: Record<string, unknown>) => roomBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the fields of a room, described once (shared/roomFields.ts)', () => {
  it('are what the API takes, each of them, and no other', () => {
    const parsed = roomBody.safeParse({ ...example, beds_left: 3, id: 'x' });
    expect(parsed.success).toBe(true);
    expect(Object.keys(parsed.data!)).toEqual(ROOM_FIELD_NAMES);
  });

  it('are refused missing with their own hint, unless optional', () => {
    for (const [name, field] of ROOM_FIELD_LIST) {
      const { [name]: _left, ...body } = example;
      expect(refusal(body), name).toEqual(field.optional ? undefined : [[name, field.hint]]);
    }
  });

  it('are refused too long with the words of the form, for each text field', () => {
    for (const [name, field] of ROOM_FIELD_LIST) {
      if (field.kind !== 'text') continue;
      expect(refusal({ ...example, [name]: 'x'.repeat(field.limit.max + 1) }), name).toEqual([[name, tooLong(field.limit)]]);
    }
  });

  it('each have a column in a rooms file, but the semester the import is for, with two example values the API takes', () => {
    expect(IMPORT_FIELDS.map(({ name }) => name)).toEqual(ROOM_FIELD_NAMES.filter((name) => name !== 'semester_id'));
    const lines = ROOM_EXAMPLES.map((room) => Object.fromEntries(IMPORT_FIELDS.map(({ column, name }) => [column, room[name]])));
    const rows = csvRows(toCsv(IMPORT_COLUMNS, lines));
    expect(rows.map((row) => Object.keys(row.values))).toEqual([IMPORT_COLUMNS, IMPORT_COLUMNS]);
    for (const { values } of rows) {
      const { room_type, ...fields } = values;
      expect(room_type).toBeTruthy();
      expect(refusal({ ...fields, semester_id: 's1', room_type_id: '1' })).toBeUndefined();
    }
  });
});
