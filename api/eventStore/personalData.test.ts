import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { forgottenBy, registerForgetting, registerPersonalData, seal, SEALED, subjectOf, unseal } from './personalData.ts';

registerPersonalData({ TestBooked: { subject: 'user_id', forgotten: { full_name: 'Deleted student', dob: null, phone: '' } } });
registerForgetting('TestForgotten', 'user_id');

const data = { user_id: 'u1', room: 'G1', amount: 1500, full_name: 'Ama Serwaa', dob: '2004-02-29', phone: '+233241234567' };

describe('personal data sealed with its person key', () => {
  it('takes the personal fields out of the data, leaving the hostel records readable', () => {
    const key = randomBytes(32);
    const sealed = seal('TestBooked', data, 'u1', key);
    const stored = JSON.stringify(sealed);
    for (const value of ['Ama Serwaa', '2004-02-29', '+233241234567']) expect(stored).not.toContain(value);
    expect(sealed).toMatchObject({
      user_id: 'u1',
      room: 'G1',
      amount: 1500,
      [SEALED]: { subject: 'u1', fields: ['full_name', 'dob', 'phone'] },
    });
    expect(unseal('TestBooked', JSON.parse(stored), key)).toEqual(data);
  });

  it('reads as forgotten once the key is gone, whether destroyed (null) or not read (undefined)', () => {
    const sealed = seal('TestBooked', data, 'u1', randomBytes(32));
    const forgotten = { user_id: 'u1', room: 'G1', amount: 1500, full_name: 'Deleted student', dob: null, phone: '' };
    expect(unseal('TestBooked', sealed, null)).toEqual(forgotten);
    expect(unseal('TestBooked', sealed, undefined)).toEqual(forgotten);
  });

  it('seals only the fields the data has, and forgets only those', () => {
    const partial = { user_id: 'u1', phone: '+233200000000' };
    const sealed = seal('TestBooked', partial, 'u1', randomBytes(32));
    expect(unseal('TestBooked', sealed, null)).toEqual({ user_id: 'u1', phone: '' });
  });

  it('refuses a box opened with another key, moved to another person, or altered', () => {
    const key = randomBytes(32);
    const sealed = seal('TestBooked', data, 'u1', key) as { [SEALED]: { subject: string; box: string } };
    expect(() => unseal('TestBooked', sealed, randomBytes(32))).toThrow();
    expect(() => unseal('TestBooked', { ...sealed, [SEALED]: { ...sealed[SEALED], subject: 'u2' } }, key)).toThrow();
    const box = Buffer.from(sealed[SEALED].box, 'base64');
    box[box.length - 1] ^= 1;
    expect(() => unseal('TestBooked', { ...sealed, [SEALED]: { ...sealed[SEALED], box: box.toString('base64') } }, key)).toThrow();
  });

  it('names the person only of an event that carries personal fields, and the people an event forgets', () => {
    expect(subjectOf('TestBooked', data)).toBe('u1');
    expect(subjectOf('TestBooked', { user_id: 'u1', room: 'G1' })).toBeNull();
    expect(subjectOf('OtherEvent', data)).toBeNull();
    expect(
      forgottenBy([
        { type: 'TestForgotten', data: { user_id: 'u9' } },
        { type: 'TestBooked', data },
      ]),
    ).toEqual(['u9']);
  });

  it('leaves data with nothing sealed as it is', () => {
    expect(unseal('TestBooked', data, null)).toBe(data);
    expect(unseal('TestBooked', null, null)).toBeNull();
  });
});
