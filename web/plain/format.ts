/** Display and wire formats of dates and money used across the pages. */

/** 'YYYY-MM-DD' → 'MM/DD/YYYY': the API takes booking dates month first (SPEC.md point 5). */
export function toMonthDayYear(isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${month}/${day}/${year}` : isoDate;
}

/** A calendar date ('YYYY-MM-DD' or ISO) shown as '31 Jan 2026', as the API's messages write it too. */
export { formatDay as formatDate } from '../../shared/dateText.ts';

// Made on first use: a page that shows no date (the dashboard) never pays for the formatter's set-up.
let dateTimeFormat: Intl.DateTimeFormat | undefined;

export function formatDateTime(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : (dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })).format(date);
}

// Amounts with the spec's GH prefix ('GH₵ 1,200.00'), as the server's messages write them.
export { formatMoney } from '../../shared/money.ts';

/** Today's date in the browser's own time zone, as 'YYYY-MM-DD'. */
export function todayIso(now = new Date()) {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Counters on cards are at least two digits, as the spec's "00" shows. */
export const padCount = (value: number) => String(value).padStart(2, '0');

export const capitalize = (value: string) => (value ? value[0].toUpperCase() + value.slice(1) : value);

/** Text as shown, or a dash where there is none: a deleted student's forgotten fields are empty. */
export const orDash = (text: string | null | undefined) => text || '—';
