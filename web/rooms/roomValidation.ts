import { DEFAULT_AVAILABILITY_DURATION } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { withLengthLimits } from '../../shared/textLimits.ts';
import { textOf, type FormErrors, type FormValues } from '../common/HostelForm.tsx';

/** The spec's defaults: room type 1, male, one in a room, "4 Months". */
export const initialRoom = {
  semester_id: '',
  room_type_id: '1',
  floor: '',
  room_status: '',
  gender: 'male',
  room_capacity: 1,
  room_number: '',
  price_per_bed: '',
  availability_duration: DEFAULT_AVAILABILITY_DURATION,
  description: '',
};

/** The price field takes digits and one decimal point only; anything else typed is ignored. */
export const isPriceInput = (value: string) => /^\d*(\.\d{0,2})?$/.test(value);

const HINTS: Record<keyof typeof initialRoom, string> = {
  semester_id: MESSAGES.room.semesterHint,
  room_type_id: MESSAGES.room.roomTypeHint,
  floor: MESSAGES.room.floorHint,
  room_status: MESSAGES.room.statusHint,
  gender: MESSAGES.room.genderHint,
  room_capacity: MESSAGES.room.capacityHint,
  room_number: MESSAGES.room.numberRequired,
  price_per_bed: MESSAGES.room.priceRequired,
  availability_duration: MESSAGES.room.durationHint,
  description: MESSAGES.room.descriptionHint,
};

/** Every field is required (SPEC.md point 5), each with its hint as the message; a price is above 0. */
export function validateRoom(values: FormValues): FormErrors {
  const errors: FormErrors = Object.fromEntries(
    Object.entries(HINTS).map(([field, hint]) => [field, textOf(values[field]) ? undefined : hint]),
  );
  if (!errors.price_per_bed && !(Number(values.price_per_bed) > 0)) errors.price_per_bed = HINTS.price_per_bed;
  return withLengthLimits(errors, values);
}

export const toRoomPayload = (values: FormValues) => ({
  ...values,
  room_number: textOf(values.room_number),
  room_capacity: Number(values.room_capacity),
  price_per_bed: Number(values.price_per_bed),
  availability_duration: textOf(values.availability_duration),
  description: textOf(values.description),
});

/** What the next room of a series shares with the one just saved: all but its number and description. */
export function keptForTheNextRoom(values: FormValues) {
  const { semester_id, room_type_id, floor, room_status, gender, room_capacity, price_per_bed, availability_duration } = values;
  return { semester_id, room_type_id, floor, room_status, gender, room_capacity, price_per_bed, availability_duration } as Partial<
    typeof initialRoom
  >;
}
