import { z } from 'zod';
import { FLOORS, GENDERS, ROOM_CAPACITIES, ROOM_STATUSES } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { maxLengthOf, type TextField } from '../../shared/textLimits.ts';
import { canonical } from '../http/plainTextSchema.ts';

const m = MESSAGES.room;
// numeric(12, 2): anything from 10^10 up would overflow the column.
const MAX_PRICE = 9_999_999_999.99;

/** Forms send selects' values as numbers or strings alike: both become the same text. */
const text = (field: TextField, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: message })
      .trim()
      .min(1, message)
      .max(...maxLengthOf(field)),
  );

/** Numbers, or strings holding only a decimal number (the price input's text). */
const numeric = (schema: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), schema);

const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/** Body of POST /rooms: all fields required, with the form's hints (SPEC.md point 5) as messages. */
export const roomBody = z.object({
  semester_id: text('semester_id', m.semesterHint),
  room_type_id: text('room_type_id', m.roomTypeHint),
  floor: oneOf(FLOORS, m.floorHint),
  room_status: oneOf(ROOM_STATUSES, m.statusHint),
  gender: oneOf(GENDERS, m.genderHint),
  room_capacity: numeric(
    z
      .number({ error: m.capacityHint })
      .int(m.capacityHint)
      .min(ROOM_CAPACITIES[0], m.capacityHint)
      .max(ROOM_CAPACITIES.at(-1)!, m.capacityHint),
  ),
  // Compared within the semester: `A101` with a zero-width space, or full-width, is `A101`.
  room_number: canonical(text('room_number', m.numberRequired)),
  // Cents are what the column keeps: a price that rounds to nothing is no price.
  price_per_bed: numeric(z.number({ error: m.priceRequired }).min(0.01, m.priceRequired).max(MAX_PRICE, m.priceRequired)).transform(
    (price) => Math.round(price * 100) / 100,
  ),
  availability_duration: text('availability_duration', m.durationHint),
  description: text('description', m.descriptionHint),
});

export type RoomBody = z.infer<typeof roomBody>;
