import { describe, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import { projectionSpec } from '../../tests/helpers/projectionSpec.ts';
import { paymentHistoryProjection } from './paymentHistory.projection.ts';

const spec = projectionSpec(paymentHistoryProjection);
const at = '2026-09-01T08:00:00.000Z';
const account = (user_id: string, fname: string, role: string) =>
  ['UserRegistered', { user_id, fname, lname: 'Mensah', role, at }] as const;
const booked = ['BedBooked', { booking_id: 'b1', user_id: 'u1', full_name: 'Ama Mensah', room_number: '101', at }] as const;
const approved = [
  'PaymentApproved',
  { booking_id: 'b1', semester_id: 's1', user_id: 'u1', room_id: 'r1', amount: 1250.5, previous_status: 'pending', bed_taken: false, at },
  'staff1',
] as const;
const entry = {
  event_id: 'event-3',
  position: 4,
  booking_id: 'b1',
  semester_id: 's1',
  student_id: 'u1',
  student_name: 'Ama Mensah',
  room_id: 'r1',
  room_number: '101',
  amount: 1250.5,
  decision: 'approved',
  reason: null,
  from_status: 'pending',
  to_status: 'paid',
  actor_id: 'staff1',
  actor_name: 'Kofi Mensah',
  at,
  refund_amount: null,
};

describe('the payment history read model', () => {
  it("keeps a cancellation's request, taken by its student, and its approval with the refund as such", async () => {
    const facts = { booking_id: 'b1', semester_id: 's1', user_id: 'u1', room_id: 'r1', amount: 1250.5, previous_status: 'paid', at };
    const request = { requested_at: at, request_reason: 'Going home' };
    const requested = ['CancellationRequested', { ...facts, reason: 'Going home', requested_by: 'u1' }, 'u1'] as const;
    const yes = [
      'CancellationApproved',
      { ...facts, ...request, bed_released: true, refund: true, refund_amount: 1000, reason: 'Agreed' },
      'staff1',
    ] as const;
    const no = ['CancellationRefused', { ...facts, ...request, reason: 'Too late' }, 'staff1'] as const;
    const row = { ...entry, from_status: 'paid' };
    await spec.given(account('u1', 'Ama', 'user'), account('staff1', 'Kofi', 'admin'), booked, approved, requested, yes).then({
      payment_history: [
        entry,
        {
          ...row,
          event_id: 'event-4',
          position: 5,
          decision: 'cancellation_requested',
          reason: 'Going home',
          actor_id: 'u1',
          actor_name: 'Ama Mensah',
        },
        { ...row, event_id: 'event-5', position: 6, decision: 'cancelled', reason: 'Agreed', to_status: 'unpaid', refund_amount: 1000 },
      ],
      payment_history_bookings: [{ booking_id: 'b1', student_id: 'u1', full_name: 'Ama Mensah', room_number: '101' }],
      payment_history_people: [{ user_id: 'staff1', name: 'Kofi Mensah' }],
    });
    await spec.given(account('staff1', 'Kofi', 'admin'), booked, approved, requested, no).then({
      payment_history: [
        { ...entry, event_id: 'event-2', position: 3 },
        {
          ...row,
          event_id: 'event-3',
          position: 4,
          decision: 'cancellation_requested',
          reason: 'Going home',
          actor_id: 'u1',
          actor_name: 'Ama Mensah',
        },
        { ...row, event_id: 'event-4', position: 5, decision: 'cancellation_refused', reason: 'Too late', to_status: 'paid' },
      ],
      payment_history_bookings: [{ booking_id: 'b1', student_id: 'u1', full_name: 'Ama Mensah', room_number: '101' }],
      payment_history_people: [{ user_id: 'staff1', name: 'Kofi Mensah' }],
    });
  });

  it('keeps each decision with the names of its student, room and staff member', async () => {
    await spec.given(account('u1', 'Ama', 'user'), account('staff1', 'Kofi', 'admin'), booked, approved).then({
      payment_history: [entry],
      payment_history_bookings: [{ booking_id: 'b1', student_id: 'u1', full_name: 'Ama Mensah', room_number: '101' }],
      payment_history_people: [{ user_id: 'staff1', name: 'Kofi Mensah' }],
    });
  });

  it('names a decider it does not know "Unknown", and keeps no student as a decider', async () => {
    await spec.given(account('u1', 'Ama', 'user'), ['UserLoggedOut', { at }], booked, approved).then({
      payment_history: [{ ...entry, actor_name: 'Unknown' }],
      payment_history_bookings: [{ booking_id: 'b1', student_id: 'u1', full_name: 'Ama Mensah', room_number: '101' }],
      payment_history_people: [],
    });
  });

  it('keeps a payment the provider confirmed, taken by the provider', async () => {
    const confirmed = [
      'PaymentConfirmed',
      { ...approved[1], bed_taken: false, reference: 'HST-1', provider: 'paystack', currency: 'GHS', channel: 'mobile_money' },
    ] as const;
    await spec.given(account('u1', 'Ama', 'user'), booked, confirmed).then({
      payment_history: [{ ...entry, event_id: 'event-2', position: 3, decision: 'confirmed', actor_id: null, actor_name: 'Paystack' }],
      payment_history_bookings: [{ booking_id: 'b1', student_id: 'u1', full_name: 'Ama Mensah', room_number: '101' }],
      payment_history_people: [],
    });
  });

  it('keeps a revocation as such, with its reason', async () => {
    const revoked = [
      'PaymentRevoked',
      { ...approved[1], previous_status: 'paid', bed_released: true, reason: 'The transfer bounced' },
      'staff1',
    ] as const;
    await spec.given(account('staff1', 'Kofi', 'admin'), booked, approved, revoked).then({
      payment_history: [
        { ...entry, event_id: 'event-2', position: 3 },
        {
          ...entry,
          event_id: 'event-3',
          position: 4,
          decision: 'revoked',
          reason: 'The transfer bounced',
          from_status: 'paid',
          to_status: 'unpaid',
        },
      ],
      payment_history_bookings: [{ booking_id: 'b1', student_id: 'u1', full_name: 'Ama Mensah', room_number: '101' }],
      payment_history_people: [{ user_id: 'staff1', name: 'Kofi Mensah' }],
    });
  });

  it('lists an expired hold, taken by no one, with its reason', async () => {
    const expired = [
      'BookingExpired',
      { ...approved[1], previous_status: 'pending', bed_released: true, reason: 'Not paid by its deadline', hold_until: at },
    ] as const;
    await spec.given(account('staff1', 'Kofi', 'admin'), booked, expired).then({
      payment_history: [
        {
          ...entry,
          event_id: 'event-2',
          position: 3,
          decision: 'expired',
          reason: 'Not paid by its deadline',
          to_status: 'unpaid',
          actor_id: null,
          actor_name: MESSAGES.holds.actor,
        },
      ],
      payment_history_bookings: [{ booking_id: 'b1', student_id: 'u1', full_name: 'Ama Mensah', room_number: '101' }],
      payment_history_people: [{ user_id: 'staff1', name: 'Kofi Mensah' }],
    });
  });

  it('names the room of the last move before each decision, and keeps the room earlier decisions were taken in', async () => {
    const moved = ['BookingMoved', { booking_id: 'b1', to_room_id: 'r2', to_room_number: '202', at }] as const;
    const revoked = [
      'PaymentRevoked',
      { ...approved[1], room_id: 'r2', previous_status: 'paid', bed_released: true, reason: 'Bounced' },
      'staff1',
    ] as const;
    await spec.given(account('u1', 'Ama', 'user'), account('staff1', 'Kofi', 'admin'), booked, approved, moved, revoked).then({
      payment_history: [
        entry,
        {
          ...entry,
          event_id: 'event-5',
          position: 6,
          room_id: 'r2',
          room_number: '202',
          decision: 'revoked',
          reason: 'Bounced',
          from_status: 'paid',
          to_status: 'unpaid',
        },
      ],
      payment_history_bookings: [{ booking_id: 'b1', student_id: 'u1', full_name: 'Ama Mensah', room_number: '202' }],
      payment_history_people: [{ user_id: 'staff1', name: 'Kofi Mensah' }],
    });
  });
});
