import type { UserEvent } from '../../api/users/users.events.ts';
import { FORGOTTEN_ACCOUNT, SESSION_ENDING_EVENTS, USER_EVENT_TYPES } from '../../api/users/users.events.ts';
import { definitionOf, forgetRows, insertRow, rowOf, type InlineProjection } from '../projection.ts';

const ACCOUNT = rowOf('users', { id: 'user_id', created_at: 'at' });
const REVOKED_TOKEN = rowOf('revoked_tokens', {});
/** What a registration starts with, of the columns its data does not carry. */
const NEW_ACCOUNT = {
  active: true,
  deactivation_reason: null,
  must_change_password: false,
  session_generation: 0,
  email_notifications: true,
};
const ENDING = SESSION_ENDING_EVENTS.map((t) => `'${t}'`).join(', ');

/**
 * Accounts and revoked tokens, written in the append's transaction: a registration can sign in
 * at once, and a logged-out token is refused by the very next request.
 */
export const usersProjection: InlineProjection = {
  name: 'users',
  personal: true,
  version: 6,
  mode: 'inline',
  handles: USER_EVENT_TYPES,
  ...definitionOf(import.meta.url, 'users.sql'),
  apply: async (db, stored) => {
    const event = { type: stored.type, data: stored.data } as UserEvent;
    switch (event.type) {
      case 'UserRegistered':
        await insertRow(db, ACCOUNT, { ...event.data, ...NEW_ACCOUNT });
        return;
      case 'UserLoggedOut':
        await insertRow(db, REVOKED_TOKEN, event.data);
        return;
      case 'UserDeleted':
        await db`UPDATE users SET deleted_at = ${event.data.at} WHERE id = ${event.data.user_id}`;
        await forgetRows(db, 'users', FORGOTTEN_ACCOUNT, 'id', event.data.user_id);
        return;
      case 'UserDeactivated':
        await db`
          UPDATE users SET active = false, deactivation_reason = ${event.data.reason}, session_generation = session_generation + 1
           WHERE id = ${event.data.user_id}`;
        return;
      case 'UserReactivated':
        await db`UPDATE users SET active = true, deactivation_reason = NULL WHERE id = ${event.data.user_id}`;
        return;
      case 'PasswordReset':
      case 'PasswordChanged':
        await db`
          UPDATE users SET password_hash = ${event.data.password_hash}, must_change_password = ${event.type === 'PasswordReset'},
                 session_generation = session_generation + 1
           WHERE id = ${event.data.user_id}`;
        return;
      case 'UserContactCorrected':
        await db`
          UPDATE users SET email = coalesce(${event.data.email ?? null}, email), phone_number = coalesce(${event.data.phone_number ?? null}, phone_number)
           WHERE id = ${event.data.user_id}`;
        return;
      case 'EmailNotificationsChanged':
        await db`UPDATE users SET email_notifications = ${event.data.email} WHERE id = ${event.data.user_id}`;
        return;
    }
  },
  // Each account with what came after its registration (an event before it changed nothing): its
  // last deletion, last (de)activation, last password, last corrected email and phone, and how
  // many events ended its sessions; and every logged-out token.
  fold: async (tx, log) => {
    const last = (types: string, having = 'true') => `
        SELECT DISTINCT ON (user_id) user_id, event_type, data FROM later WHERE event_type IN (${types}) AND ${having}
         ORDER BY user_id, transaction_id DESC, global_position DESC`;
    const account = ACCOUNT.from(
      'e.data',
      `jsonb_build_object(
         'deleted_at', d.data->'at',
         'active', a.event_type IS DISTINCT FROM 'UserDeactivated',
         'deactivation_reason', CASE WHEN a.event_type = 'UserDeactivated' THEN a.data->'reason' END,
         'password_hash', coalesce(p.data->'password_hash', e.data->'password_hash'),
         'email', coalesce(m.data->'email', e.data->'email'),
         'phone_number', coalesce(ph.data->'phone_number', e.data->'phone_number'),
         'must_change_password', p.event_type IS NOT DISTINCT FROM 'PasswordReset',
         'session_generation', coalesce(g.n, 0),
         'email_notifications', coalesce((en.data->>'email')::boolean, true))`,
    );
    await tx.unsafe(`
      WITH later AS (
        SELECT l.data->>'user_id' AS user_id, l.event_type, l.data, l.transaction_id, l.global_position
          FROM ${log} l
          JOIN ${log} r ON r.event_type = 'UserRegistered' AND r.data->>'user_id' = l.data->>'user_id'
               AND (l.transaction_id, l.global_position) > (r.transaction_id, r.global_position)
         WHERE l.event_type IN ('UserDeleted', 'UserDeactivated', 'UserReactivated', 'PasswordReset', 'PasswordChanged', 'UserContactCorrected',
                               'EmailNotificationsChanged')),
      last_deletion AS (${last("'UserDeleted'")}),
      last_activation AS (${last("'UserDeactivated', 'UserReactivated'")}),
      last_password AS (${last("'PasswordReset', 'PasswordChanged'")}),
      last_email AS (${last("'UserContactCorrected'", "data ? 'email'")}),
      last_phone AS (${last("'UserContactCorrected'", "data ? 'phone_number'")}),
      last_email_choice AS (${last("'EmailNotificationsChanged'")}),
      generations AS (SELECT user_id, count(*) AS n FROM later WHERE event_type IN (${ENDING}) GROUP BY user_id)
      INSERT INTO users
      SELECT account.*
        FROM ${log} e
        LEFT JOIN last_deletion d ON d.user_id = e.data->>'user_id'
        LEFT JOIN last_activation a ON a.user_id = e.data->>'user_id'
        LEFT JOIN last_password p ON p.user_id = e.data->>'user_id'
        LEFT JOIN last_email m ON m.user_id = e.data->>'user_id'
        LEFT JOIN last_phone ph ON ph.user_id = e.data->>'user_id'
        LEFT JOIN generations g ON g.user_id = e.data->>'user_id'
        LEFT JOIN last_email_choice en ON en.user_id = e.data->>'user_id'
        CROSS JOIN LATERAL ${account} AS account
       WHERE e.event_type = 'UserRegistered'`);
    await tx.unsafe(`
      INSERT INTO revoked_tokens
      SELECT token.* FROM ${log} e CROSS JOIN LATERAL ${REVOKED_TOKEN.from('e.data')} AS token
       WHERE e.event_type = 'UserLoggedOut'`);
    return true;
  },
};
