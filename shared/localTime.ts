import { HOSTEL_TIME_ZONE } from './constants.ts';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: HOSTEL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as the hostel's clocks show it, `2026-11-25 14:03`: what an export written for the
 * office says, whatever the time zone of the server or of the browser that asked for it.
 */
export function localDateTime(moment: Date | string): string {
  const date = moment instanceof Date ? moment : new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
