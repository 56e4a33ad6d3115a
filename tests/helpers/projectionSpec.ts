import { afterAll, beforeAll, expect } from 'vitest';
import type { StoredEvent } from '../../api/eventStore/types.ts';
import { upcast } from '../../api/eventStore/upcasters.ts';
import type { Projection } from '../../projections/projection.ts';
import { asForgotten } from './asForgotten.ts';
import { inSchema, rowsOf, schemaWith } from './shadowSchemas.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

type Given = readonly [type: string, data: Record<string, unknown>, actorId?: string];

/** Rows as a spec writes them: times as ISO strings. */
const plain = (rows: Record<string, unknown[]>) => JSON.parse(JSON.stringify(rows)) as Record<string, Record<string, unknown>[]>;

/**
 * Given/then for a read model, against a real PostgreSQL: given these events in log order, its
 * tables hold these rows (each table's rows in the order of the whole row), whether `apply` wrote
 * them one event after another or `fold` wrote them from the log at once. `apply` gets each event
 * as a read of the log gives it (upcast), its people's personal data in the clear until a deletion
 * forgets them; `fold` reads the log as stored, as a rebuild opens it after the deletions.
 */
export function projectionSpec(p: Projection) {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(4);
    await db.sql.unsafe('CREATE TABLE spec_log (LIKE events)');
    await schemaWith(db.sql, 'applied', [p]);
    await schemaWith(db.sql, 'folded', [p]);
  });
  afterAll(() => db.drop());

  const logOf = (given: readonly Given[]): StoredEvent[] =>
    given.map(([type, data, actorId], i) => ({
      globalPosition: i + 1,
      transactionId: String(1000 + i),
      streamId: `stream-${i}`,
      streamPosition: 1,
      eventId: `event-${i}`,
      type,
      schemaVersion: 1,
      data,
      metadata: { actorId: actorId ?? null, correlationId: 'spec' },
      createdAt: new Date('2026-09-01T00:00:00Z'),
    }));

  return {
    given: (...given: Given[]) => ({
      async then(expected: Record<string, Record<string, unknown>[]>) {
        const events = logOf(given);
        for (const schema of ['applied', 'folded']) await db.sql.unsafe(p.tables.map((t) => `TRUNCATE ${schema}.${t}`).join('; '));
        await inSchema(db.sql, 'applied', async (tx) => {
          for (const event of events) await p.apply(tx, upcast(event));
        });
        expect(plain(await rowsOf(db.sql, 'applied', p)), 'apply').toEqual(expected);
        if (!p.fold) return;
        await db.sql`TRUNCATE spec_log`;
        await db.sql.unsafe(
          `INSERT INTO spec_log (global_position, transaction_id, stream_id, stream_position, event_id, event_type, schema_version, data, metadata, created_at)
           SELECT (r->>'globalPosition')::bigint, (r->>'transactionId')::xid8, r->>'streamId', (r->>'streamPosition')::bigint,
                  r->>'eventId', r->>'type', 1, r->'data', r->'metadata', (r->>'createdAt')::timestamptz
             FROM jsonb_array_elements($1::jsonb) AS r`,
          [asForgotten(events)] as never[],
        );
        expect(await inSchema(db.sql, 'folded', (tx) => p.fold!(tx, 'public.spec_log')), 'fold').toBe(true);
        expect(plain(await rowsOf(db.sql, 'folded', p)), 'fold').toEqual(expected);
      },
    }),
  };
}
