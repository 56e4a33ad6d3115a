import type { UserEvent } from '../../api/users/users.events.ts';
import { USER_EVENT_TYPES } from '../../api/users/users.events.ts';
import { definitionOf, insertRow, rowOf, type InlineProjection } from '../projection.ts';

const ACCOUNT = rowOf('users', { id: 'user_id', created_at: 'at' });
const REVOKED_TOKEN = rowOf('revoked_tokens', {});

/**
 * Accounts and revoked tokens, written in the append's transaction: a registration can sign in
 * at once, and a logged-out token is refused by the very next request.
 */
export const usersProjection: InlineProjection = {
  name: 'users',
  version: 2,
  mode: 'inline',
  handles: USER_EVENT_TYPES,
  ...definitionOf(import.meta.url, 'users.sql'),
  apply: async (db, stored) => {
    const event = { type: stored.type, data: stored.data } as UserEvent;
    switch (event.type) {
      case 'UserRegistered':
        await insertRow(db, ACCOUNT, event.data);
        return;
      case 'UserLoggedOut':
        await insertRow(db, REVOKED_TOKEN, event.data);
        return;
      case 'UserDeleted':
        await db`UPDATE users SET deleted_at = ${event.data.at} WHERE id = ${event.data.user_id}`;
        return;
    }
  },
  // Each account with its last deletion, when that came after the registration (one before it
  // changed nothing), and every logged-out token.
  fold: async (tx, log) => {
    await tx.unsafe(`
      WITH last_deletion AS (
        SELECT DISTINCT ON (data->>'user_id') data->>'user_id' AS user_id, data->'at' AS at, transaction_id, global_position
          FROM ${log} e WHERE event_type = 'UserDeleted'
         ORDER BY data->>'user_id', transaction_id DESC, global_position DESC)
      INSERT INTO users
      SELECT account.*
        FROM ${log} e
        LEFT JOIN last_deletion d ON d.user_id = e.data->>'user_id'
             AND (d.transaction_id, d.global_position) > (e.transaction_id, e.global_position)
        CROSS JOIN LATERAL ${ACCOUNT.from('e.data', "jsonb_build_object('deleted_at', d.at)")} AS account
       WHERE e.event_type = 'UserRegistered'`);
    await tx.unsafe(`
      INSERT INTO revoked_tokens
      SELECT token.* FROM ${log} e CROSS JOIN LATERAL ${REVOKED_TOKEN.from('e.data')} AS token
       WHERE e.event_type = 'UserLoggedOut'`);
    return true;
  },
};
