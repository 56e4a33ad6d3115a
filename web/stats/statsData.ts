import type { SemesterStats } from '../plain/types.ts';

/** The stats center's chart series, drawn from a semester's statistics (GET /stats/semesters/{id}). */

export type Occupancy = { label: string; booked: number; free: number };

type BedCounts = SemesterStats['by_gender'];

function occupancyOf(groups: BedCounts, labelOf: (key: string) => string, order: string[] = []): Occupancy[] {
  const keys = [
    ...order,
    ...Object.keys(groups)
      .filter((key) => !order.includes(key))
      .sort(),
  ];
  return keys.map((key) => {
    const { beds = 0, taken = 0 } = groups[key] ?? {};
    return { label: labelOf(key), booked: taken, free: Math.max(beds - taken, 0) };
  });
}

const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female' };

/** Male and female always, so their counters read 0% rather than vanish. */
export const occupancyByGender = (stats: SemesterStats) =>
  occupancyOf(stats.by_gender, (key) => GENDER_LABELS[key] ?? key, ['male', 'female']);

export const occupancyByRoomType = (stats: SemesterStats) => occupancyOf(stats.by_room_type, (key) => key || 'Unknown');

/** Booked beds as a share (0–100, rounded) of the beds of that group. */
export const occupancyPercent = ({ booked, free }: Occupancy) => (booked + free ? Math.round((booked / (booked + free)) * 100) : 0);

const DAY_MS = 86_400_000;

/** Bookings made each day, with the quiet days in between, over the last `days` days that had any. */
export function bookingsPerDay(perDay: SemesterStats['bookings_per_day'], days = 60): { day: string; count: number }[] {
  const counts = new Map(perDay.map(({ date, count }) => [date, count]));
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

/**
 * A booking paid is approved; one whose payment was refused (not one released by a deletion) is
 * rejected; one its student cancelled (at once, or with the office's approval) is cancelled.
 */
export const paymentsByStatus = ({ bookings }: SemesterStats) => ({
  approved: bookings.paid,
  rejected: bookings.rejected,
  pending: bookings.pending,
  cancelled: bookings.cancelled,
});

/** 'YYYY-MM-DDTHH:mm' as typed in a datetime-local input (the browser's time) → ISO; empty means now. */
export function asOfIso(local: string) {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Seconds as the largest whole units that read well: '45 s', '12 min', '3.5 h', '2.1 days'. */
export function formatDuration(seconds: number | null) {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.round(seconds / 360) / 10} h`;
  return `${Math.round(seconds / 8640) / 10} days`;
}
