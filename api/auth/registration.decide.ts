import { ApiError } from '../http/errors.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { secondsUntil } from './login.decide.ts';

/** Registrations one client address may make in REGISTRATION_WINDOW_MS. */
export const REGISTRATION_MAX_PER_CLIENT = 20;
export const REGISTRATION_WINDOW_MS = 10 * 60 * 1000;

/** A client that registered its allowance waits until the oldest of them leaves the window. */
export function decideRegistrationAllowed(recent: number, oldest: Date | null, now: Date): void {
  if (recent < REGISTRATION_MAX_PER_CLIENT) return;
  const retryAfter = secondsUntil((oldest?.getTime() ?? now.getTime()) + REGISTRATION_WINDOW_MS, now);
  throw new ApiError(429, MESSAGES.register.tooManyRegistrations, undefined, retryAfter);
}
