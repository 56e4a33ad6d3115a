import type { RoomValues } from '../../shared/roomFields.ts';

/**
 * Room type events (stream `roomtype-<room_type_id>`) and room events (stream `room-<room_id>`).
 * Every event's data carries `at`, the moment of the decision by the injected clock.
 */
export type RoomTypeCreated = { type: 'RoomTypeCreated'; data: { room_type_id: string; name: string; at: string } };

/** The fields of shared/roomFields.ts, with the room's id and its type's name. */
export type RoomFields = RoomValues & {
  room_id: string;
  /** The type's name when the room was made or edited: rooms are listed and filtered by it. */
  room_type: string;
};

export type RoomCreated = { type: 'RoomCreated'; data: RoomFields & { at: string } };
/** Every field as it is after the edit. The bookings' amounts stay what they were. */
export type RoomUpdated = { type: 'RoomUpdated'; data: RoomFields & { at: string } };
/** Not bookable until it is back (repairs); the bookings it holds stay as they are. */
export type RoomTakenOutOfService = { type: 'RoomTakenOutOfService'; data: { room_id: string; reason: string; at: string } };
export type RoomReturnedToService = { type: 'RoomReturnedToService'; data: { room_id: string; at: string } };
export type RoomDeleted = { type: 'RoomDeleted'; data: { room_id: string; at: string } };

export type RoomEvent = RoomCreated | RoomUpdated | RoomTakenOutOfService | RoomReturnedToService | RoomDeleted;
export const ROOM_EVENT_TYPES = [
  'RoomTypeCreated',
  'RoomCreated',
  'RoomUpdated',
  'RoomTakenOutOfService',
  'RoomReturnedToService',
  'RoomDeleted',
] as const;

export const roomTypeStream = (roomTypeId: string) => `roomtype-${roomTypeId}`;
export const roomStream = (roomId: string) => `room-${roomId}`;
