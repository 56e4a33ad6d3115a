import { ROOM_FIELD_LIST, ROOM_FIELD_NAMES, ROOM_FIELDS, type RoomField, type RoomFieldName } from '../../shared/roomFields.ts';
import { tooLong } from '../../shared/textLimits.ts';
import { textOf, type FormErrors, type FormValues } from '../common/HostelForm.tsx';

/** The spec's defaults (shared/roomFields.ts): room type 1, male, one in a room, "4 Months". */
export const initialRoom: FormValues = Object.fromEntries(ROOM_FIELD_LIST.map(([name, field]) => [name, field.initial ?? '']));

/** What a number input takes as typed: digits, and for money a decimal point and two decimals at most. */
export const isNumberInput = (field: RoomField, typed: string) =>
  (field.kind === 'number' && field.cents ? /^\d*(\.\d{0,2})?$/ : /^\d*$/).test(typed);

/** What the API would refuse in a field's value, in its words: the field's hint, or "too long". */
function errorOf(field: RoomField, value: unknown) {
  const text = textOf(value);
  if (!text) return field.optional ? undefined : field.hint;
  if (field.kind === 'number') {
    const n = Number(text);
    return n >= field.min && n <= field.max && (!field.whole || Number.isInteger(n)) ? undefined : field.hint;
  }
  return field.kind === 'text' && text.length > field.limit.max ? tooLong(field.limit) : undefined;
}

/** Every field is required (SPEC.md point 5), each with its hint as the message; `names`: the fields the form has. */
export const validateRoom = (values: FormValues, names: readonly RoomFieldName[] = ROOM_FIELD_NAMES): FormErrors =>
  Object.fromEntries(names.map((name) => [name, errorOf(ROOM_FIELDS[name], values[name])]));

/** What a room form sends: numbers as numbers, texts without the spaces around them. */
export const toRoomPayload = (values: FormValues) => ({
  ...values,
  ...Object.fromEntries(
    ROOM_FIELD_LIST.map(([name, field]) => [name, field.kind === 'number' ? Number(values[name]) : textOf(values[name])]),
  ),
});

/** What the next room of a series shares with the one just saved: all but its own number and description. */
export const keptForTheNextRoom = (values: FormValues) =>
  Object.fromEntries(ROOM_FIELD_LIST.filter(([, field]) => !field.own).map(([name]) => [name, values[name]]));
