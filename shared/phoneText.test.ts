import { describe, expect, it } from 'vitest';
import { formatPhone, toE164 } from './phone.ts';
import { ghanaianPhoneText } from './phoneText.ts';

describe('a phone number as people write it', () => {
  it('is national for every kind of Ghanaian number, as the phone library writes it', () => {
    for (const typed of ['0241234567', '0302123456', '0201112223', '0551234567', '0372012345']) {
      const e164 = toE164(typed)!;
      expect(ghanaianPhoneText(e164)).toBe(`${typed.slice(0, 3)} ${typed.slice(3, 6)} ${typed.slice(6)}`);
      expect(formatPhone(e164)).toBe(ghanaianPhoneText(e164));
    }
  });

  it('keeps a foreign number international', () => {
    expect(ghanaianPhoneText('+447911123456')).toBeNull();
    expect(formatPhone('+447911123456')).toBe('+44 7911 123456');
  });
});
