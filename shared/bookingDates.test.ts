import { describe, expect, it } from 'vitest';
import { checkInError } from './bookingDates.ts';
import { MESSAGES } from './messages.ts';

describe("the booking's dates in messages", () => {
  it('name the semester’s days as the pages write dates, not as ISO', () => {
    expect(checkInError('2027-06-01', { start_date: '2027-01-11', end_date: '2027-05-30' })).toBe(
      'Check-in Date must be within the semester, from 11 Jan 2027 to 30 May 2027.',
    );
    expect(MESSAGES.holds.tooLate('2027-05-30')).toBe("The new deadline cannot be after the end of the booking's semester (30 May 2027).");
  });
});
