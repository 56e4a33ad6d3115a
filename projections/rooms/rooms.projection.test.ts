import { describe, it } from 'vitest';
import { projectionSpec } from '../../tests/helpers/projectionSpec.ts';
import { ROOM_EXAMPLES } from '../../shared/roomFields.ts';
import { roomsProjection } from './rooms.projection.ts';

const spec = projectionSpec(roomsProjection);
const at = '2026-09-01T08:00:00.000Z';
// Every field of a room (shared/roomFields.ts), each column of the table filled.
const fields = {
  ...ROOM_EXAMPLES[0],
  semester_id: 's1',
  room_type_id: '1',
  room_type: 'Standard',
  gender: 'female',
  room_capacity: 3,
  price_per_bed: 1250.5,
  description: 'By the stairs',
};
const made = ['RoomCreated', { room_id: 'r1', ...fields, at }] as const;
const room = (beds_left: number, over: Record<string, unknown> = {}) => ({
  id: 'r1',
  ...fields,
  beds_left,
  created_at: at,
  out_of_service_reason: null,
  out_of_service_since: null,
  ...over,
});
const decision = { booking_id: 'b1', user_id: 'u1', semester_id: 's1', room_id: 'r1', amount: 1250.5, at };
const types = [{ id: '1', name: 'Standard' }];

describe('the rooms read model', () => {
  it('keeps room types, and rooms with every bed left', async () => {
    await spec.given(['RoomTypeCreated', { room_type_id: '1', name: 'Standard', at }], made).then({ room_types: types, rooms: [room(3)] });
  });

  it('takes a bed for a booking, gives it back on a rejection, takes it again on approving a rejected booking', async () => {
    const booked = ['BedBooked', { booking_id: 'b1', room_id: 'r1', at }] as const;
    await spec.given(made, booked).then({ room_types: [], rooms: [room(2)] });
    await spec
      .given(made, booked, ['PaymentRejected', { ...decision, previous_status: 'pending', bed_released: true }])
      .then({ room_types: [], rooms: [room(3)] });
    await spec
      .given(
        made,
        booked,
        ['PaymentRejected', { ...decision, previous_status: 'pending', bed_released: true }],
        ['PaymentApproved', { ...decision, previous_status: 'unpaid', bed_taken: true }],
      )
      .then({ room_types: [], rooms: [room(2)] });
  });

  it('gives the bed back when a payment is revoked', async () => {
    await spec
      .given(
        made,
        ['BedBooked', { booking_id: 'b1', room_id: 'r1', at }],
        ['PaymentApproved', { ...decision, previous_status: 'pending', bed_taken: false }],
        ['PaymentRevoked', { ...decision, previous_status: 'paid', bed_released: true, reason: 'Bounced' }],
      )
      .then({ room_types: [], rooms: [room(3)] });
  });

  it("gives back the beds a student's deletion released", async () => {
    await spec
      .given(
        made,
        ['BedBooked', { booking_id: 'b1', room_id: 'r1', at }],
        ['BedBooked', { booking_id: 'b2', room_id: 'r1', at }],
        ['UserDeleted', { user_id: 'u1', released_bookings: [{ booking_id: 'b1', room_id: 'r1', semester_id: 's1' }], at }],
      )
      .then({ room_types: [], rooms: [room(2)] });
  });

  it('forgets a room deleted alone or with its semester', async () => {
    await spec.given(made, ['RoomDeleted', { room_id: 'r1', at }]).then({ room_types: [], rooms: [] });
    await spec.given(made, ['SemesterDeleted', { semester_id: 's1', room_ids: ['r1'], at }]).then({ room_types: [], rooms: [] });
  });

  it('takes every field of an edit, and moves the beds left with the capacity', async () => {
    const later = '2026-09-05T08:00:00.000Z';
    const edited = { ...fields, room_capacity: 5, price_per_bed: 1800, description: 'Repainted' };
    await spec
      .given(made, ['BedBooked', { booking_id: 'b1', room_id: 'r1', at }], ['RoomUpdated', { room_id: 'r1', ...edited, at: later }])
      .then({ room_types: [], rooms: [room(4, { room_capacity: 5, price_per_bed: 1800, description: 'Repainted' })] });
  });

  it('keeps the reason a room is out of service until it is back', async () => {
    const out = ['RoomTakenOutOfService', { room_id: 'r1', reason: 'Burst pipe', at }] as const;
    await spec
      .given(made, out)
      .then({ room_types: [], rooms: [room(3, { out_of_service_reason: 'Burst pipe', out_of_service_since: at })] });
    await spec.given(made, out, ['RoomReturnedToService', { room_id: 'r1', at }]).then({ room_types: [], rooms: [room(3)] });
  });

  it('gives the bed back when a hold expires unpaid, and takes it again when the booking is approved after all', async () => {
    const booked = ['BedBooked', { booking_id: 'b1', room_id: 'r1', at }] as const;
    const expired = [
      'BookingExpired',
      { ...decision, previous_status: 'pending', bed_released: true, reason: 'Not paid', hold_until: at },
    ] as const;
    await spec.given(made, booked, expired).then({ room_types: [], rooms: [room(3)] });
    await spec
      .given(made, booked, expired, ['PaymentApproved', { ...decision, previous_status: 'unpaid', bed_taken: true }])
      .then({ room_types: [], rooms: [room(2)] });
  });

  it('moves no bed for an extended hold', async () => {
    await spec
      .given(
        made,
        ['BedBooked', { booking_id: 'b1', room_id: 'r1', at }],
        ['HoldExtended', { ...decision, previous_status: 'pending', previous_hold_until: at, hold_until: at, reason: 'Monday' }],
      )
      .then({ room_types: [], rooms: [room(2)] });
  });

  it('gives the old room its bed back and takes one of the new room when a booking moves, and back again', async () => {
    const other = ['RoomCreated', { room_id: 'r2', ...fields, room_number: '102', at }] as const;
    const moved = (from: string, to: string) =>
      ['BookingMoved', { booking_id: 'b1', from_room_id: from, to_room_id: to, payment_status: 'pending', at }] as const;
    const booked = ['BedBooked', { booking_id: 'b1', room_id: 'r1', at }] as const;
    const second = room(3, { id: 'r2', room_number: '102' });
    await spec.given(made, other, booked, moved('r1', 'r2')).then({ room_types: [], rooms: [room(3), { ...second, beds_left: 2 }] });
    await spec.given(made, other, booked, moved('r1', 'r2'), moved('r2', 'r1')).then({ room_types: [], rooms: [room(2), second] });
  });
});
