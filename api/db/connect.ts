import postgres from 'postgres';
import { startEmbeddedPostgres } from './embeddedPostgres.ts';

// postgres.js's own spelling of "no custom types", which every pool here is.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type NoCustomTypes = {};
export type Sql = postgres.Sql<NoCustomTypes>;
export type Tx = postgres.TransactionSql<NoCustomTypes>;
/** One connection of the pool, held by a caller until it releases it. */
export type Connection = postgres.ReservedSql<NoCustomTypes>;
/** Either the pool or a transaction: what read and write helpers accept. */
export type Db = Sql | Tx;

/**
 * Options for `unsafe` that keep a statement prepared, planned once per connection. The driver
 * sends an `unsafe` statement with no parameters by the simple protocol, parsed and planned at
 * every call, whatever `prepare` says; `simple: false` (not in its types) keeps it prepared.
 */
export const PREPARED = { prepare: true, simple: false } as { prepare: true };

export const DATABASE_NAME = 'hostel';

export type Database = { sql: Sql; url: string; close: () => Promise<void> };

/**
 * A URL may name a Unix socket as libpq does, `postgres://user@host:port/db?host=/socket/dir`.
 * postgres.js takes a socket only as its `path` option (and would send an unknown `host`
 * parameter to the server as a setting), so the URL is split here.
 */
export function socketTarget(url: string): { url: string; path?: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url };
  }
  const dir = parsed.searchParams.get('host');
  if (!dir?.startsWith('/')) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), path: `${dir}/.s.PGSQL.${parsed.port || 5432}` };
}

export function openPool(databaseUrl: string, max = 20): Sql {
  const { url, path } = socketTarget(databaseUrl);
  return postgres(url, {
    path,
    max,
    onnotice: () => {},
    types: {
      // int8 (positions, counts) as JS numbers: they stay far below 2^53.
      bigint: { to: 20, from: [20], serialize: (n: number) => String(n), parse: (s: string) => Number(s) },
      // Money as numbers in JSON; amounts here have two decimals and stay exact in a double.
      numeric: { to: 1700, from: [1700], serialize: (n: number) => String(n), parse: (s: string) => Number(s) },
      // Calendar dates stay 'YYYY-MM-DD' strings: a Date would shift them by the server's time zone.
      date: { to: 1082, from: [1082], serialize: (d: string) => d, parse: (s: string) => s },
    },
    transform: { undefined: null },
    connect_timeout: 3,
    // Retry a lost server quickly and briefly: during an outage requests get a fast 503, not a
    // wait that grows to 20 s.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
  });
}

/**
 * One connection that only listens (LISTEN/NOTIFY): never recycled by age, and with its own
 * notification and close handlers. postgres.js's sql.listen() re-listens after a close, but
 * drops the listener for good if that attempt fails, without telling anyone.
 */
export function openListener(
  databaseUrl: string,
  handlers: { onnotify: (channel: string, payload: string) => void; onclose: () => void },
): Sql {
  const { url, path } = socketTarget(databaseUrl);
  // `onnotify` is the option postgres.js's own listen() builds on; its typings leave it out.
  const options = {
    path,
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    connect_timeout: 3,
    onnotice: () => {},
    onnotify: handlers.onnotify,
    onclose: handlers.onclose,
  };
  return postgres(url, options as postgres.Options<NoCustomTypes>);
}

/**
 * DATABASE_URL when given; otherwise the embedded PostgreSQL under dataDir, created on first use.
 * A caller that handles SIGINT and SIGTERM itself passes `stopOnSignal: false` and calls `close`.
 * `adopt` (the API server) takes over an embedded server whose owner died without stopping it.
 */
export async function connectDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  log?: (msg: string) => void;
  stopOnSignal?: boolean;
  adopt?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const sql = openPool(opts.databaseUrl, opts.poolSize);
    return { sql, url: opts.databaseUrl, close: () => sql.end({ timeout: 5 }) };
  }
  const embedded = await startEmbeddedPostgres(opts.dataDir, opts.log, undefined, {
    stopOnSignal: opts.stopOnSignal,
    adopt: opts.adopt,
  });
  await ensureDatabase(embedded.serverUrl('postgres'), DATABASE_NAME);
  const url = embedded.serverUrl(DATABASE_NAME);
  const sql = openPool(url, opts.poolSize);
  return {
    sql,
    url,
    close: async () => {
      await sql.end({ timeout: 5 });
      await embedded.stop();
    },
  };
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { url, path } = socketTarget(adminUrl);
  const admin = postgres(url, { path, max: 1, onnotice: () => {} });
  try {
    const [row] = await admin`SELECT 1 AS found FROM pg_database WHERE datname = ${name}`;
    if (!row) {
      await admin.unsafe(`CREATE DATABASE "${name}"`).catch((e: { code?: string }) => {
        if (e.code !== '42P04' && e.code !== '23505') throw e; // created meanwhile by another process
      });
    }
  } finally {
    await admin.end();
  }
}
