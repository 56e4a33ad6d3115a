import { conflict, invalid, notFound } from '../commands/errors.ts';
import { MESSAGES } from '../../shared/messages.ts';
import {
  evolveRoom,
  evolveRoomType,
  initialRoomState,
  initialRoomTypeState,
  type RoomEvent,
  type RoomFields,
  type RoomState,
  type RoomTypeCreated,
  type RoomTypeState,
} from './rooms.events.ts';

/**
 * What the route loaded from the read models travels in the command: `semester_exists`, and
 * `room_type` (the type's name, null when there is no such type) or `active_bookings`.
 */
export type RoomCommand =
  | { type: 'CreateRoom'; data: Omit<RoomFields, 'room_type'> & { room_type: string | null; semester_exists: boolean } }
  | { type: 'DeleteRoom'; data: { room_id: string; active_bookings: number } };

export function decideRoom(state: RoomState, command: RoomCommand, now: Date): RoomEvent[] {
  const at = now.toISOString();
  switch (command.type) {
    case 'CreateRoom': {
      if (state.status !== 'absent') throw conflict(MESSAGES.errors.conflict);
      const { semester_exists, room_type, ...fields } = command.data;
      if (!semester_exists) throw invalid('semester_id', MESSAGES.room.semesterHint);
      if (room_type === null) throw invalid('room_type_id', MESSAGES.room.roomTypeHint);
      return [{ type: 'RoomCreated', data: { ...fields, room_type, at } }];
    }
    case 'DeleteRoom':
      if (state.status !== 'active') throw notFound('Room');
      if (command.data.active_bookings > 0) throw conflict(MESSAGES.room.hasBookings);
      return [{ type: 'RoomDeleted', data: { room_id: command.data.room_id, at } }];
  }
}

export const roomDecider = { initialState: initialRoomState, evolve: evolveRoom, decide: decideRoom };

export type RoomTypeCommand = { type: 'CreateRoomType'; data: { room_type_id: string; name: string } };

/** Creating a type that exists is not an error: seeding runs at every start and must be a no-op. */
export function decideRoomType(state: RoomTypeState, command: RoomTypeCommand, now: Date): RoomTypeCreated[] {
  if (state.exists) return [];
  return [{ type: 'RoomTypeCreated', data: { ...command.data, at: now.toISOString() } }];
}

export const roomTypeDecider = { initialState: initialRoomTypeState, evolve: evolveRoomType, decide: decideRoomType };
