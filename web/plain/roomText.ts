import { MESSAGES } from '../../shared/messages.ts';
import { formatMoney } from './format.ts';
import type { Room } from './types.ts';

// Plain words about a room, for the react-admin pages and the student's app (web/student) alike.

/** "3 beds left", or the spec's "No Bed Left". */
export const bedsLeftText = (room: Pick<Room, 'beds_left'>) =>
  room.beds_left > 0 ? `${room.beds_left} ${room.beds_left === 1 ? 'bed' : 'beds'} left` : MESSAGES.room.noBedLeft;

/** "Out of service: <reason>" for a room under repair. */
export const outOfServiceText = (room: Pick<Room, 'out_of_service_reason'>) =>
  room.out_of_service_reason ? `Out of service: ${room.out_of_service_reason}` : '';

/** Under the room number: what to choose first, or how many rooms of the type have a bed. */
export function roomNumberHint(bothChosen: boolean, loading: boolean, rooms: readonly Pick<Room, 'beds_left'>[]) {
  if (!bothChosen) return 'Choose a semester and a room type first';
  if (loading) return 'Loading rooms...';
  const withBeds = rooms.filter((room) => room.beds_left > 0).length;
  return `${withBeds} ${withBeds === 1 ? 'room' : 'rooms'} available`;
}

/** The room numbers to choose from, each with its price per bed and beds left; a full room shown but not chosen. */
export const roomNumberChoices = (rooms: readonly Pick<Room, 'room_number' | 'beds_left' | 'price_per_bed'>[]) =>
  rooms.map((room) => ({
    id: room.room_number,
    name: `Room ${room.room_number} · ${formatMoney(room.price_per_bed)} · ${bedsLeftText(room)}`,
    disabled: room.beds_left <= 0,
  }));
