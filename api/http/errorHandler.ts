import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { ConcurrencyError } from '../eventStore/types.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { CONSTRAINT_MESSAGES } from './constraintMessages.ts';
import { ApiError } from './errors.ts';

type PgError = { code?: string; constraint_name?: string; constraint?: string };

// SQLSTATE classes and driver codes that mean "the database is not there right now". ENOENT is
// a Unix socket whose server has stopped and taken the socket file with it.
const UNAVAILABLE = /^(08|53|57P0[1-3]|CONNECTION_|ECONN|ETIMEDOUT|EPIPE|CONNECT_TIMEOUT|ENOTFOUND|ENOENT)/;

/** Maps every error to the JSON shape of DESIGN.md; only true faults become 5xx, and are logged. */
export function toErrorResponse(error: unknown, c: Context, log: Logger) {
  if (error instanceof ApiError) {
    return c.json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message =
      status === 413 ? MESSAGES.errors.tooLarge : status === 400 && /JSON/i.test(error.message) ? MESSAGES.errors.malformedJson : error.message;
    return c.json({ message: message || 'Bad request.' }, status);
  }
  if (error instanceof ConcurrencyError) return c.json({ message: MESSAGES.errors.conflict }, 409);
  const pg = error as PgError;
  const constraint = pg.constraint_name ?? pg.constraint;
  if ((pg.code === '23505' || pg.code === '23514') && constraint && CONSTRAINT_MESSAGES[constraint]) {
    return c.json({ message: CONSTRAINT_MESSAGES[constraint] }, 409);
  }
  // Class 22 (data exception) only comes from values the client sent: a NUL byte, a lone
  // surrogate, a date PostgreSQL cannot hold. Bad input, not a fault.
  if (pg.code?.startsWith('22')) {
    const characters = pg.code === '22021' || pg.code === '22P05' || pg.code === '22P02';
    return c.json({ message: characters ? MESSAGES.errors.badCharacters : MESSAGES.errors.badValue }, 422);
  }
  if (pg.code === '40001' || pg.code === '40P01') return c.json({ message: MESSAGES.errors.conflict }, 409);
  if (pg.code && UNAVAILABLE.test(pg.code)) {
    log.warn({ err: error }, 'database unavailable');
    return c.json({ message: MESSAGES.errors.unavailable }, 503);
  }
  log.error({ err: error, path: c.req.path }, 'unhandled error');
  return c.json({ message: MESSAGES.errors.internal }, 500);
}
