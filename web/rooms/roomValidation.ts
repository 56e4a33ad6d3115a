import { DEFAULT_AVAILABILITY_DURATION } from '../../shared/constants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { FieldErrors } from '../common/useFormFields.ts';

export type RoomValues = {
  semester_id: string;
  room_type_id: string;
  floor: string;
  room_status: string;
  gender: string;
  room_capacity: string;
  room_number: string;
  price_per_bed: string;
  availability_duration: string;
  description: string;
};

/** The spec's defaults: room type 1, male, one in a room, "4 Months". */
export const initialRoom: RoomValues = {
  semester_id: '',
  room_type_id: '1',
  floor: '',
  room_status: '',
  gender: 'male',
  room_capacity: '1',
  room_number: '',
  price_per_bed: '',
  availability_duration: DEFAULT_AVAILABILITY_DURATION,
  description: '',
};

/** The price field takes digits and one decimal point only; anything else typed is ignored. */
export const isPriceInput = (value: string) => /^\d*(\.\d{0,2})?$/.test(value);

/** Every field is required (SPEC.md point 5), each with its hint as the message. */
export function validateRoom(values: RoomValues): FieldErrors<RoomValues> {
  const m = MESSAGES.room;
  const missing = (value: string, message: string) => (value.trim() ? undefined : message);
  return {
    semester_id: missing(values.semester_id, m.semesterHint),
    room_type_id: missing(values.room_type_id, m.roomTypeHint),
    floor: missing(values.floor, m.floorHint),
    room_status: missing(values.room_status, m.statusHint),
    gender: missing(values.gender, m.genderHint),
    room_capacity: missing(values.room_capacity, m.capacityHint),
    room_number: missing(values.room_number, m.numberRequired),
    price_per_bed: missing(values.price_per_bed, m.priceRequired) ?? (Number(values.price_per_bed) > 0 ? undefined : m.priceRequired),
    availability_duration: missing(values.availability_duration, m.durationHint),
    description: missing(values.description, m.descriptionHint),
  };
}

export const toRoomPayload = (values: RoomValues) => ({
  ...values,
  room_number: values.room_number.trim(),
  room_capacity: Number(values.room_capacity),
  price_per_bed: Number(values.price_per_bed),
  availability_duration: values.availability_duration.trim(),
  description: values.description.trim(),
});
