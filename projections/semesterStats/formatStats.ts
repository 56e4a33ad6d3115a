import { toCsv } from '../../shared/csv.ts';
import type { SemesterStats } from '../../shared/records.ts';

/** Flat metric/value rows: what the table and CSV formats print. */
export function statsRows(s: SemesterStats): { metric: string; value: string | number }[] {
  const rows: { metric: string; value: string | number }[] = [
    { metric: 'semester_id', value: s.semester_id },
    { metric: 'as_of', value: s.as_of },
    { metric: 'rooms', value: s.rooms },
    { metric: 'beds', value: s.beds },
    { metric: 'beds_taken', value: s.beds_taken },
    { metric: 'beds_left', value: s.beds_left },
    { metric: 'occupancy_percent', value: s.occupancy_percent },
  ];
  for (const [kind, groups] of [
    ['gender', s.by_gender],
    ['room_type', s.by_room_type],
  ] as const) {
    for (const [name, g] of Object.entries(groups)) {
      rows.push({ metric: `${kind}:${name}:rooms`, value: g.rooms }, { metric: `${kind}:${name}:beds`, value: g.beds });
      rows.push({ metric: `${kind}:${name}:beds_taken`, value: g.taken });
    }
  }
  for (const [status, n] of Object.entries(s.bookings)) rows.push({ metric: `bookings:${status}`, value: n });
  rows.push({ metric: 'revenue_approved_ghs', value: s.revenue_approved.toFixed(2) });
  rows.push({ metric: 'median_decision_seconds', value: s.median_decision_seconds ?? '' });
  for (const day of s.bookings_per_day) rows.push({ metric: `bookings_on:${day.date}`, value: day.count });
  return rows;
}

export function formatStats(s: SemesterStats, format: 'table' | 'json' | 'csv'): string {
  if (format === 'json') return `${JSON.stringify(s, null, 2)}\n`;
  const rows = statsRows(s);
  if (format === 'csv') return toCsv(['metric', 'value'], rows);
  const width = Math.max(...rows.map((r) => r.metric.length));
  return `${rows.map((r) => `${r.metric.padEnd(width)}  ${r.value}`).join('\n')}\n`;
}
