import fs from 'node:fs/promises';
import path from 'node:path';
import AsyncExitHook from 'async-exit-hook';
import postgres from 'postgres';
import { clusterDir, ownedBy } from './clusterDir.ts';
import { freePort } from './freePort.ts';
import { pgBinaries } from './pgBinaries.ts';
import { ensurePassword, FORMER_PASSWORD, passwordFile } from './pgPassword.ts';
import { initCluster, runPostgres, SUPERUSER } from './pgServer.ts';
import { serverUser, type ServerUser } from './pgSystemUser.ts';
import { claimOwnership, type OwnerLock } from './ownerLock.ts';
import { runningServer, stopPostmaster, type RunningServer } from './postmasterPid.ts';
import { DatabaseSetupError } from './setupError.ts';

export type EmbeddedHandle = {
  /** URL of one database on the server. */
  serverUrl: (database: string) => string;
  /** True when this process owns the server (started it, or adopted it) and must stop it. */
  owned: boolean;
  stop: () => Promise<void>;
};

type Log = (msg: string) => void;

// On SIGINT/SIGTERM the servers this process started are stopped before it exits, unless their
// owner stops them itself: the hook ends the process, which would cut short the API server's own
// shutdown. Its 'beforeExit' handler would end a process with code 0 even after a failed test set
// exitCode, and its 'exit' handler cannot wait; every owner stops its server itself otherwise.
const stopOnSignal = new Set<() => Promise<void>>();
let hooked = false;
function stopWithTheProcess(stop: () => Promise<void>) {
  if (!hooked) {
    AsyncExitHook((done: () => void) => void Promise.all([...stopOnSignal].map((s) => s())).finally(done));
    AsyncExitHook.unhookEvent('beforeExit');
    AsyncExitHook.unhookEvent('exit');
    hooked = true;
  }
  stopOnSignal.add(stop);
}

/**
 * Starts the embedded PostgreSQL kept under `dataDir`, or joins the one already running there.
 * Its superuser's password is generated into `dataDir`; `port` pins the TCP port (a restart on
 * the same port, as an operator's would be). `stopOnSignal: false` leaves the stop on SIGINT and
 * SIGTERM to a caller that handles those signals itself. `adopt` takes over, and so stops, a
 * server whose owner died without stopping it (the API server's, killed); one whose owner lives
 * is only joined.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log = () => {},
  port?: number,
  { stopOnSignal = true, adopt = false } = {},
): Promise<EmbeddedHandle> {
  await makeDataDir(dataDir);
  const pgDir = path.join(dataDir, 'pg');
  const join = (server: RunningServer) => joined(dataDir, server, adopt ? { log, signals: stopOnSignal } : null);
  const running = await runningServer(pgDir);
  if (running) return join(running);
  const user = serverUser();
  try {
    return await startOwn(dataDir, user, log, port, stopOnSignal);
  } catch (error) {
    // Another process may have won the race to start it: join that one.
    const rival = (await exists(path.join(pgDir, 'postmaster.pid'))) && (await runningServer(pgDir));
    if (rival) return join(rival);
    throw error;
  }
}

async function makeDataDir(dataDir: string) {
  try {
    await fs.mkdir(dataDir, { recursive: true });
    await fs.access(dataDir, fs.constants.W_OK);
  } catch (error) {
    throw new DatabaseSetupError(
      `DATA_DIR ${dataDir} cannot be used (${(error as NodeJS.ErrnoException).code}): set DATA_DIR to a directory you can write.`,
    );
  }
}

async function joined(dataDir: string, server: RunningServer, adopting: { log: Log; signals: boolean } | null): Promise<EmbeddedHandle> {
  const { password, made } = await ensurePassword(dataDir);
  if (made) await replaceFormerPassword(dataDir, server, password);
  const lock = adopting && (await claimOwnership(tcpUrl(server, password)));
  if (!lock) return shared(server, password);
  adopting.log(`adopted the embedded PostgreSQL left running by a stopped process (pid ${server.pid}); it is stopped with this one`);
  return owned(server, password, lock, () => stopPostmaster(path.join(dataDir, 'pg'), server.pid), adopting.signals);
}

function shared(server: RunningServer, password: string): EmbeddedHandle {
  return { serverUrl: urlFor(server, password), owned: false, stop: async () => {} };
}

/**
 * The handle of the owner: it stops the server unless another process took the lock meanwhile
 * (after a lost connection had let it go), which then stops it itself.
 */
