/**
 * Channels on which a commit tells every server to forget what it kept of the database's rows.
 * PostgreSQL delivers a notification at commit and not at all on rollback, so a server never
 * forgets too early or for nothing.
 */

/** A logout or a deletion: the tokens it revokes (api/users/sessionRevocations.ts). */
export const SESSIONS_CHANNEL = 'hostel_sessions';

/** A read model rebuilt and swapped in, by name: whatever was read from its old tables is stale. */
export const READ_MODELS_CHANNEL = 'hostel_read_models';
