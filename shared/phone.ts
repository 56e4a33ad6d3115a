import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { ghanaianPhoneText } from './phoneText.ts';

/** A number written without +country is read as Ghana's. */
export const DEFAULT_PHONE_COUNTRY = 'GH';

export const invalidPhoneMessage = (label: string) =>
  `Please enter a valid phone number for ${label}, e.g. 024 123 4567 or +233 24 123 4567.`;

/** The number in E.164 (`+233241234567`), or null when it is not a valid phone number. */
export function toE164(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** A stored E.164 number as people write it: Ghana's nationally ('024 123 4567'), others with their country code. */
export function formatPhone(e164: string | null | undefined) {
  if (!e164) return '';
  const ghanaian = ghanaianPhoneText(e164);
  if (ghanaian) return ghanaian;
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === DEFAULT_PHONE_COUNTRY ? parsed.formatNational() : parsed.formatInternational();
}
