import { describe, expect, it } from 'vitest';
import { localDateTime } from './localTime.ts';

describe('a moment as the hostel shows it', () => {
  it('is its date and minute in Accra, from a date or an ISO text with any offset', () => {
    expect(localDateTime(new Date('2026-11-25T14:03:59.900Z'))).toBe('2026-11-25 14:03');
    expect(localDateTime('2026-11-25T23:30:00-01:00')).toBe('2026-11-26 00:30');
    expect(localDateTime('2027-01-02T00:00:00Z')).toBe('2027-01-02 00:00');
  });

  it('is empty for something that is not a moment', () => {
    expect(localDateTime('not a date')).toBe('');
  });
});
