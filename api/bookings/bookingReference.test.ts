import { describe, expect, it } from 'vitest';
import { BOOKING_REFERENCE_ALPHABET } from '../../shared/bookingReference.ts';
import { derivedBookingReference } from './bookings.upcasters.ts';
import { newBookingReference, REFERENCE_DRAWS, REFERENCE_RULE, withFreshReference } from './bookingReference.ts';

const taken = Object.assign(new Error('duplicate key'), { code: '23505', constraint_name: REFERENCE_RULE });

describe('booking references', () => {
  it('are "HB-" and six characters that cannot be misread (no 0, O, 1, I or L)', () => {
    const drawn = Array.from({ length: 200 }, newBookingReference);
    for (const reference of drawn) expect(reference).toMatch(/^HB-[2-9A-HJKMNP-Z]{6}$/);
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(BOOKING_REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('are drawn again when the one drawn is taken, with a new one each time', async () => {
    const tried: string[] = [];
    const draws = ['HB-AAAAAA', 'HB-BBBBBB'];
    const booked = await withFreshReference(
      async (reference) => {
        tried.push(reference);
        if (tried.length === 1) throw taken;
        return reference;
      },
      () => draws.shift()!,
    );
    expect(tried).toEqual(['HB-AAAAAA', 'HB-BBBBBB']);
    expect(booked).toBe('HB-BBBBBB');
  });

  it(`give up after ${REFERENCE_DRAWS} clashes, and never retry another refusal`, async () => {
    let calls = 0;
    await expect(withFreshReference(async () => (calls++, Promise.reject(taken)))).rejects.toBe(taken);
    expect(calls).toBe(REFERENCE_DRAWS);
    const full = Object.assign(new Error('full'), { code: '23514', constraint_name: 'rooms_beds_left_in_range' });
    calls = 0;
    await expect(withFreshReference(async () => (calls++, Promise.reject(full)))).rejects.toBe(full);
    expect(calls).toBe(1);
  });

  it('of bookings made before references are derived from the id: stable, 8 characters, never a new one’s shape', () => {
    expect(derivedBookingReference('b1')).toBe(derivedBookingReference('b1'));
    expect(derivedBookingReference('b1')).not.toBe(derivedBookingReference('b2'));
    expect(derivedBookingReference('V1StGXR8_Z5jdHi6B-myT')).toMatch(/^HB-[2-9A-HJKMNP-Z]{8}$/);
  });
});
