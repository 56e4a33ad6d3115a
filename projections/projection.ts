import type { Db } from '../api/db/connect.ts';
import type { StoredEvent, WrittenEvent } from '../api/eventStore/types.ts';
import type { InDatabaseFold } from './inDatabase/plainLog.ts';

/**
 * A read model built from the log. `tables` are the tables it alone writes: a rebuild recreates
 * them empty in a shadow schema, replays the log into them and swaps them in. `apply` must use
 * unqualified table names (the rebuild redirects them through search_path) and must read only
 * its own tables and the event, so replaying it gives the same rows as running it live.
 */
export type Projection = InlineProjection | AsyncProjection;

/**
 * Written in the append's own transaction. Its statements go out with the append's and with the
 * other inline projections' (appendToStream), so it sees the event as written, before the log
 * has given it a position, and must not depend on another projection's writes.
 */
export type InlineProjection = ProjectionBase & { mode: 'inline'; apply: (db: Db, event: WrittenEvent) => Promise<void> };
/** Follows the log after commit (projections/asyncRunner.ts), with every event's position. */
export type AsyncProjection = ProjectionBase & { mode: 'async'; apply: (db: Db, event: StoredEvent) => Promise<void> };

type ProjectionBase = {
  name: string;
  version: number;
  handles: readonly string[];
  tables: readonly string[];
  /**
   * Optional, for rebuilds: gives exactly the rows that `apply` on each of `events` in order would
   * give, in a few statements instead of one per event. It may count on the tables having no
   * CHECK or unique rule but the primary key (a rebuild adds those back at the end), as sums of
   * bed moves can skip states a single move would have been refused in.
   */
  applyBatch?: (db: Db, events: StoredEvent[]) => Promise<void>;
  /**
   * Optional, for rebuilds: folds every event of `log` (a relation shaped as the events table: the
   * log below the rebuild's horizon) into empty tables without it leaving the database, giving
   * exactly the rows `apply` on each event in log order would give, under the same terms as
   * applyBatch. Answers false, having written nothing, when the log holds a value it cannot vouch
   * to read as the driver would have sent it (inDatabase/plainLog.ts); the rebuild then replays
   * those events through applyBatch. Its `reads` say what it takes of which events, so that a
   * rebuild takes apart once the events several folds read (inDatabase/stagedLog.ts).
   */
  foldInDatabase?: InDatabaseFold;
};