function owned(
  server: RunningServer,
  password: string,
  lock: OwnerLock,
  stopServer: () => Promise<void>,
  signals: boolean,
): EmbeddedHandle {
  const stop = async () => {
    stopOnSignal.delete(stop);
    const stillOwner = await lock.held();
    await lock.release();
    if (stillOwner) await stopServer();
  };
  if (signals) stopWithTheProcess(stop);
  return { serverUrl: urlFor(server, password), owned: true, stop };
}

async function startOwn(dataDir: string, user: ServerUser, log: Log, port: number | undefined, signals: boolean): Promise<EmbeddedHandle> {
  const cluster = await clusterDir(dataDir, user);
  const bin = await pgBinaries(user);
  const { password, made } = await ensurePassword(dataDir);
  const fresh = !(await exists(path.join(cluster, 'PG_VERSION')));
  if (fresh) {
    log(`initialising the embedded PostgreSQL in ${cluster}`);
    await fs.rm(cluster, { recursive: true, force: true });
    if (user) await ownedBy(user, cluster);
    await initCluster(bin, cluster, user, password);
  }
  const serverPort = port ?? (await freePort());
  const pg = await runPostgres(bin, cluster, user, {
    port: String(serverPort),
    listen_addresses: '127.0.0.1',
    unix_socket_directories: socketDirFor(cluster, serverPort),
    max_connections: '300',
    shared_buffers: '256MB',
  });
  const server = { pid: pg.pid, port: serverPort, socketDir: socketDirFor(cluster, serverPort) };
  const claimed = async () => {
    if (made && !fresh) await replaceFormerPassword(dataDir, server, password);
    return claimOwnership(tcpUrl(server, password));
  };
  const lock = await claimed().catch(async (e) => (await pg.stop(), Promise.reject(e)));
  log(`embedded PostgreSQL listening on 127.0.0.1:${server.port}${server.socketDir ? ` and in ${server.socketDir}` : ''}`);
  // Null only when a process adopting it claimed it in the moment between its start and ours.
  return lock ? owned(server, password, lock, pg.stop, signals) : shared(server, password);
}

/**
 * The server's Unix socket when it has one (libpq's `?host=/dir` form, which openPool reads), else
 * TCP on 127.0.0.1. The socket spares both sides the loopback TCP stack on every message: under
 * a rush of bookings the API spent a sixth of its time writing queries to a TCP socket.
 */
function urlFor(server: RunningServer, password: string) {
  const viaSocket = server.socketDir ? `?host=${encodeURIComponent(server.socketDir)}` : '';
  return (database: string) => `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${server.port}/${database}${viaSocket}`;
}

// A socket's path has room for 107 bytes; a data directory deep enough to pass that gets TCP only.
const SOCKET_PATH_MAX = 107;
function socketDirFor(cluster: string, port: number): string {
  return path.join(cluster, `.s.PGSQL.${port}`).length <= SOCKET_PATH_MAX ? cluster : '';
}

/** Its maintenance database over TCP, which every server here listens on. */
function tcpUrl(server: RunningServer, password: string) {
  return urlFor(server, password)('postgres').replace(/\?.*/, '');
}

/** A server made before passwords were generated still takes the former one: it gets the new one. */
async function replaceFormerPassword(dataDir: string, server: RunningServer, password: string) {
  const sql = postgres(tcpUrl(server, FORMER_PASSWORD), { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`SET password_encryption = 'scram-sha-256'; ALTER ROLE ${SUPERUSER} PASSWORD '${password}'`);
  } catch (error) {
    await fs.rm(passwordFile(dataDir), { force: true });
    throw new DatabaseSetupError(
      `The embedded PostgreSQL in ${dataDir} refused its former password (${(error as Error).message}): restore ${passwordFile(dataDir)}, or delete ${path.join(dataDir, 'pg')} to start afresh.`,
    );
  } finally {
    await sql.end();
  }
}

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
