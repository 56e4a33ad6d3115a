import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPool, socketTarget } from '../../api/db/connect.ts';
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
  // Asked to take over a server left by a dead owner, it finds this one's owner alive: it only joins.
  const adopter = await startEmbeddedPostgres(dir, () => {}, undefined, { adopt: true });
  expect(adopter.owned).toBe(false);
  await adopter.stop();
  const sql = openPool(second.serverUrl('postgres'), 1);
  // inet_server_addr() is null over a Unix socket: the joiner talks to the server the fast way.
  const [row] = await sql`SELECT current_setting('data_directory') AS dir, inet_server_addr() AS addr`;
  await sql.end();
  expect(row.dir).toBe(path.join(dir, 'pg'));
  expect(row.addr).toBeNull();
}, 120_000);

it('listens on TCP alone when the data directory is too deep for a socket path', async () => {
  const deepRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-embedded-deep-'));
  const deep = path.join(deepRoot, 'a-directory-name-long-enough'.repeat(3));
  await fs.mkdir(deep, { recursive: true });
  await fs.chmod(deepRoot, 0o755);
  await fs.chmod(deep, 0o755);
  try {
    const pg = await startEmbeddedPostgres(deep);
    try {
      expect(pg.serverUrl('postgres')).not.toContain('host=');
      const sql = openPool(pg.serverUrl('postgres'), 1);
      const [row] = await sql`SELECT inet_server_addr()::text AS addr`;
      await sql.end();
      expect(row.addr).toBe('127.0.0.1/32');
    } finally {
      await pg.stop();
    }
  } finally {
    await fs.rm(deepRoot, { recursive: true, force: true });
  }
}, 120_000);

it('reads a Unix socket from the URL as libpq does, and leaves other URLs alone', () => {
  expect(socketTarget('postgres://u:p@127.0.0.1:5433/db?host=%2Fvar%2Frun%2Fpg%20x&sslmode=disable')).toEqual({
    url: 'postgres://u:p@127.0.0.1:5433/db?sslmode=disable',
    path: '/var/run/pg x/.s.PGSQL.5433',
  });
  expect(socketTarget('postgres://u@db.example/hostel?host=%2Ftmp')).toEqual({
    url: 'postgres://u@db.example/hostel',
    path: '/tmp/.s.PGSQL.5432',
  });
  expect(socketTarget('postgres://u@db.example/hostel')).toEqual({ url: 'postgres://u@db.example/hostel' });
  expect(socketTarget('postgres://u@db.example/hostel?host=other.example')).toEqual({
    url: 'postgres://u@db.example/hostel?host=other.example',
  });
});
