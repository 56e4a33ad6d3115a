import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PgBinaries } from './pgBinaries.ts';
import type { ServerUser } from './pgSystemUser.ts';
import { DatabaseSetupError } from './setupError.ts';

export const SUPERUSER = 'postgres';
const READY = 'database system is ready to accept connections';

/**
 * UTF-8 whatever the shell's locale: under none (C, POSIX) initdb would pick SQL_ASCII, where names
 * lose their case rules and ICU collations (the rooms' natural order) cannot be made. A UTF-8
 * locale is kept as it is; any other becomes C, which goes with any encoding.
 */
function utf8() {
  const locale = process.env.LC_ALL || process.env.LC_CTYPE || process.env.LANG || '';
  return /utf-?8/i.test(locale) ? ['--encoding=UTF8'] : ['--encoding=UTF8', '--locale=C'];
}

/**
 * A new cluster whose superuser logs in with `password` alone (SCRAM, over TCP and the socket
 * alike). initdb reads the password from a file beside the cluster, private to the server's account.
 */
export async function initCluster(bin: PgBinaries, clusterDir: string, user: ServerUser, password: string) {
  const secretDir = await fs.mkdtemp(path.join(path.dirname(clusterDir), '.initdb-'));
  try {
    const pwfile = path.join(secretDir, 'password');
    await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
    if (user) {
      await fs.chown(secretDir, user.uid, user.gid);
      await fs.chown(pwfile, user.uid, user.gid);
    }
    const args = [
      '--pgdata',
      clusterDir,
      '--username',
      SUPERUSER,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--lc-messages=C',
      ...utf8(),
    ];
    const { code, output } = await finished(launch(bin.initdb, args, user));
    if (code !== 0) throw new DatabaseSetupError(`initdb failed for ${clusterDir}: ${lastError(output)}`);
  } finally {
    await fs.rm(secretDir, { recursive: true, force: true });
  }
}

/** Starts the postmaster and resolves once it accepts connections; `stop` shuts it down fast. */
export async function runPostgres(bin: PgBinaries, clusterDir: string, user: ServerUser, settings: Record<string, string>) {
  const flags = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const child = launch(bin.postgres, ['-D', clusterDir, ...flags], user);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(READY)) return;
      // Kept flowing but unread: a full pipe would block the server's logging.
      child.stderr!.off('data', onData).resume();
      child.off('exit', onExit);
      resolve();
    };
    const onExit = () => reject(new DatabaseSetupError(`The embedded PostgreSQL in ${clusterDir} did not start: ${lastError(output)}`));
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
    child.once('error', (error) => reject(new DatabaseSetupError(`Could not run ${bin.postgres}: ${error.message}`)));
  });
  return { pid: child.pid!, stop: () => stop(child) };
}

function launch(file: string, args: string[], user: ServerUser): ChildProcess {
  const child = spawn(file, args, {
    ...(user ?? {}),
    // The server's account may not enter the caller's working directory.
    cwd: '/',
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.on('error', () => {}); // reported by its exit, with what it wrote
  return child;
}

function finished(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: -1, output: error.message }));
    child.once('close', (code) => resolve({ code, output }));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/** The line that says why, from a server or initdb that gave up. */
function lastError(output: string): string {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.findLast((l) => /FATAL|ERROR|error|denied/.test(l)) ?? lines.at(-1) ?? 'no message';
}
