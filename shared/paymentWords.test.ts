import { describe, expect, it } from 'vitest';
import { statusWord } from './paymentWords.ts';

describe('a payment status in words', () => {
  it('tells an unpaid booking by the decision that left it so', () => {
    expect(statusWord('unpaid', 'rejected')).toBe('Rejected');
    expect(statusWord('unpaid', null)).toBe('Rejected');
    expect(statusWord('unpaid', 'revoked')).toBe('Revoked');
    expect(statusWord('unpaid', 'expired')).toBe('Expired');
    expect(statusWord('unpaid', 'cancelled')).toBe('Cancelled');
  });

  it('calls a paid booking its student deletion released "Released", not "Rejected"', () => {
    expect(statusWord('unpaid', 'approved')).toBe('Released');
    expect(statusWord('unpaid', 'confirmed')).toBe('Released');
    expect(statusWord('paid', 'approved')).toBe('Paid');
  });
});
