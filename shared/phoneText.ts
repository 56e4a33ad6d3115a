/**
 * A stored Ghanaian number (+233 and nine digits) as Ghanaians write it, '024 412 3456'; null for
 * any other. Without the phone library (shared/phone.ts), which a page may not have loaded yet.
 */
export function ghanaianPhoneText(e164: string): string | null {
  const parts = /^\+233(\d{2})(\d{3})(\d{4})$/.exec(e164);
  return parts ? `0${parts[1]} ${parts[2]} ${parts[3]}` : null;
}
