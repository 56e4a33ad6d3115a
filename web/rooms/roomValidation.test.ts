import { describe, expect, it } from 'vitest';
import { ROOM_EXAMPLES, ROOM_FIELD_LIST, ROOM_FIELD_NAMES } from '../../shared/roomFields.ts';
import { tooLong } from '../../shared/textLimits.ts';
import { keptForTheNextRoom, toRoomPayload, validateRoom } from './roomValidation.ts';

const example = { ...ROOM_EXAMPLES[0], semester_id: 's1' };

describe("the room form's rules, from shared/roomFields.ts", () => {
  it('takes a room of the examples, and asks for each required field left empty with its hint', () => {
    expect(Object.values(validateRoom(example)).filter(Boolean)).toEqual([]);
    const errors = validateRoom(Object.fromEntries(ROOM_FIELD_NAMES.map((name) => [name, ' '])));
    for (const [name, field] of ROOM_FIELD_LIST) expect(errors[name], name).toBe(field.optional ? undefined : field.hint);
  });

  it('says a text is too long as the API does, and a number out of its bounds with its hint', () => {
    for (const [name, field] of ROOM_FIELD_LIST) {
      if (field.kind === 'text')
        expect(validateRoom({ ...example, [name]: 'x'.repeat(field.limit.max + 1) })[name]).toBe(tooLong(field.limit));
      if (field.kind === 'number') expect(validateRoom({ ...example, [name]: field.max + 1 })[name]).toBe(field.hint);
    }
    expect(validateRoom({ ...example, room_capacity: 2.5, price_per_bed: '0.00' })).toMatchObject({
      room_capacity: 'Please select a Room Capacity.',
      price_per_bed: 'Please input the price per bed.',
    });
  });

  it('sends numbers as numbers and texts trimmed, and keeps all but the number and description for the next room', () => {
    const payload = toRoomPayload({ ...example, room_capacity: '4', price_per_bed: '1800.50', description: ' By the stairs ', id: 'r1' });
    expect(payload).toMatchObject({ room_capacity: 4, price_per_bed: 1800.5, description: 'By the stairs', id: 'r1' });
    expect(Object.keys(keptForTheNextRoom(example))).toEqual(ROOM_FIELD_NAMES.filter((n) => n !== 'room_number' && n !== 'description'));
  });
});
