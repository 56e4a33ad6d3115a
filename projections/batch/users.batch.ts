import type { Db } from '../../api/db/connect.ts';
import type { StoredEvent } from '../../api/eventStore/types.ts';
import { insertRows, rowOf, type Row, type TableSpec } from './tables.ts';

const USERS: TableSpec = {
  name: 'users',
  columns: [
    ['id', 'text'], ['fname', 'text'], ['lname', 'text'], ['phone_number', 'text'], ['email', 'text'],
    ['password_hash', 'text'], ['gender', 'text'], ['country', 'text'], ['program', 'text'], ['role', 'text'],
    ['user_type', 'text'], ['created_at', 'timestamptz'],
  ],
};
const REVOKED_TOKENS: TableSpec = { name: 'revoked_tokens', columns: [['jti', 'text'], ['user_id', 'text'], ['expires_at', 'timestamptz']] };

/** UserDeleted updates rows by key and is left to `apply`. */
export const foldsIntoUsers = (event: StoredEvent) => event.type !== 'UserDeleted';

/** Registrations and logouts only insert: one multi-row INSERT per table. */
export async function writeUsersRun(db: Db, run: StoredEvent[]): Promise<void> {
  const users: Row[] = [];
  const tokens: Row[] = [];
  for (const { type, data: d } of run) {
    if (type === 'UserRegistered') {
      users.push(
        rowOf(USERS, {
          id: d.user_id, fname: d.fname, lname: d.lname, phone_number: d.phone_number, email: d.email,
          password_hash: d.password_hash, gender: d.gender, country: d.country, program: d.program, role: d.role,
          user_type: d.user_type, created_at: d.at,
        }),
      );
    } else if (type === 'UserLoggedOut') {
      tokens.push(rowOf(REVOKED_TOKENS, { jti: d.jti, user_id: d.user_id, expires_at: d.expires_at }));
    }
  }
  await Promise.all([
    users.length ? insertRows(db, USERS, users) : null,
    tokens.length ? insertRows(db, REVOKED_TOKENS, tokens) : null,
  ]);
}

export const USERS_BATCH_TABLES = [USERS, REVOKED_TOKENS];
