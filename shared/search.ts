import { toE164 } from './phone.ts';

/**
 * What the office's search (`q`) looks for: each word typed, in any order ("Mensah Kwame" finds
 * Kwame Mensah), or the whole text as a phone number stored in E.164 ("024 412 3456").
 */
export type Search = { words: string[]; phone: string | null };

/** A search has at most this many words: more narrow nothing a person would type. */
const MOST_WORDS = 8;

export function searchOf(q: unknown): Search | null {
  const typed = typeof q === 'string' ? q.trim() : '';
  if (!typed) return null;
  const words = [...new Set(typed.split(/\s+/))].slice(0, MOST_WORDS);
  const phone = toE164(typed);
  return { words, phone: phone && phone !== typed ? phone : null };
}
