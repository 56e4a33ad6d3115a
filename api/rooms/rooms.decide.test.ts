import { describe, it } from 'vitest';
import { spec } from '../../tests/helpers/decider.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { roomDecider, roomTypeDecider, type RoomCommand } from './rooms.decide.ts';
import type { RoomEvent, RoomFields, RoomTypeCreated } from './rooms.events.ts';

const now = new Date('2026-09-01T08:00:00Z');
const at = now.toISOString();
const fields: RoomFields = {
  room_id: 'r1',
  semester_id: 's1',
  room_type_id: '1',
  room_type: 'Standard',
  floor: 'Ground Floor',
  room_status: 'available',
  gender: 'male',
  room_capacity: 3,
  room_number: '101',
  price_per_bed: 1500,
  availability_duration: '4 Months',
  description: 'Near the stairs',
};
const create = (over: Partial<Extract<RoomCommand, { type: 'CreateRoom' }>['data']> = {}): RoomCommand => ({
  type: 'CreateRoom',
  data: { ...fields, semester_exists: true, ...over },
});
const created: RoomEvent = { type: 'RoomCreated', data: { ...fields, at: '2026-08-01T00:00:00.000Z' } };
const deleted: RoomEvent = { type: 'RoomDeleted', data: { room_id: 'r1', at } };
const deleteRoom = (active_bookings = 0): RoomCommand => ({ type: 'DeleteRoom', data: { room_id: 'r1', active_bookings } });
const room = spec(roomDecider);

describe('room decider', () => {
  it('creates a room carrying its type name and the decision time', () => {
    room
      .given([])
      .when(create(), now)
      .then([{ type: 'RoomCreated', data: { ...fields, at } }]);
  });

  it('refuses a semester or a room type that does not exist, with the form hints', () => {
    room
      .given([])
      .when(create({ semester_exists: false }), now)
      .thenThrows(MESSAGES.room.semesterHint);
    room
      .given([])
      .when(create({ room_type: null }), now)
      .thenThrows(MESSAGES.room.roomTypeHint);
  });

  it('refuses to create a room twice under one id', () => {
    room.given([created]).when(create(), now).thenThrows(MESSAGES.errors.conflict);
  });

  it('deletes a room without pending or paid bookings', () => {
    room
      .given([created])
      .when(deleteRoom(), now)
      .then([{ type: 'RoomDeleted', data: { room_id: 'r1', at } }]);
  });

  it('refuses to delete a room holding pending or paid bookings', () => {
    room.given([created]).when(deleteRoom(2), now).thenThrows(MESSAGES.room.hasBookings);
  });

  it('does not delete a room that is absent or already deleted', () => {
    room.given([]).when(deleteRoom(), now).thenThrows('Room not found.');
    room.given([created, deleted]).when(deleteRoom(), now).thenThrows('Room not found.');
  });
});

describe('room type decider', () => {
  const command = { type: 'CreateRoomType' as const, data: { room_type_id: '1', name: 'Standard' } };
  const typeCreated: RoomTypeCreated = { type: 'RoomTypeCreated', data: { room_type_id: '1', name: 'Standard', at } };

  it('creates a type that does not exist yet', () => {
    spec(roomTypeDecider).given([]).when(command, now).then([typeCreated]);
  });

  it('appends nothing for a type that exists: seeding twice is a no-op', () => {
    spec(roomTypeDecider).given([typeCreated]).when(command, now).then([]);
  });
});
