import { conflict, invalid, notFound } from '../commands/errors.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { RoomEvent, RoomFields, RoomTypeCreated } from './rooms.events.ts';

export type RoomState = { status: 'absent' | 'deleted' } | { status: 'active'; fields: RoomFields; outOfService: boolean };
export const initialRoomState = (): RoomState => ({ status: 'absent' });

export function evolveRoom(state: RoomState, event: RoomEvent): RoomState {
  switch (event.type) {
    case 'RoomCreated':
      return { status: 'active', fields: fieldsOf(event.data), outOfService: false };
    case 'RoomUpdated':
      return state.status === 'active' ? { ...state, fields: fieldsOf(event.data) } : state;
    case 'RoomTakenOutOfService':
    case 'RoomReturnedToService':
      return state.status === 'active' ? { ...state, outOfService: event.type === 'RoomTakenOutOfService' } : state;
    case 'RoomDeleted':
      return { status: 'deleted' };
  }
}

const fieldsOf = ({ at: _at, ...fields }: RoomFields & { at: string }): RoomFields => fields;

export type RoomTypeState = { exists: boolean };
export const initialRoomTypeState = (): RoomTypeState => ({ exists: false });
export const evolveRoomType = (_state: RoomTypeState, _event: RoomTypeCreated): RoomTypeState => ({ exists: true });

/** A room's fields as a form sends them, with what the route read of the read models. */
type RoomInput = Omit<RoomFields, 'room_type'> & {
  /** The type's name, null when there is no such type. */
  room_type: string | null;
  semester_exists: boolean;
};

export type RoomCommand =
  | { type: 'CreateRoom'; data: RoomInput }
  /** `beds_taken` and `has_bookings` (any status) of the room now, from the read models. */
  | { type: 'UpdateRoom'; data: RoomInput & { beds_taken: number; has_bookings: boolean } }
  | { type: 'TakeOutOfService'; data: { room_id: string; reason: string } }
  | { type: 'ReturnToService'; data: { room_id: string } }
  | { type: 'DeleteRoom'; data: { room_id: string; active_bookings: number } };

export function decideRoom(state: RoomState, command: RoomCommand, now: Date): RoomEvent[] {
  const at = now.toISOString();
  if (command.type === 'CreateRoom') {
    if (state.status !== 'absent') throw conflict(MESSAGES.errors.conflict);
    return [{ type: 'RoomCreated', data: { ...checked(command.data), at } }];
  }
  if (state.status !== 'active') throw notFound('Room');
  switch (command.type) {
    case 'UpdateRoom': {
      const { beds_taken, has_bookings, ...input } = command.data;
      const fields = checked(input);
      if (fields.room_capacity < beds_taken) throw conflict(MESSAGES.room.capacityBelowTaken);
      if (has_bookings && fields.semester_id !== state.fields.semester_id) throw conflict(MESSAGES.room.movedWithBookings);
      if (beds_taken > 0 && fields.gender !== state.fields.gender) throw conflict(MESSAGES.room.genderWithBookings);
      if (sameFields(fields, state.fields)) return [];
      return [{ type: 'RoomUpdated', data: { ...fields, at } }];
    }
    case 'TakeOutOfService':
      if (state.outOfService) throw conflict(MESSAGES.room.alreadyOutOfService);
      return [{ type: 'RoomTakenOutOfService', data: { ...command.data, at } }];
    case 'ReturnToService':
      if (!state.outOfService) throw conflict(MESSAGES.room.alreadyInService);
      return [{ type: 'RoomReturnedToService', data: { ...command.data, at } }];
    case 'DeleteRoom':
      if (command.data.active_bookings > 0) throw conflict(MESSAGES.room.hasBookings);
      return [{ type: 'RoomDeleted', data: { room_id: command.data.room_id, at } }];
  }
}

/** The fields of a room whose semester and type exist. */
function checked({ semester_exists, room_type, ...fields }: RoomInput): RoomFields {
  if (!semester_exists) throw invalid('semester_id', MESSAGES.room.semesterHint);
  if (room_type === null) throw invalid('room_type_id', MESSAGES.room.roomTypeHint);
  return { ...fields, room_type };
}

const sameFields = (a: RoomFields, b: RoomFields) => (Object.keys(a) as (keyof RoomFields)[]).every((key) => a[key] === b[key]);

export const roomDecider = { initialState: initialRoomState, evolve: evolveRoom, decide: decideRoom };

export type RoomTypeCommand = { type: 'CreateRoomType'; data: { room_type_id: string; name: string } };

/** Creating a type that exists is not an error: seeding runs at every start and must be a no-op. */
export function decideRoomType(state: RoomTypeState, command: RoomTypeCommand, now: Date): RoomTypeCreated[] {
  if (state.exists) return [];
  return [{ type: 'RoomTypeCreated', data: { ...command.data, at: now.toISOString() } }];
}

export const roomTypeDecider = { initialState: initialRoomTypeState, evolve: evolveRoomType, decide: decideRoomType };
