import { describe, expect, it } from 'vitest';
import { suggestEmail } from './emailTypo.ts';

describe('suggestEmail', () => {
  it('suggests the common domain an address is a typo of', () => {
    expect(suggestEmail('ama@gmial.com')).toBe('ama@gmail.com');
    expect(suggestEmail('Kofi.Boat@yaho.com')).toBe('Kofi.Boat@yahoo.com');
    expect(suggestEmail('ama@st.ug.edu.g')).toBe('ama@st.ug.edu.gh');
    expect(suggestEmail('ama@knst.edu.gh')).toBe('ama@knust.edu.gh');
    expect(suggestEmail(' esi@hotmial.com ')).toBe('esi@hotmail.com');
  });

  it('leaves a known domain, a far one and an unfinished address alone', () => {
    for (const email of [
      'ama@gmail.com',
      'ama@ucc.edu.gh',
      'ama@uds.edu.gh',
      'ama@hostel.test',
      'ama@company.com.gh',
      'ama@',
      'ama@gmial',
      'ama',
    ])
      expect(suggestEmail(email), email).toBeNull();
  });
});
