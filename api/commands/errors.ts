import { MESSAGES } from '../../shared/messages.ts';

/**
 * What a decision refuses, in the domain's words: deciders and routes throw these, and
 * api/http/errorHandler.ts alone says which HTTP status each one is.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: 'not_found' | 'conflict' | 'invalid' | 'account_gone',
    message: string,
    /** For `invalid`: the field at fault, under which the message shows. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Nothing of that kind exists, or the reader may not know it does. */
export const notFound = (what = 'Record') => new DomainError('not_found', `${what} not found.`);
/** A rule of the hostel refuses it as things stand (a full room, an already paid booking). */
export const conflict = (message: string) => new DomainError('conflict', message);
/** The command itself is wrong in one field. */
export const invalid = (field: string, message: string) => new DomainError('invalid', message, field);
/** The account the command acts for no longer exists: its session is over. */
export const accountGone = () => new DomainError('account_gone', MESSAGES.errors.unauthenticated);
