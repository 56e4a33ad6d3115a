import { describe, expect, it } from 'vitest';
import { amountOf, asTheFormTakes } from './roomSpellings.ts';

describe("a room's values as people write them", () => {
  it('reads a choice by its value or shown name, in any case, without the words all choices share', () => {
    expect(['Male', 'MALE', ' male '].map((v) => asTheFormTakes('gender', v))).toEqual(['male', 'male', 'male']);
    expect(asTheFormTakes('room_status', 'Available')).toBe('available');
    expect(['Ground', 'ground floor', 'GROUND-FLOOR'].map((v) => asTheFormTakes('floor', v))).toEqual(Array(3).fill('Ground Floor'));
    expect(['4 in a room', '4 In A Room', '4'].map((v) => asTheFormTakes('room_capacity', v))).toEqual([4, 4, 4]);
  });

  it('reads an amount written with cedis and thousands, and leaves anything else for the rules to refuse', () => {
    expect(['1,500', 'GH₵ 1,500.00', 'GHS1500', '1500 cedis', '12,345,678.5'].map(amountOf)).toEqual([
      1500, 1500, 1500, 1500, 12_345_678.5,
    ]);
    expect(['1.500,00', '1,50', 'free', ''].map(amountOf)).toEqual([null, null, null, null]);
    expect(asTheFormTakes('price_per_bed', 'free')).toBe('free');
    expect(asTheFormTakes('gender', 'boys')).toBe('boys');
    expect(asTheFormTakes('room_number', 'Ground')).toBe('Ground');
  });
});
