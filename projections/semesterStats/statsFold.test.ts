import { describe, expect, it } from 'vitest';
import { emptyStats, evolveStats, happenedBy, summarizeStats } from './statsFold.ts';

const S = 'sem1';
const room = (room_id: string, gender: string, room_type: string, room_capacity: number, semester_id = S) => ({
  type: 'RoomCreated',
  data: { room_id, semester_id, gender, room_type, room_capacity },
});
const booked = (booking_id: string, room_id: string, at: string, amount_paid = 1000, semester_id = S) => ({
  type: 'BedBooked',
  data: { booking_id, room_id, semester_id, amount_paid, at },
});
const decided = (type: 'PaymentApproved' | 'PaymentRejected', booking_id: string, at: string) => ({
  type,
  data: { booking_id, semester_id: S, at },
});

function fold(events: { type: string; data: any }[]) {
  return summarizeStats(events.reduce((s, e) => evolveStats(s, S, e), emptyStats()), S, '2026-09-10T00:00:00.000Z');
}

describe('semester stats fold', () => {
  it('counts rooms, beds, occupancy, statuses, revenue, bookings per day and the median decision time', () => {
    const stats = fold([
      room('r1', 'male', 'Standard', 2),
      room('r2', 'female', 'Executive', 4),
      room('other', 'male', 'Standard', 6, 'sem2'),
      booked('b1', 'r1', '2026-09-01T08:00:00.000Z', 1200),
      booked('b2', 'r2', '2026-09-01T09:00:00.000Z', 2000),
      booked('b3', 'r2', '2026-09-02T09:00:00.000Z', 2000),
      booked('x', 'other', '2026-09-02T09:00:00.000Z', 2000, 'sem2'),
      decided('PaymentApproved', 'b1', '2026-09-01T09:00:00.000Z'),
      decided('PaymentRejected', 'b2', '2026-09-01T12:00:00.000Z'),
    ]);
    expect(stats).toMatchObject({
      rooms: 2,
      beds: 6,
      beds_taken: 2,
      beds_left: 4,
      occupancy_percent: 33.3,
      by_gender: { male: { rooms: 1, beds: 2, taken: 1 }, female: { rooms: 1, beds: 4, taken: 1 } },
      by_room_type: { Standard: { rooms: 1, beds: 2, taken: 1 }, Executive: { rooms: 1, beds: 4, taken: 1 } },
      bookings: { total: 3, pending: 1, paid: 1, rejected: 1, released: 0 },
      revenue_approved: 1200,
      bookings_per_day: [
        { date: '2026-09-01', count: 2 },
        { date: '2026-09-02', count: 1 },
      ],
      median_decision_seconds: (3600 + 3 * 3600) / 2,
    });
  });

  it('frees the beds of a deleted user and forgets a deleted semester', () => {
    const afterDeletion = fold([
      room('r1', 'male', 'Standard', 2),
      booked('b1', 'r1', '2026-09-01T08:00:00.000Z'),
      { type: 'UserDeleted', data: { released_bookings: [{ booking_id: 'b1', room_id: 'r1', semester_id: S }] } },
    ]);
    expect(afterDeletion.beds_taken).toBe(0);
    expect(afterDeletion.bookings).toMatchObject({ released: 1, rejected: 0, pending: 0 });
    const gone = fold([room('r1', 'male', 'Standard', 2), { type: 'SemesterDeleted', data: { semester_id: S } }]);
    expect(gone).toMatchObject({ rooms: 0, beds: 0, occupancy_percent: 0, median_decision_seconds: null });
  });

  it('is not moved by events naming another semester, which the replay therefore leaves out', () => {
    const ours = [
      room('r1', 'male', 'Standard', 2),
      booked('b1', 'r1', '2026-09-01T08:00:00.000Z'),
      decided('PaymentApproved', 'b1', '2026-09-01T09:00:00.000Z'),
    ];
    const theirs = [
      room('r9', 'female', 'Executive', 4, 'sem2'),
      booked('b9', 'r9', '2026-09-01T08:30:00.000Z', 3000, 'sem2'),
      { type: 'PaymentRejected', data: { booking_id: 'b9', semester_id: 'sem2', at: '2026-09-02T08:00:00.000Z' } },
      { type: 'SemesterDeleted', data: { semester_id: 'sem2' } },
    ];
    const interleaved = [ours[0], theirs[0], ours[1], theirs[1], theirs[2], ours[2], theirs[3]];
    expect(fold(interleaved)).toEqual(fold(ours));
  });
});

describe('happenedBy', () => {
  it('agrees with Date.parse for every way a time can be written, and for far dates', () => {
    const moments = ['2026-09-01T08:00:00.000Z', '2026-09-01T08:00:00.001Z', '2026-09-01T07:59:59.999Z', '2026-09-01T08:00:00Z',
      '2026-09-01T09:00:00.000+01:00', '2026-09-01T08:00:00.500+00:00', '2026-08-31T23:00:00.000Z', '1999-12-31T23:59:59.999Z', '2026-02-30T00:00:00.000Z'];
    const limits = ['2026-09-01T08:00:00.000Z', '2026-03-01T00:00:00.000Z', '2026-09-01T07:59:59.999Z', '+010000-01-01T00:00:00.000Z', '0999-01-01T00:00:00.000Z'];
    for (const limit of limits) {
      const isBy = happenedBy(new Date(limit));
      for (const at of moments) expect(isBy({ data: { at }, createdAt: new Date(0) }), `${at} by ${limit}`).toBe(Date.parse(at) <= Date.parse(limit));
    }
    const noAt = { data: {}, createdAt: new Date('2026-09-01T08:00:00.000Z') };
    expect(happenedBy(new Date('2026-09-01T08:00:00.000Z'))(noAt)).toBe(true);
    expect(happenedBy(new Date('2026-09-01T07:59:59.999Z'))(noAt)).toBe(false);
  });
});
