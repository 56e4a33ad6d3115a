import { describe, expect, it } from 'vitest';
import { passwordFits, TEXT_LIMITS, tooLongMessage, withLengthLimits } from './textLimits.ts';

describe('text limits', () => {
  it('name the field and its limit', () => {
    expect(tooLongMessage('house_address')).toBe('House Address must be at most 300 characters.');
  });

  it('add "too long" to a form only where the field has no other error', () => {
    const values = { fname: 'x'.repeat(TEXT_LIMITS.fname.max + 1), lname: 'y'.repeat(500), email: 'a@b.co', unknown: 'z'.repeat(9999) };
    const errors = withLengthLimits({ fname: undefined, lname: 'Last Name is required' }, values);
    expect(errors).toEqual({ fname: tooLongMessage('fname'), lname: 'Last Name is required' });
  });

  it('count a password in UTF-8 bytes, as bcrypt reads it', () => {
    expect(passwordFits('p'.repeat(72))).toBe(true);
    expect(passwordFits('p'.repeat(73))).toBe(false);
    expect(passwordFits('é'.repeat(36))).toBe(true);
    expect(passwordFits('é'.repeat(37))).toBe(false);
  });
});
