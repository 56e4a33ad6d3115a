import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { canonicalIdentifier, nameError, sameIdentifier } from './plainText.ts';

describe('identifiers', () => {
  it('are kept in NFKC without invisible characters, so look-alikes are one identifier', () => {
    for (const lookAlike of [
      'A101\u200B',
      'Ａ101',
      '\uFEFFA101',
      'A\u00AD101',
      'A\u2060101',
      '\u202EA101',
      'A101\u2069',
      ' A101\u3000',
      'A\u3164101',
    ]) {
      expect(canonicalIdentifier(lookAlike), JSON.stringify(lookAlike)).toBe('A101');
    }
    expect(canonicalIdentifier('ｓｔｕｄｅｎｔ＠ｈｏｓｔｅｌ.test')).toBe('student@hostel.test');
    expect(canonicalIdentifier('UG\u200D10234')).toBe('UG10234');
  });

  it('keep letters of any script as they are', () => {
    for (const kept of ['Ọ̀ṣun-12', 'Blk ß 3', '中文 101', 'עברית 7']) expect(canonicalIdentifier(kept)).toBe(kept.normalize('NFKC'));
  });

  it('are the same whatever their case, width or invisible characters', () => {
    expect(sameIdentifier('a101', 'Ａ101\u200B')).toBe(true);
    expect(sameIdentifier('A101', 'A1O1')).toBe(false);
  });
});

describe('names', () => {
  it('must show at least one letter', () => {
    for (const blank of ['\u200B\u200B', '\u3164', '\u2800', '\u0301', '---', '123', '\u200D\uFE0F']) {
      expect(nameError(blank, 'First Name'), JSON.stringify(blank)).toBe(MESSAGES.names.noLetter('First Name'));
    }
  });

  it('may not hold a control that turns the text around it', () => {
    for (const turned of ['Ama\u202Egnp.exe', '\u202DMensah', 'Kofi\u2066x\u2069', '\u202A\u202C']) {
      expect(nameError(turned, 'Last Name'), JSON.stringify(turned)).toBe(MESSAGES.names.directionControls('Last Name'));
    }
  });

  it('of any script, with their own joiners and marks, are taken', () => {
    for (const name of ['Ama', "O'Brien-Mensah", 'Ọ̀ṣun', 'عائشة', 'می\u200Cخواهم', '李小龍', 'Zoë', 'Nana Akua\u200E']) {
      expect(nameError(name, 'First Name'), name).toBeNull();
    }
  });
});
