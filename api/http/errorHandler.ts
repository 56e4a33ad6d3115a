import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { DomainError } from '../commands/errors.ts';
import { ConcurrencyError, ReadModelRefusal } from '../eventStore/types.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { ApiError, type FieldErrors } from './errors.ts';
import { RULE_MESSAGES } from './ruleMessages.ts';

type PgError = { code?: string; constraint_name?: string; constraint?: string };
export type ErrorAnswer = { status: ContentfulStatusCode; message: string; errors?: FieldErrors };

// SQLSTATE classes and driver codes that mean "the database is not there right now". ENOENT is
// a Unix socket whose server has stopped and taken the socket file with it.
const UNAVAILABLE = /^(08|53|57P0[1-3]|CONNECTION_|ECONN|ETIMEDOUT|EPIPE|CONNECT_TIMEOUT|ENOTFOUND|ENOENT)/;

const DOMAIN_STATUS = { not_found: 404, conflict: 409, invalid: 422, account_gone: 401 } as const;

/** The status and words every error is answered with (DESIGN.md's shape); a true fault is a 500. */
export function answerFor(error: unknown): ErrorAnswer {
  if (error instanceof DomainError) {
    return {
      status: DOMAIN_STATUS[error.kind],
      message: error.message,
      errors: error.field ? { [error.field]: [error.message] } : undefined,
    };
  }
  if (error instanceof ReadModelRefusal && RULE_MESSAGES[error.rule]) return { status: 409, message: RULE_MESSAGES[error.rule] };
  if (error instanceof ApiError) return { status: error.status, message: error.message, errors: error.errors };
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message =
      status === 413
        ? MESSAGES.errors.tooLarge
        : status === 400 && /JSON/i.test(error.message)
          ? MESSAGES.errors.malformedJson
          : error.message;
    return { status, message: message || 'Bad request.' };
  }
  if (error instanceof ConcurrencyError) return { status: 409, message: MESSAGES.errors.conflict };
  const pg = error as PgError;
  const constraint = pg.constraint_name ?? pg.constraint;
  if ((pg.code === '23505' || pg.code === '23514') && constraint && RULE_MESSAGES[constraint])
    return { status: 409, message: RULE_MESSAGES[constraint] };
  // Class 22 (data exception) only comes from values the client sent: a NUL byte, a lone
  // surrogate, a date PostgreSQL cannot hold. Bad input, not a fault.
  if (pg.code?.startsWith('22')) {
    const characters = pg.code === '22021' || pg.code === '22P05' || pg.code === '22P02';
    return { status: 422, message: characters ? MESSAGES.errors.badCharacters : MESSAGES.errors.badValue };
  }
  if (pg.code === '40001' || pg.code === '40P01') return { status: 409, message: MESSAGES.errors.conflict };
  if (pg.code && UNAVAILABLE.test(pg.code)) return { status: 503, message: MESSAGES.errors.unavailable };
  return { status: 500, message: MESSAGES.errors.internal };
}

/** Answers an error as JSON; the database's absence is logged as a warning, a fault as an error. */
export function toErrorResponse(error: unknown, c: Context, log: Logger) {
  const { status, message, errors } = answerFor(error);
  if (status === 503 && !(error instanceof ApiError)) log.warn({ err: error }, 'database unavailable');
  if (status === 500) log.error({ err: error, path: c.req.path }, 'unhandled error');
  if (error instanceof ApiError && error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json({ message, ...(errors ? { errors } : {}) }, status);
}
