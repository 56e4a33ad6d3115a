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

describe('editing a room', () => {
  const update = (over: Partial<RoomFields> = {}, facts: { beds_taken?: number; has_bookings?: boolean } = {}): RoomCommand => ({
    type: 'UpdateRoom',
    data: { ...fields, ...over, semester_exists: true, beds_taken: 0, has_bookings: false, ...facts },
  });

  it('records every field as it is after the edit', () => {
    const edited = { ...fields, price_per_bed: 1800, room_capacity: 4, description: 'Repainted' };
    room
      .given([created])
      .when(update(edited), now)
      .then([{ type: 'RoomUpdated', data: { ...edited, at } }]);
  });

  it('records nothing when nothing changed', () => {
    room.given([created]).when(update(), now).then([]);
  });

  it('refuses a capacity below the beds already taken', () => {
    room
      .given([created])
      .when(update({ room_capacity: 1 }, { beds_taken: 2 }), now)
      .thenThrows(MESSAGES.room.capacityBelowTaken);
    room
      .given([created])
      .when(update({ room_capacity: 2 }, { beds_taken: 2 }), now)
      .then([{ type: 'RoomUpdated', data: { ...fields, room_capacity: 2, at } }]);
  });

  it('keeps a room with bookings in its semester, and its gender while beds are taken', () => {
    room
      .given([created])
      .when(update({ semester_id: 's2' }, { has_bookings: true }), now)
      .thenThrows(MESSAGES.room.movedWithBookings);
    room
      .given([created])
      .when(update({ gender: 'female' }, { beds_taken: 1, has_bookings: true }), now)
      .thenThrows(MESSAGES.room.genderWithBookings);
  });

  it('refuses a type or semester that does not exist, and a room that is not there', () => {
    room
      .given([created])
      .when({ ...update(), data: { ...update().data, room_type: null } } as RoomCommand, now)
      .thenThrows(MESSAGES.room.roomTypeHint);
    room.given([created, deleted]).when(update(), now).thenThrows('Room not found.');
  });
});

describe('taking a room out of service', () => {
  const out: RoomCommand = { type: 'TakeOutOfService', data: { room_id: 'r1', reason: 'Burst pipe' } };
  const back: RoomCommand = { type: 'ReturnToService', data: { room_id: 'r1' } };
  const wentOut: RoomEvent = { type: 'RoomTakenOutOfService', data: { room_id: 'r1', reason: 'Burst pipe', at } };

  it('takes it out with its reason, and back', () => {
    room.given([created]).when(out, now).then([wentOut]);
    room
      .given([created, wentOut])
      .when(back, now)
      .then([{ type: 'RoomReturnedToService', data: { room_id: 'r1', at } }]);
  });

  it('refuses to take it out twice, or back when it is in service', () => {
    room.given([created, wentOut]).when(out, now).thenThrows(MESSAGES.room.alreadyOutOfService);
    room.given([created]).when(back, now).thenThrows(MESSAGES.room.alreadyInService);
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
