import { HOSTEL_TIME_ZONE } from './constants.ts';

/** Dates as people read them, the same in the pages and in the API's messages. */

// Made on first use: a page that shows no date (the dashboard) never pays for the formatters' set-up.
let dayFormat: Intl.DateTimeFormat | undefined;
let hostelMomentFormat: Intl.DateTimeFormat | undefined;

/** A calendar day ('YYYY-MM-DD', or an ISO moment) as '11 Jan 2027'; text that is no date, as it is. */
export function formatDay(value: string | null | undefined) {
  if (!value) return '';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime())
    ? value
    : (dayFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })).format(date);
}

/**
 * A moment as '4 Sept 2026, 08:00' on the hostel's clocks: the API's messages know no reader's
 * time zone, and the pages show moments in these words.
 */
export function formatHostelMoment(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : (hostelMomentFormat ??= new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: HOSTEL_TIME_ZONE,
      })).format(date);
}
