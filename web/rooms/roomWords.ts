import { MESSAGES } from '../../shared/messages.ts';
import type { Room } from '../providers/types.ts';

// Apart from RoomCard.tsx, without MUI, for the student's own pages (web/student) too.

/** "3 beds left", or the spec's "No Bed Left". */
export const bedsLeftText = (room: Pick<Room, 'beds_left'>) =>
  room.beds_left > 0 ? `${room.beds_left} ${room.beds_left === 1 ? 'bed' : 'beds'} left` : MESSAGES.room.noBedLeft;

/** "Out of service: <reason>" for a room under repair. */
export const outOfServiceText = (room: Pick<Room, 'out_of_service_reason'>) =>
  room.out_of_service_reason ? `Out of service: ${room.out_of_service_reason}` : '';
