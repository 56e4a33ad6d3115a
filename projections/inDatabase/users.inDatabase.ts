import { foldWhenPlain, later, plainRead, statementsInOrder, type FoldLog } from './plainLog.ts';

const USER_FIELDS = ['user_id', 'fname', 'lname', 'phone_number', 'email', 'password_hash', 'gender', 'country', 'program', 'role', 'user_type'];
const REGISTERED = plainRead(['UserRegistered'], { ...Object.fromEntries(USER_FIELDS.map((name) => [name, 'text' as const])), at: 'instant' });
const LOGGED_OUT = plainRead(['UserLoggedOut'], { jti: 'text', user_id: 'text', expires_at: 'instant' });
const DELETED = plainRead(['UserDeleted'], { user_id: 'text', at: 'instant' });

/**
 * Accounts with their last deletion, when it came after the registration (one before it changed
 * nothing; if the last came before, every one did), and every logged-out token.
 */
const statements = (log: FoldLog) => [
  `WITH last_deletion AS (
     SELECT DISTINCT ON (user_id) user_id, tx, pos, at
       FROM ${DELETED.from(log)} AS d
      WHERE user_id IS NOT NULL ORDER BY user_id, tx DESC, pos DESC)
   INSERT INTO users (id, ${USER_FIELDS.slice(1).join(', ')}, created_at, deleted_at)
   SELECT ${USER_FIELDS.map((name) => `r.${name}`).join(', ')}, r.at::timestamptz,
          CASE WHEN ${later('d', 'r')} THEN d.at::timestamptz END
     FROM ${REGISTERED.from(log)} AS r
     LEFT JOIN last_deletion AS d ON d.user_id = r.user_id`,
  `INSERT INTO revoked_tokens (jti, user_id, expires_at)
   SELECT jti, user_id, expires_at::timestamptz FROM ${LOGGED_OUT.from(log)} AS t`,
];

export const foldUsersInDatabase = foldWhenPlain([REGISTERED, LOGGED_OUT, DELETED], statementsInOrder(statements));
