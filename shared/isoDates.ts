/**
 * The one rule for the dates and moments a client sends, written as ISO 8601 as the API documents
 * them: `YYYY-MM-DD`, or that with `THH:MM[:SS[.ffffff]]` and an offset (`Z`, `+01:00`, `+0100`).
 * JavaScript's Date rolls an impossible day or hour forward (2026-11-31 becomes 1 December, T24:00
 * the next midnight), so every part is checked here against the calendar and the clock instead.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

// Offsets in use run from -12:00 to +14:00.
const MAX_OFFSET_HOURS = 14;

/** Whether the day exists: years 0001 to 9999 (what JavaScript and PostgreSQL both read), months 1 to 12. */
export function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type IsoReading =
  /** Written as ISO 8601 and real: its day, and whether a time and an offset were given. */
  | { real: true; date: string; hasTime: boolean; hasOffset: boolean }
  /** `form`: not written as ISO 8601; `unreal`: written so, but the day or the time does not exist. */
  | { real: false; why: 'form' | 'unreal' };

/** Reads a date or a moment as the rule above says. */
export function readIso(value: string): IsoReading {
  const match = ISO.exec(value.trim());
  if (!match) return { real: false, why: 'form' };
  const [year, month, day, hours, minutes, seconds, offset, offsetHours, offsetMinutes] = match.slice(1);
  const within = (part: string | undefined, max: number) => part === undefined || Number(part) <= max;
  const real =
    isRealDay(Number(year), Number(month), Number(day)) &&
    within(hours, 23) &&
    within(minutes, 59) &&
    within(seconds, 59) &&
    within(offsetHours, MAX_OFFSET_HOURS) &&
    within(offsetMinutes, 59);
  if (!real) return { real: false, why: 'unreal' };
  return { real: true, date: `${year}-${month}-${day}`, hasTime: hours !== undefined, hasOffset: offset !== undefined };
}
