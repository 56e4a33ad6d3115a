import type { Db } from '../../api/db/connect.ts';
import type { StoredEvent } from '../../api/eventStore/types.ts';

/**
 * A batch apply folds runs of events and leaves the rare events it does not fold (those whose
 * effect reaches rows by other keys, a semester's deletion for one) to the projection's `apply`:
 * each run is written, then that event is applied alone, so effects keep the log's order.
 */
export async function applyInRuns(
  db: Db,
  events: readonly StoredEvent[],
  opts: {
    folds: (event: StoredEvent) => boolean;
    writeRun: (db: Db, run: StoredEvent[]) => Promise<void>;
    apply: (db: Db, event: StoredEvent) => Promise<void>;
  },
): Promise<void> {
  let run: StoredEvent[] = [];
  for (const event of events) {
    if (opts.folds(event)) {
      run.push(event);
      continue;
    }
    if (run.length) await opts.writeRun(db, run);
    run = [];
    await opts.apply(db, event);
  }
  if (run.length) await opts.writeRun(db, run);
}
