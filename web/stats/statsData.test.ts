// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SemesterStats } from '../plain/types.ts';
import {
  asOfIso,
  bookingsPerDay,
  formatDuration,
  occupancyByGender,
  occupancyByRoomType,
  occupancyPercent,
  paymentsByStatus,
} from './statsData.ts';

const stats = {
  by_gender: { female: { rooms: 2, beds: 3, taken: 1 }, male: { rooms: 1, beds: 4, taken: 3 } },
  by_room_type: { Standard: { rooms: 2, beds: 6, taken: 3 }, Executive: { rooms: 1, beds: 1, taken: 1 } },
  bookings: { total: 9, pending: 2, paid: 1, rejected: 3, released: 1, cancelled: 2 },
  bookings_per_day: [],
} as unknown as SemesterStats;

describe("the stats center figures, from a semester's statistics", () => {
  it('counts booked and free beds by gender, male first, both always shown', () => {
    expect(occupancyByGender(stats)).toEqual([
      { label: 'Male', booked: 3, free: 1 },
      { label: 'Female', booked: 1, free: 2 },
    ]);
    expect(occupancyByGender({ ...stats, by_gender: {} })).toEqual([
      { label: 'Male', booked: 0, free: 0 },
      { label: 'Female', booked: 0, free: 0 },
    ]);
    expect(occupancyPercent({ label: 'Male', booked: 3, free: 1 })).toBe(75);
    expect(occupancyPercent({ label: 'None', booked: 0, free: 0 })).toBe(0);
  });

  it('counts booked and free beds by room type', () => {
    expect(occupancyByRoomType(stats)).toEqual([
      { label: 'Executive', booked: 1, free: 0 },
      { label: 'Standard', booked: 3, free: 3 },
    ]);
  });

  it('fills the quiet days between bookings', () => {
    expect(
      bookingsPerDay([
        { date: '2026-09-01', count: 1 },
        { date: '2026-09-03', count: 2 },
      ]),
    ).toEqual([
      { day: '2026-09-01', count: 1 },
      { day: '2026-09-02', count: 0 },
      { day: '2026-09-03', count: 2 },
    ]);
    expect(bookingsPerDay([])).toEqual([]);
  });

  it('counts paid as approved, cancelled apart, and leaves released bookings out of the rejected', () => {
    expect(paymentsByStatus(stats)).toEqual({ approved: 1, rejected: 3, pending: 2, cancelled: 2 });
  });

  it('sends an empty "as of" as now and a typed one as an instant', () => {
    expect(asOfIso('')).toBeUndefined();
    expect(asOfIso('2026-09-01T12:30')).toBe(new Date(2026, 8, 1, 12, 30).toISOString());
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(5400)).toBe('1.5 h');
  });
});
