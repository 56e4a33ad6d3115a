import type { WrittenEvent } from '../api/eventStore/types.ts';
import { USER_EVENT_TYPES, type UserEvent } from '../api/users/users.events.ts';
import type { Projection } from './projection.ts';
import { applyInRuns } from './batch/runs.ts';
import { foldsIntoUsers, writeUsersRun } from './batch/users.batch.ts';
import { foldUsersInDatabase } from './inDatabase/users.inDatabase.ts';

/**
 * Accounts and revoked tokens, written in the append's transaction: a registration can sign in
 * at once, and a logged-out token is refused by the very next request.
 */
export const usersProjection: Projection = {
  name: 'users',
  version: 1,
  mode: 'inline',
  handles: USER_EVENT_TYPES,
  tables: ['users', 'revoked_tokens'],
  apply: async (db, stored: WrittenEvent) => {
    const event = { type: stored.type, data: stored.data } as UserEvent;
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        await db`
          INSERT INTO users (id, fname, lname, phone_number, email, password_hash, gender, country, program, role, user_type, created_at)
          VALUES (${d.user_id}, ${d.fname}, ${d.lname}, ${d.phone_number}, ${d.email}, ${d.password_hash}, ${d.gender},
                  ${d.country}, ${d.program}, ${d.role}, ${d.user_type}, ${d.at})`;
        return;
      }
      case 'UserLoggedOut': {
        const d = event.data;
        await db`INSERT INTO revoked_tokens (jti, user_id, expires_at) VALUES (${d.jti}, ${d.user_id}, ${d.expires_at})`;
        return;
      }
      case 'UserDeleted':
        await db`UPDATE users SET deleted_at = ${event.data.at} WHERE id = ${event.data.user_id}`;
        return;
    }
  },
  applyBatch: (db, events) => applyInRuns(db, events, { folds: foldsIntoUsers, writeRun: writeUsersRun, apply: usersProjection.apply }),
  foldInDatabase: foldUsersInDatabase,
};
