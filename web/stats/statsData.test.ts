// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Room } from '../providers/types.ts';
import { bookingsPerDay, occupancyByGender, occupancyByRoomType, occupancyPercent, paymentsByStatus } from './statsData.ts';

const room = (gender: 'male' | 'female', room_type: string, room_capacity: number, beds_left: number) => ({ gender, room_type, room_capacity, beds_left }) as Room;

describe('the stats center figures', () => {
  const rooms = [room('male', 'Standard', 4, 1), room('female', 'Standard', 2, 2), room('female', 'Executive', 1, 0)];

  it('counts booked and free beds by gender, male first', () => {
    expect(occupancyByGender(rooms)).toEqual([
      { label: 'Male', booked: 3, free: 1 },
      { label: 'Female', booked: 1, free: 2 },
    ]);
    expect(occupancyPercent({ label: 'Male', booked: 3, free: 1 })).toBe(75);
    expect(occupancyPercent({ label: 'None', booked: 0, free: 0 })).toBe(0);
  });

  it('counts booked and free beds by room type', () => {
    expect(occupancyByRoomType(rooms)).toEqual([
      { label: 'Standard', booked: 3, free: 3 },
      { label: 'Executive', booked: 1, free: 0 },
    ]);
  });

  it('counts bookings per day, with the quiet days in between', () => {
    const at = (iso: string) => ({ created_at: iso });
    expect(bookingsPerDay([at('2026-09-03T10:00:00Z'), at('2026-09-01T08:00:00Z'), at('2026-09-03T12:00:00Z')])).toEqual([
      { day: '2026-09-01', count: 1 },
      { day: '2026-09-02', count: 0 },
      { day: '2026-09-03', count: 2 },
    ]);
    expect(bookingsPerDay([])).toEqual([]);
  });

  it('names paid approved and unpaid rejected', () => {
    const statuses = ['paid', 'unpaid', 'pending', 'pending'] as const;
    expect(paymentsByStatus(statuses.map((payment_status) => ({ payment_status })))).toEqual({ approved: 1, rejected: 1, pending: 2 });
  });
});
