import { foldWhenPlain, later, plainEvents, statementsInOrder } from './plainLog.ts';

const USER_FIELDS = ['user_id', 'fname', 'lname', 'phone_number', 'email', 'password_hash', 'gender', 'country', 'program', 'role', 'user_type'];

/**
 * Accounts with their last deletion, when it came after the registration (one before it changed
 * nothing; if the last came before, every one did), and every logged-out token.
 */
const statements = (log: string) => [
  `WITH last_deletion AS (
     SELECT DISTINCT ON (user_id) user_id, tx, pos, at
       FROM ${plainEvents(log, ['UserDeleted'], { user_id: 'text', at: 'instant' })} AS d
      WHERE user_id IS NOT NULL ORDER BY user_id, tx DESC, pos DESC)
   INSERT INTO users (id, ${USER_FIELDS.slice(1).join(', ')}, created_at, deleted_at)
   SELECT ${USER_FIELDS.map((name) => `r.${name}`).join(', ')}, r.at::timestamptz,
          CASE WHEN ${later('d', 'r')} THEN d.at::timestamptz END
     FROM ${plainEvents(log, ['UserRegistered'], { ...Object.fromEntries(USER_FIELDS.map((name) => [name, 'text'])), at: 'instant' })} AS r
     LEFT JOIN last_deletion AS d ON d.user_id = r.user_id`,
  `INSERT INTO revoked_tokens (jti, user_id, expires_at)
   SELECT jti, user_id, expires_at::timestamptz FROM ${plainEvents(log, ['UserLoggedOut'], { jti: 'text', user_id: 'text', expires_at: 'instant' })} AS t`,
];

export const foldUsersInDatabase = foldWhenPlain(['UserRegistered', 'UserLoggedOut', 'UserDeleted'], statementsInOrder(statements));
