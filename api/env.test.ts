import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('the hold settings', () => {
  it('default to a 72-hour hold swept every 30 seconds', () => {
    expect(parseEnv({})).toMatchObject({ holdHours: 72, holdSweepSeconds: 30 });
    expect(parseEnv({ BOOKING_HOLD_HOURS: '', HOLD_SWEEP_SECONDS: '' })).toMatchObject({ holdHours: 72, holdSweepSeconds: 30 });
  });

  it('take hours with fractions and whole seconds', () => {
    expect(parseEnv({ BOOKING_HOLD_HOURS: '48', HOLD_SWEEP_SECONDS: '5' })).toMatchObject({ holdHours: 48, holdSweepSeconds: 5 });
    expect(parseEnv({ BOOKING_HOLD_HOURS: '0.5' }).holdHours).toBe(0.5);
  });

  it('refuse at start what cannot be a hold or a sweep interval, saying which setting', () => {
    for (const value of ['soon', '0', '-1', '9000'])
      expect(() => parseEnv({ BOOKING_HOLD_HOURS: value }), value).toThrow(/BOOKING_HOLD_HOURS must be/);
    for (const value of ['often', '0', '1.5', '3601'])
      expect(() => parseEnv({ HOLD_SWEEP_SECONDS: value }), value).toThrow(/HOLD_SWEEP_SECONDS must be/);
  });
});
