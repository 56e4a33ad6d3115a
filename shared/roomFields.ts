import { DEFAULT_AVAILABILITY_DURATION, FLOORS, GENDERS, ROOM_CAPACITIES, ROOM_STATUSES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { TEXT_LIMITS, type TextLimit } from './textLimits.ts';

/**
 * The fields of a room an admin fills in, described once. The API's schema, the event's and the
 * record's types, the office's room form and its hints, the import's columns and the room card are
 * made from this list; a new field is an entry here and its column in projections/rooms/rooms.sql.
 */
type Base = {
  label: string;
  /** The message of a value missing or refused, on the form and from the API (SPEC.md point 5). */
  hint: string;
  /** May be left out or blank, and is then kept as ''. */
  optional?: true;
  /** What the form of a new room starts with; '' when not given. */
  initial?: string | number;
  /** Each room its own: "Save and add another" does not keep it for the next room. */
  own?: true;
  /** Its column in a rooms file when named otherwise, null when the import gives it. */
  column?: string | null;
  /** The values of the import template's two example lines. */
  example?: readonly [string | number, string | number];
  /**
   * Where the room card shows it, and its place on that line: after the room type ("Standard ·
   * Ground Floor · Male"), with the beds ("4 In A Room · Available"), or as a note under the price.
   */
  card?: { line: CardLine; place: number };
  /** The values it is chosen among rather than typed, each with the name shown for it. */
  choices?: Choice<string | number>[];
  /** The choices the form offers, when it offers fewer than the API takes. */
  offered?: readonly (string | number)[];
};
export type CardLine = 'about' | 'beds' | 'note';
type Choice<T> = { id: T; name: string };
type TextField = Base & {
  kind: 'text';
  limit: TextLimit;
  /** Chosen among the semesters or the room types, by id. */
  lookup?: 'semesters' | 'roomTypes';
  /** Compared within the semester, as its canonical form (shared/plainText.ts). */
  identifier?: true;
  multiline?: true;
};
type ChoiceField = Base & { kind: 'choice'; choices: Choice<string>[] };
type NumberField = Base & {
  kind: 'number';
  min: number;
  max: number;
  whole?: true;
  /** Money: kept to the cent, typed with two decimals at most. */
  cents?: true;
  choices?: Choice<number>[];
};
export type RoomField = TextField | ChoiceField | NumberField;

const m = MESSAGES.room;
const named = (values: readonly string[]) => values.map((id) => ({ id, name: id[0].toUpperCase() + id.slice(1) }));

// In the form's order.
export const ROOM_FIELDS = {
  semester_id: { kind: 'text', label: 'Semester', hint: m.semesterHint, limit: TEXT_LIMITS.semester_id, lookup: 'semesters', column: null },
  room_type_id: {
    kind: 'text',
    label: 'Room Type',
    hint: m.roomTypeHint,
    limit: TEXT_LIMITS.room_type_id,
    lookup: 'roomTypes',
    initial: '1',
    // A file names the type by its name or id.
    column: 'room_type',
    example: ['Standard', 'Executive'],
  },
  floor: {
    kind: 'choice',
    label: 'Room Floor',
    hint: m.floorHint,
    choices: named(FLOORS),
    example: ['First Floor', 'First Floor'],
    card: { line: 'about', place: 1 },
  },
  room_status: {
    kind: 'choice',
    label: 'Room Status',
    hint: m.statusHint,
    choices: named(ROOM_STATUSES),
    // Restricted is set elsewhere (SPEC.md point 3).
    offered: ['available', 'occupied'],
    example: ['available', 'available'],
    card: { line: 'beds', place: 2 },
  },
  gender: {
    kind: 'choice',
    label: 'Gender',
    hint: m.genderHint,
    choices: named(GENDERS),
    initial: 'male',
    example: ['male', 'female'],
    card: { line: 'about', place: 2 },
  },
  room_capacity: {
    kind: 'number',
    label: 'Room Capacity',
    hint: m.capacityHint,
    min: ROOM_CAPACITIES[0],
    max: ROOM_CAPACITIES.at(-1)!,
    whole: true,
    choices: ROOM_CAPACITIES.map((n) => ({ id: n, name: `${n} In A Room` })),
    initial: 1,
    example: [4, 2],
    card: { line: 'beds', place: 1 },
  },
  room_number: {
    kind: 'text',
    label: 'Room Number',
    hint: m.numberRequired,
    limit: TEXT_LIMITS.room_number,
    identifier: true,
    own: true,
    example: ['101', '102'],
  },
  // numeric(12, 2): anything from 10^10 up would overflow the column.
  price_per_bed: {
    kind: 'number',
    label: 'Price Per Bed (GHS)',
    hint: m.priceRequired,
    min: 0.01,
    max: 9_999_999_999.99,
    cents: true,
    example: [1800, 2500],
  },
  availability_duration: {
    kind: 'text',
    label: 'Availability Duration',
    hint: m.durationHint,
    limit: TEXT_LIMITS.availability_duration,
    initial: DEFAULT_AVAILABILITY_DURATION,
    example: ['4 Months', '4 Months'],
  },
  description: {
    kind: 'text',
    label: 'Room Description',
    hint: m.descriptionHint,
    limit: TEXT_LIMITS.description,
    multiline: true,
    own: true,
    example: ['Facing the courtyard', 'With a balcony'],
    card: { line: 'note', place: 1 },
  },
} as const satisfies Record<string, RoomField>;

export type RoomFieldName = keyof typeof ROOM_FIELDS;
type Fields = typeof ROOM_FIELDS;
type ValueOf<F> = F extends { kind: 'number' } ? number : string;
/** A room's fields as the API takes and answers them; an optional one may be missing from older rooms. */
export type RoomValues = { -readonly [K in RoomFieldName as Fields[K] extends { optional: true } ? never : K]: ValueOf<Fields[K]> } & {
  -readonly [K in RoomFieldName as Fields[K] extends { optional: true } ? K : never]?: ValueOf<Fields[K]>;
};

/** The fields in order, each with its name, for the code that goes through them all. */
export const ROOM_FIELD_LIST = Object.entries(ROOM_FIELDS) as [RoomFieldName, RoomField][];
export const ROOM_FIELD_NAMES = ROOM_FIELD_LIST.map(([name]) => name);

/** A field's column in a rooms file. */
export const columnOf = (name: string) => (ROOM_FIELDS as Record<string, RoomField>)[name]?.column ?? name;
/** The columns of a rooms file, as its first line names them, each with the field it fills. */
export const IMPORT_FIELDS = ROOM_FIELD_LIST.filter(([, field]) => field.column !== null).map(([name, field]) => ({
  column: columnOf(name),
  name,
  field,
}));
export const IMPORT_COLUMNS = IMPORT_FIELDS.map(({ column }) => column);

/** The import template's two example rooms, by field; the semester, which the import gives, left out. */
export const ROOM_EXAMPLES = [0, 1].map((i) =>
  Object.fromEntries(ROOM_FIELD_LIST.flatMap(([name, field]) => (field.example ? [[name, field.example[i]]] : []))),
);

/** How a value is shown: its choice's name, or itself. */
export const shownValue = (field: RoomField, value: unknown) =>
  field.choices?.find((choice) => String(choice.id) === String(value))?.name ?? String(value ?? '');
