import type { Tx } from '../db/connect.ts';

/**
 * The events table's definition as the catalog holds it, so that a new log made beside it can take
 * its place whole: the same columns, defaults and CHECKs (CREATE TABLE … LIKE), then under the old
 * names its keys and indexes (built once the rows are in), its triggers, the sequence it owns and
 * its storage options.
 */
export type LogDefinition = {
  columns: string[];
  constraints: { name: string; definition: string }[];
  indexes: string[];
  triggers: string[];
  sequences: { column: string; sequence: string }[];
  options: string[] | null;
};

export async function logDefinition(tx: Tx): Promise<LogDefinition> {
  const columns = await tx<{ name: string }[]>`
    SELECT attname AS name FROM pg_attribute WHERE attrelid = 'events'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`;
  // CHECK and NOT NULL come with LIKE; the keys are made again with their indexes.
  const constraints = await tx<{ name: string; definition: string }[]>`
    SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = 'events'::regclass AND contype IN ('p', 'u', 'x', 'f') ORDER BY contype, conname`;
  const indexes = await tx<{ definition: string }[]>`
    SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index
     WHERE indrelid = 'events'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = indexrelid)
     ORDER BY indexrelid`;
  const triggers = await tx<{ definition: string }[]>`
    SELECT pg_get_triggerdef(oid) AS definition FROM pg_trigger WHERE tgrelid = 'events'::regclass AND NOT tgisinternal ORDER BY tgname`;
  const sequences = await tx<{ column: string; sequence: string | null }[]>`
    SELECT attname AS column, pg_get_serial_sequence('events', attname) AS sequence FROM pg_attribute
     WHERE attrelid = 'events'::regclass AND attnum > 0 AND NOT attisdropped`;
  const [{ options }] = await tx<{ options: string[] | null }[]>`SELECT reloptions AS options FROM pg_class WHERE oid = 'events'::regclass`;
  return {
    columns: columns.map((c) => c.name),
    constraints: [...constraints],
    indexes: indexes.map((i) => i.definition),
    triggers: triggers.map((t) => t.definition),
    sequences: sequences.flatMap((s) => (s.sequence ? [{ column: s.column, sequence: s.sequence }] : [])),
    options,
  };
}

/** An empty table `name` of the events table's columns, defaults and CHECKs, without indexes yet. */
export async function createLogBeside(tx: Tx, name: string): Promise<void> {
  await tx.unsafe(`CREATE TABLE "${name}" (LIKE events INCLUDING ALL EXCLUDING INDEXES)`);
}

/**
 * Drops the events table and gives `name` its place, definition and names. The sequence is let
 * go first: dropped with the table it is owned by, the positions would start again at one.
 */
export async function replaceLog(tx: Tx, name: string, definition: LogDefinition): Promise<void> {
  for (const { sequence } of definition.sequences) await tx.unsafe(`ALTER SEQUENCE ${sequence} OWNED BY NONE`);
  await tx.unsafe(`DROP TABLE events`);
  await tx.unsafe(`ALTER TABLE "${name}" RENAME TO events`);
  for (const c of definition.constraints) await tx.unsafe(`ALTER TABLE events ADD CONSTRAINT "${c.name}" ${c.definition}`);
  for (const statement of [...definition.indexes, ...definition.triggers]) await tx.unsafe(statement);
  for (const { column, sequence } of definition.sequences) await tx.unsafe(`ALTER SEQUENCE ${sequence} OWNED BY events."${column}"`);
  if (definition.options) await tx.unsafe(`ALTER TABLE events SET (${definition.options.join(', ')})`);
  await tx.unsafe(`ANALYZE events`);
}
