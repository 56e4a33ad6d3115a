const DASH = 45, T = 84, COLON = 58, DOT = 46, Z = 90;

function digits(s: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * True for a string that `new Date(s).toISOString()` gives back unchanged: the form toISOString
 * writes, with every field in range (a JS Date rolls 30 February over into March and 24:00 into
 * the next day, so those take the slow path). Every `at` in the log has this form; checking it is
 * several times cheaper than the round trip through a Date, done for millions of values. Two
 * such strings compare as text as their instants do.
 */
export function isCanonicalIso(s: string): boolean {
  if (s.length !== 24 || s.charCodeAt(4) !== DASH || s.charCodeAt(7) !== DASH || s.charCodeAt(10) !== T) return false;
  if (s.charCodeAt(13) !== COLON || s.charCodeAt(16) !== COLON || s.charCodeAt(19) !== DOT || s.charCodeAt(23) !== Z) return false;
  const year = digits(s, 0, 4);
  const month = digits(s, 5, 2);
  const day = digits(s, 8, 2);
  const hour = digits(s, 11, 2);
  const minute = digits(s, 14, 2);
  const second = digits(s, 17, 2);
  if (year < 0 || digits(s, 20, 3) < 0 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return false;
  return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;
}
