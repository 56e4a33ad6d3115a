import type { Db } from '../api/db/connect.ts';
import type { StoredEvent } from '../api/eventStore/types.ts';

/**
 * A read model built from the log. `tables` are the tables it alone writes: a rebuild recreates
 * them empty in a shadow schema, replays the log into them and swaps them in. `apply` must use
 * unqualified table names (the rebuild redirects them through search_path) and must read only
 * its own tables and the event, so replaying it gives the same rows as running it live.
 */
export type Projection = {
  name: string;
  version: number;
  mode: 'inline' | 'async';
  handles: readonly string[];
  tables: readonly string[];
  apply: (db: Db, event: StoredEvent) => Promise<void>;
};
