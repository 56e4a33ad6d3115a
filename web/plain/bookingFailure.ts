import { MESSAGES } from '../../shared/messages.ts';
import { isHttpError } from './httpClient.ts';

/** What a failed booking shows (SPEC.md point 8): the server's words, else the spec's fallbacks. */
export function bookingFailureMessage(error: unknown) {
  if (isHttpError(error)) return error.body && error.message ? error.message : MESSAGES.booking.genericError;
  return MESSAGES.booking.unexpectedError;
}
