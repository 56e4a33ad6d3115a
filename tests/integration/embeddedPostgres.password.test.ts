import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPool } from '../../api/db/connect.ts';
import { startEmbeddedPostgres, type EmbeddedHandle } from '../../api/db/embeddedPostgres.ts';
import { passwordFile } from '../../api/db/pgPassword.ts';

let dir = '';
let pg: EmbeddedHandle;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-password-'));
  await fs.chmod(dir, 0o755);
  pg = await startEmbeddedPostgres(dir);
}, 120_000);
afterAll(async () => {
  await pg?.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

const port = () => Number(new URL(pg.serverUrl('postgres')).port);

/** What any local process could try: the superuser over loopback TCP with a password it guesses. */
async function connectAs(password: string) {
  const outsider = postgres({
    host: '127.0.0.1',
    port: port(),
    user: 'postgres',
    password,
    database: 'postgres',
    max: 1,
    connect_timeout: 5,
  });
  try {
    return await outsider`SELECT 1 AS one`.then(
      () => 'connected',
      (e: { code?: string }) => e.code,
    );
  } finally {
    await outsider.end();
  }
}

it('keeps a random password in DATA_DIR, readable by its owner alone, and refuses postgres/postgres', async () => {
  const stat = await fs.stat(passwordFile(dir));
  expect(stat.mode & 0o777).toBe(0o600);
  const password = (await fs.readFile(passwordFile(dir), 'utf8')).trim();
  expect(password).toMatch(/^[\w-]{32}$/);
  expect(await connectAs('postgres')).toBe('28P01');
  expect(await connectAs(password)).toBe('connected');
});

it.runIf(os.userInfo().uid === 0)('lets no other account open the server socket', () => {
  const socket = path.join(new URL(pg.serverUrl('postgres')).searchParams.get('host')!, `.s.PGSQL.${port()}`);
  const tryIt = `require('net').connect(${JSON.stringify(socket)}).on('connect', () => process.exit(0)).on('error', (e) => { console.log(e.code); process.exit(2); })`;
  const nobody = spawnSync(process.execPath, ['-e', tryIt], { uid: 65534, gid: 65534, cwd: '/', encoding: 'utf8' });
  expect(nobody.stdout.trim()).toBe('EACCES');
});

it('replaces the former fixed password of a server made before passwords were generated', async () => {
  const sql = openPool(pg.serverUrl('postgres'), 1);
  await sql.unsafe(`ALTER ROLE postgres PASSWORD 'postgres'`);
  await sql.end();
  await fs.rm(passwordFile(dir));
  expect(await connectAs('postgres')).toBe('connected');

  const joiner = await startEmbeddedPostgres(dir);
  expect(joiner.owned).toBe(false);
  expect(await connectAs('postgres')).toBe('28P01');
  const again = openPool(joiner.serverUrl('postgres'), 1);
  expect(await again`SELECT current_user AS who`).toEqual([{ who: 'postgres' }]);
  await again.end();
}, 60_000);
