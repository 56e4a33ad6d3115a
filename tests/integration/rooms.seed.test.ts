import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPool, type Sql } from '../../api/db/connect.ts';
import { createDeps } from '../../api/assemble.ts';
import { seedRoomTypes } from '../../api/rooms/seedRoomTypes.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';
import { TEST_JWT_SECRET } from '../helpers/testApp.ts';

let db: TestDatabase;
const pools: Sql[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await db.drop();
});

/** One "server process": its own pool and deps on the shared database. */
function processDeps() {
  const sql = openPool(db.url, 4);
  pools.push(sql);
  return createDeps({ sql, jwtSecret: TEST_JWT_SECRET });
}

describe('seedRoomTypes', () => {
  it('seeds Standard and Executive once, even when several processes start at the same moment', async () => {
    await Promise.all(Array.from({ length: 6 }, () => seedRoomTypes(processDeps())));
    const types = await db.sql`SELECT id, name FROM room_types ORDER BY id`;
    expect(types).toEqual([
      { id: '1', name: 'Standard' },
      { id: '2', name: 'Executive' },
    ]);
    const events = await db.sql`SELECT stream_id, stream_position FROM events WHERE event_type = 'RoomTypeCreated' ORDER BY stream_id`;
    expect(events).toEqual([
      { stream_id: 'roomtype-1', stream_position: 1 },
      { stream_id: 'roomtype-2', stream_position: 1 },
    ]);
  });

  it('appends nothing when run again', async () => {
    const deps = processDeps();
    await seedRoomTypes(deps);
    await seedRoomTypes(deps);
    const [{ n }] = await db.sql`SELECT count(*) AS n FROM events`;
    expect(n).toBe(2);
  });
});
