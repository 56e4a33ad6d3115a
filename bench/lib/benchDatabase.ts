import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { customAlphabet } from 'nanoid';
import { openPool, type Sql } from '../../api/db/connect.ts';
import { startEmbeddedPostgres } from '../../api/db/embeddedPostgres.ts';
import { prepareDatabase } from '../../api/assemble.ts';

const suffix = customAlphabet('abcdefghijklmnopqrstuvwxyz0123456789', 8);

export type BenchDatabase = { name: string; url: string; sql: Sql; drop: () => Promise<void> };
export type BenchServer = {
  adminUrl: string;
  /** A fresh, migrated database of its own for one benchmark; `poolSize` is the bench's pool. */
  createDatabase: (label: string, poolSize?: number) => Promise<BenchDatabase>;
  stop: () => Promise<void>;
};

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * BENCH_DATABASE_URL when set (its server hosts the benchmarks' databases); otherwise one
 * embedded PostgreSQL in a fresh temporary directory, removed again by `stop`.
 */
export async function startBenchServer(log: (m: string) => void, opts: { pgStats?: boolean } = {}): Promise<BenchServer> {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) return serverAt(external, async () => {});
  // The embedded server runs as the postgres user when we are root: it must be able to enter.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-bench-'));
  await fs.chmod(dir, 0o755);
  let embedded = await startEmbeddedPostgres(dir, log);
  if (opts.pgStats) embedded = await restartWithStatements(embedded, dir, log);
  log(`embedded PostgreSQL for the benchmarks in ${dir}`);
  return serverAt(embedded.serverUrl('postgres'), async () => {
    await embedded.stop();
    await fs.rm(dir, { recursive: true, force: true });
  });
}

/** pg_stat_statements must be preloaded, which only a restart of the server does. */
async function restartWithStatements(embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>>, dir: string, log: (m: string) => void) {
  const admin = openPool(embedded.serverUrl('postgres'), 1);
  await admin.unsafe(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  await admin.unsafe(`ALTER SYSTEM SET pg_stat_statements.track = 'all'`);
  await admin.end();
  await embedded.stop();
  return startEmbeddedPostgres(dir, log);
}

function serverAt(adminUrl: string, stop: () => Promise<void>): BenchServer {
  return {
    adminUrl,
    stop,
    async createDatabase(label, poolSize = 40) {
      const name = `hostel_bench_${label.replace(/\W/g, '_')}_${suffix()}`;
      const admin = openPool(adminUrl, 1);
      try {
        await admin.unsafe(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      const url = withDatabase(adminUrl, name);
      const sql = openPool(url, poolSize);
      await prepareDatabase(sql);
      return {
        name,
        url,
        sql,
        drop: async () => {
          await sql.end({ timeout: 5 });
          const a = openPool(adminUrl, 1);
          await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await a.end();
        },
      };
    },
  };
}
