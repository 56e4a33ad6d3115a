import { MESSAGES } from '../../shared/messages.ts';

export type FieldErrors = Record<string, string[]>;

/** An error the client caused or may act on; app.onError turns it into `{ message, errors }`. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthenticated = () => new ApiError(401, MESSAGES.errors.unauthenticated);
export const forbidden = () => new ApiError(403, MESSAGES.errors.forbidden);
export const notFound = (what = 'Record') => new ApiError(404, `${what} not found.`);
export const conflict = (message: string) => new ApiError(409, message);
export const invalid = (field: string, message: string) => new ApiError(422, message, { [field]: [message] });
