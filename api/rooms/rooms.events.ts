/**
 * Room type events (stream `roomtype-<room_type_id>`) and room events (stream `room-<room_id>`).
 * Every event's data carries `at`, the moment of the decision by the injected clock.
 */
export type RoomTypeCreated = { type: 'RoomTypeCreated'; data: { room_type_id: string; name: string; at: string } };

export type RoomFields = {
  room_id: string;
  semester_id: string;
  room_type_id: string;
  /** The type's name when the room was created: rooms are listed and filtered by it. */
  room_type: string;
  floor: string;
  room_status: string;
  gender: string;
  room_capacity: number;
  room_number: string;
  price_per_bed: number;
  availability_duration: string;
  description: string;
};

export type RoomCreated = { type: 'RoomCreated'; data: RoomFields & { at: string } };
export type RoomDeleted = { type: 'RoomDeleted'; data: { room_id: string; at: string } };

export type RoomEvent = RoomCreated | RoomDeleted;
export const ROOM_EVENT_TYPES = ['RoomTypeCreated', 'RoomCreated', 'RoomDeleted'] as const;

export const roomTypeStream = (roomTypeId: string) => `roomtype-${roomTypeId}`;
export const roomStream = (roomId: string) => `room-${roomId}`;

export type RoomState = { status: 'absent' | 'active' | 'deleted' };
export const initialRoomState = (): RoomState => ({ status: 'absent' });

export function evolveRoom(_state: RoomState, event: RoomEvent): RoomState {
  return { status: event.type === 'RoomCreated' ? 'active' : 'deleted' };
}

export type RoomTypeState = { exists: boolean };
export const initialRoomTypeState = (): RoomTypeState => ({ exists: false });
export const evolveRoomType = (_state: RoomTypeState, _event: RoomTypeCreated): RoomTypeState => ({ exists: true });
