import { describe, expect, it } from 'vitest';
import { roomSeries } from './roomSeries.ts';

const numbers = (first: string, last: string, prefix = 'G') =>
  roomSeries({ first, last, prefix, floor: 'Ground Floor', room_type_id: '1' }).map((r) => r.room_number);

describe('roomSeries', () => {
  it('keeps the leading zeros the first number was written with', () => {
    expect(numbers('01', '12')).toEqual(['G01', 'G02', 'G03', 'G04', 'G05', 'G06', 'G07', 'G08', 'G09', 'G10', 'G11', 'G12']);
    expect(numbers('098', '101', '')).toEqual(['098', '099', '100', '101']);
  });

  it('adds no zeros to numbers written without them', () => {
    expect(numbers('8', '11')).toEqual(['G8', 'G9', 'G10', 'G11']);
    expect(numbers(' 101 ', '103', '')).toEqual(['101', '102', '103']);
  });

  it('gives every room the same settings', () => {
    expect(roomSeries({ first: '1', last: '1', prefix: '', floor: 'Ground Floor', room_type_id: '2' })).toEqual([
      { floor: 'Ground Floor', room_type_id: '2', room_type: '2', room_number: '1' },
    ]);
  });
});
