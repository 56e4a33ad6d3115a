import type { Db } from '../../api/db/connect.ts';
import type { AsyncProjection } from '../../projections/projection.ts';

/**
 * An async projection that counts how often it saw each event: a skipped event has no row, an
 * event applied twice has `seen = 2`. Its table is made by the test.
 */
export const tallyProjection: AsyncProjection = {
  name: 'restart_tally',
  version: 1,
  mode: 'async',
  handles: ['Counted'],
  tables: ['restart_tally'],
  definition: 'CREATE TABLE restart_tally (event_id text PRIMARY KEY, position bigint NOT NULL, seen int NOT NULL)',
  apply: async (db: Db, event) => {
    await db`INSERT INTO restart_tally (event_id, position, seen) VALUES (${event.eventId}, ${event.globalPosition}, 1)
             ON CONFLICT (event_id) DO UPDATE SET seen = restart_tally.seen + 1`;
  },
};
