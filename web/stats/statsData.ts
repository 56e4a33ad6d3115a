import type { Booking, Room } from '../providers/types.ts';

/** The statistics of the stats center, computed from the rooms and bookings the API lists. */

export type Occupancy = { label: string; booked: number; free: number };

const bookedBeds = (room: Room) => Math.max(room.room_capacity - room.beds_left, 0);

function occupancyBy(rooms: Room[], keyOf: (room: Room) => string, order: string[] = []): Occupancy[] {
  const groups = new Map<string, Occupancy>(order.map((label) => [label, { label, booked: 0, free: 0 }]));
  for (const room of rooms) {
    const label = keyOf(room);
    const group = groups.get(label) ?? { label, booked: 0, free: 0 };
    group.booked += bookedBeds(room);
    group.free += Math.max(room.beds_left, 0);
    groups.set(label, group);
  }
  return [...groups.values()];
}

export const occupancyByGender = (rooms: Room[]) =>
  occupancyBy(rooms, (room) => (room.gender === 'female' ? 'Female' : 'Male'), ['Male', 'Female']);

export const occupancyByRoomType = (rooms: Room[]) => occupancyBy(rooms, (room) => room.room_type || 'Unknown');

/** Booked beds as a share (0–100, rounded) of the beds of that group. */
export const occupancyPercent = ({ booked, free }: Occupancy) => (booked + free ? Math.round((booked / (booked + free)) * 100) : 0);

const DAY_MS = 86_400_000;

/** Bookings made each day, with the quiet days in between, over the last `days` days that had any. */
export function bookingsPerDay(bookings: Pick<Booking, 'created_at'>[], days = 60): { day: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const booking of bookings) {
    const day = booking.created_at.slice(0, 10);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  if (!counts.size) return [];
  const sorted = [...counts.keys()].sort();
  const last = Date.parse(`${sorted[sorted.length - 1]}T00:00:00Z`);
  const first = Math.max(Date.parse(`${sorted[0]}T00:00:00Z`), last - (days - 1) * DAY_MS);
  const series: { day: string; count: number }[] = [];
  for (let t = first; t <= last; t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    series.push({ day, count: counts.get(day) ?? 0 });
  }
  return series;
}

export function paymentsByStatus(bookings: Pick<Booking, 'payment_status'>[]) {
  const count = (status: Booking['payment_status']) => bookings.filter((b) => b.payment_status === status).length;
  return { approved: count('paid'), rejected: count('unpaid'), pending: count('pending') };
}
