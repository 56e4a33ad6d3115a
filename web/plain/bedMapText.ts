import type { BedMapRoom } from './types.ts';

// What the bed map says of a room, for both apps' bed maps.

export type BedKind = 'taken' | 'free' | 'out';
export const BED_LABELS: Record<BedKind, string> = { taken: 'Taken', free: 'Free', out: 'Out of service' };

/** The room's beds in order: taken, free, then out of service. */
export const bedsOf = (room: BedMapRoom): BedKind[] => [
  ...Array<BedKind>(room.beds_taken).fill('taken'),
  ...Array<BedKind>(room.beds_free).fill('free'),
  ...Array<BedKind>(room.beds_out_of_service).fill('out'),
];

/** "Room A1: 2 taken, 1 free", the tile's name for a screen reader. */
export const roomSummary = (room: BedMapRoom) =>
  `Room ${room.room_number}: ${room.beds_taken} taken, ${room.beds_free} free${
    room.beds_out_of_service ? `, ${room.beds_out_of_service} out of service` : ''
  }`;

/** Who holds the taken beds, with how far their payment is (staff only: the API sends no names to students). */
export const occupantsOf = (room: BedMapRoom) => room.occupants?.map((o) => `${o.name} (${o.payment_status})`).join(', ');

/** The tile's hint: why the room is out of service, and who is in it. */
export const roomHint = (room: BedMapRoom) =>
  [room.out_of_service_reason && `Out of service: ${room.out_of_service_reason}`, occupantsOf(room)].filter(Boolean).join(' · ');
