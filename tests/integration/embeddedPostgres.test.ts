import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import postgres from 'postgres';
import { startEmbeddedPostgres, type EmbeddedHandle } from '../../api/db/embeddedPostgres.ts';

let dir = '';
const handles: EmbeddedHandle[] = [];
afterAll(async () => {
  for (const h of handles.reverse()) await h.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

it('starts an embedded server in DATA_DIR, and a second process joins it instead of starting a rival', async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-embedded-'));
  await fs.chmod(dir, 0o755);
  const first = await startEmbeddedPostgres(dir);
  handles.push(first);
  expect(first.owned).toBe(true);
  const second = await startEmbeddedPostgres(dir);
  expect(second.owned).toBe(false);
  expect(second.serverUrl('postgres')).toBe(first.serverUrl('postgres'));
  const sql = postgres(second.serverUrl('postgres'), { max: 1 });
  const [row] = await sql`SELECT current_setting('data_directory') AS dir`;
  await sql.end();
  expect(row.dir).toBe(path.join(dir, 'pg'));
}, 120_000);
