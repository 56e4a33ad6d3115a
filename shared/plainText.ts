import { MESSAGES } from './messages.ts';

/**
 * Text a reader can be fooled by. Identifiers that are compared (room numbers, emails, index
 * numbers, payment references) are kept in one canonical form, so that `A101` followed by a
 * zero-width space, or a full-width `Ａ101`, is the room `A101` rather than another one beside it.
 * Names are not rewritten (a name's letters are its own), but must show a letter and may not turn
 * the text around them.
 */

// Format characters (zero-width spaces and joiners, bidi controls, soft hyphens, the BOM) and the
// other characters Unicode says to show as nothing (such as the Hangul filler).
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
// Embeddings, overrides and isolates: they reorder what is shown after them.
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
const VISIBLE_LETTER = /(?![\p{Default_Ignorable_Code_Point}])\p{L}/u;

/** The identifier as it is stored and compared: NFKC, without invisible characters, trimmed. */
export const canonicalIdentifier = (value: string) => value.replace(INVISIBLE, '').normalize('NFKC').replace(INVISIBLE, '').trim();

/** Whether two identifiers are the same, whatever their case, width or invisible characters. */
export const sameIdentifier = (a: string, b: string) => canonicalIdentifier(a).toLowerCase() === canonicalIdentifier(b).toLowerCase();

/** What is wrong with a person's name labelled `label`, or null. */
export function nameError(name: string, label: string): string | null {
  if (DIRECTION_CONTROLS.test(name)) return MESSAGES.names.directionControls(label);
  return VISIBLE_LETTER.test(name) ? null : MESSAGES.names.noLetter(label);
}
