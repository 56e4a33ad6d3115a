import { MESSAGES } from '../../shared/messages.ts';

export type FieldErrors = Record<string, string[]>;

/**
 * An error of the request itself rather than of the hostel's rules (those are DomainErrors):
 * no or a bad token, a role that may not, a body too large, malformed input, too many attempts.
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 422 | 429 | 503,
    message: string,
    readonly errors?: FieldErrors,
    /** Sent as Retry-After: when the same request may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthenticated = () => new ApiError(401, MESSAGES.errors.unauthenticated);
export const forbidden = () => new ApiError(403, MESSAGES.errors.forbidden);
