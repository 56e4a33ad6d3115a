import { openPool } from '../../api/db/connect.ts';
import { catchUp } from '../../projections/asyncRunner.ts';
import { projectionNamed } from '../../projections/index.ts';
import type { AsyncProjection, Projection } from '../../projections/projection.ts';
import { tallyProjection } from './tallyProjection.ts';

/**
 * A projection process that dies: runs catchUp for PROJECTION in batches of BATCH and SIGKILLs
 * itself in the middle of applying event number KILL_AFTER + 1, as a crash or an OOM kill would.
 */
const { DATABASE_URL, PROJECTION, BATCH, KILL_AFTER } = process.env;
const sql = openPool(DATABASE_URL!, 2);
const real: Projection = PROJECTION === tallyProjection.name ? tallyProjection : projectionNamed(PROJECTION!);
let applied = 0;
// Run as the log's follower, whatever its mode when the server runs it.
const dying: AsyncProjection = {
  ...real,
  mode: 'async',
  apply: async (db, event) => {
    if (applied === Number(KILL_AFTER)) process.kill(process.pid, 'SIGKILL');
    await real.apply(db, event);
    applied++;
  },
};
await catchUp(sql, dying, Number(BATCH));
console.log(`caught up after ${applied} events without being killed`);
await sql.end();
