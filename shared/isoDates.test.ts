import { describe, expect, it } from 'vitest';
import { isRealDay, readIso } from './isoDates.ts';

describe('ISO dates and moments', () => {
  it('read real ones, with their day and whether a time and an offset were given', () => {
    expect(readIso('2028-02-29')).toEqual({ real: true, date: '2028-02-29', hasTime: false, hasOffset: false });
    expect(readIso('2026-11-30T23:59:59.999999Z')).toEqual({ real: true, date: '2026-11-30', hasTime: true, hasOffset: true });
    expect(readIso(' 2026-09-10T17:00+05:30 ')).toEqual({ real: true, date: '2026-09-10', hasTime: true, hasOffset: true });
    expect(readIso('2026-09-10T17:00-1200')).toMatchObject({ real: true, hasOffset: true });
    expect(readIso('2026-09-10T00:00')).toMatchObject({ real: true, hasTime: true, hasOffset: false });
  });

  it('refuse days and times that do not exist, which JavaScript would roll forward', () => {
    for (const unreal of [
      '2026-11-31',
      '2026-11-31T10:00:00Z',
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
      '2026-11-30T24:00Z',
      '2026-11-30T24:00:00Z',
      '2026-11-30T23:60Z',
      '2026-11-30T23:59:60Z',
      '2026-11-30T10:00+15:00',
      '2026-11-30T10:00+05:60',
    ]) {
      expect(readIso(unreal), unreal).toEqual({ real: false, why: 'unreal' });
    }
  });

  it('refuse what is not written as ISO 8601', () => {
    for (const form of ['next monday', 'Tue Mar 3 2026', '1', '2026-9-1', '+010000-01-01', '2026-09-01T10', '2026-09-01T10:00+05', '']) {
      expect(readIso(form), form).toEqual({ real: false, why: 'form' });
    }
  });

  it('know the calendar across leap years and the years 1 to 9999', () => {
    expect([isRealDay(2024, 2, 29), isRealDay(1900, 2, 29), isRealDay(2000, 2, 29), isRealDay(1, 1, 1), isRealDay(9999, 12, 31)]).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
    expect([isRealDay(10000, 1, 1), isRealDay(2026, 4, 31), isRealDay(2026, 4, 0)]).toEqual([false, false, false]);
  });
});
