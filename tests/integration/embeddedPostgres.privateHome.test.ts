import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPool } from '../../api/db/connect.ts';
import { startEmbeddedPostgres } from '../../api/db/embeddedPostgres.ts';
import { SYSTEM_DIR } from '../../api/db/pgBinaries.ts';
import { DatabaseSetupError } from '../../api/db/setupError.ts';
import { REPO_ROOT } from '../helpers/serverProcess.ts';

// As root the server runs as the postgres user, who cannot enter a 0700 home: the case at stake.
const asRoot = os.userInfo().uid === 0;
const homes: string[] = [];
afterAll(async () => {
  for (const home of homes) await fs.rm(home, { recursive: true, force: true });
});

/** A directory only its owner may enter, as /root is, with DATA_DIR somewhere inside it. */
async function privateHome() {
  const home = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-home-'));
  homes.push(home);
  await fs.chmod(home, 0o700);
  return { home, dataDir: path.join(home, 'clone', '.data') };
}

it('starts and joins the server of a DATA_DIR inside a 0700 directory, leaving that directory closed', async () => {
  const { home, dataDir } = await privateHome();
  const first = await startEmbeddedPostgres(dataDir);
  let cluster = '';
  try {
    const second = await startEmbeddedPostgres(dataDir);
    expect([first.owned, second.owned]).toEqual([true, false]);
    expect(second.serverUrl('postgres')).toBe(first.serverUrl('postgres'));
    const sql = openPool(second.serverUrl('postgres'), 1);
    const [row] = await sql`SELECT current_setting('data_directory') AS dir, 1 + 1 AS two`;
    await sql.end();
    cluster = row.dir;
    expect(row.two).toBe(2);
    expect(await fs.realpath(path.join(dataDir, 'pg'))).toBe(cluster);
    if (asRoot) expect(cluster.startsWith(`${SYSTEM_DIR}/`)).toBe(true);
    else expect(cluster).toBe(path.join(dataDir, 'pg'));
    expect((await fs.stat(home)).mode & 0o777).toBe(0o700);
  } finally {
    await first.stop();
    if (cluster.startsWith(`${SYSTEM_DIR}/`)) await fs.rm(cluster, { recursive: true, force: true });
  }
}, 120_000);

it.runIf(asRoot)('refuses at once, in one line, a cluster the postgres user cannot enter', async () => {
  const { dataDir } = await privateHome();
  await fs.mkdir(path.join(dataDir, 'pg'), { recursive: true });
  await fs.writeFile(path.join(dataDir, 'pg', 'PG_VERSION'), '17\n');
  const started = Date.now();
  const failure = await startEmbeddedPostgres(dataDir).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(DatabaseSetupError);
  expect((failure as Error).message).toMatch(/^The postgres user cannot enter .*: move DATA_DIR .*, or delete /);
  expect((failure as Error).message).not.toContain('\n');
  expect(Date.now() - started).toBeLessThan(5_000);
});

it('ends the server with one line saying what to do when DATA_DIR cannot be used', async () => {
  const { home } = await privateHome();
  const notADirectory = path.join(home, 'a-file');
  await fs.writeFile(notADirectory, '');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: notADirectory, PORT: '0', LOG_LEVEL: 'silent' },
  });
  expect(run.status).toBe(1);
  expect(run.stderr.trim().split('\n')).toEqual([
    `DATA_DIR ${notADirectory} cannot be used (EEXIST): set DATA_DIR to a directory you can write.`,
  ]);
}, 60_000);
