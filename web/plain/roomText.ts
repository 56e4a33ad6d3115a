import { MESSAGES } from '../../shared/messages.ts';
import { ROOM_FIELD_LIST, shownValue, type CardLine, type RoomFieldName } from '../../shared/roomFields.ts';
import { formatMoney } from './format.ts';
import type { Room } from './types.ts';

// Plain words about a room, for the react-admin pages and the student's app (web/student) alike.

/** "3 beds left", or the spec's "No Bed Left". */
export const bedsLeftText = (room: Pick<Room, 'beds_left'>) =>
  room.beds_left > 0 ? `${room.beds_left} ${room.beds_left === 1 ? 'bed' : 'beds'} left` : MESSAGES.room.noBedLeft;

/** "Out of service: <reason>" for a room under repair. */
export const outOfServiceText = (room: Pick<Room, 'out_of_service_reason'>) =>
  room.out_of_service_reason ? `Out of service: ${room.out_of_service_reason}` : '';

type Bookable = Pick<Room, 'beds_left' | 'room_status' | 'out_of_service_reason'>;

/** Why a student cannot book the room, in the words the server refuses it with; '' when they can. */
export function whyNotBookable(room: Bookable) {
  if (room.out_of_service_reason) return MESSAGES.booking.outOfService;
  if (room.room_status !== 'available') return MESSAGES.booking.notBookable;
  if (room.beds_left <= 0) return MESSAGES.booking.fullCapacity;
  return '';
}

/**
 * What to say under the chosen room: why it cannot be booked, as listed, or that it is full when
 * the server says so although the list had a bed (taken meanwhile); '' when it can be booked.
 */
export const chosenRoomWarning = (room: Bookable | undefined, availableNow: boolean | undefined) =>
  (room && whyNotBookable(room)) || (availableNow === false ? MESSAGES.booking.fullCapacity : '');

/** Under the room number: what to choose first, or how many rooms of the type can be booked. */
export function roomNumberHint(bothChosen: boolean, loading: boolean, rooms: readonly Bookable[]) {
  if (!bothChosen) return 'Choose a semester and a room type first';
  if (loading) return 'Loading rooms...';
  const open = rooms.filter((room) => !whyNotBookable(room)).length;
  return `${open} ${open === 1 ? 'room' : 'rooms'} available`;
}

/** A room's state in its choice: beds left, or why it cannot be chosen. */
const choiceState = (room: Bookable) =>
  room.out_of_service_reason ? 'Out of service' : room.room_status !== 'available' ? 'Not open for booking' : bedsLeftText(room);

/** The room numbers to choose from, each with its price per bed and beds left; a room that cannot be booked shown but not chosen. */
export const roomNumberChoices = (rooms: readonly (Bookable & Pick<Room, 'room_number' | 'price_per_bed'>)[]) =>
  rooms.map((room) => ({
    id: room.room_number,
    name: `Room ${room.room_number} · ${formatMoney(room.price_per_bed)} · ${choiceState(room)}`,
    disabled: Boolean(whyNotBookable(room)),
  }));

/**
 * What the room card shows on `line`, in order, as shared/roomFields.ts places the fields; empty
 * values and the fields `leaveOut` names left out.
 */
export const cardTexts = (room: Room, line: CardLine, leaveOut: readonly RoomFieldName[] = []) =>
  ROOM_FIELD_LIST.filter(([name, field]) => field.card?.line === line && !leaveOut.includes(name))
    .sort(([, a], [, b]) => a.card!.place - b.card!.place)
    .map(([name, field]) => shownValue(field, room[name]))
    .filter(Boolean);
