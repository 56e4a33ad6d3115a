import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, openPool } from '../../api/db/connect.ts';
import { startEmbeddedPostgres } from '../../api/db/embeddedPostgres.ts';
import { prepareDatabase } from '../../api/assemble.ts';
import { TEMPLATE_DATABASE } from './testDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL to the test server's maintenance database; test files create their own databases. */
    adminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL if given, a container started through
 * Testcontainers when asked for (TESTCONTAINERS=1), else an embedded server in a fresh directory.
 * The schema and the read models' tables are made once in a template; each test file copies it.
 */
export default async function setup(project: TestProject) {
  const server = await startServer();
  // A container or server left behind by a failed start would outlive the run.
  await prepareTemplate(server.adminUrl).catch(async (error) => (await server.stop(), Promise.reject(error)));
  project.provide('adminUrl', server.adminUrl);
  return server.stop;
}

async function startServer(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop: async () => {} };
  if (process.env.TESTCONTAINERS === '1') return startContainer(process.env.TESTCONTAINERS_POSTGRES_IMAGE || 'postgres:17-alpine');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-test-'));
  await fs.chmod(dir, 0o755);
  const embedded = await startEmbeddedPostgres(dir);
  return {
    adminUrl: embedded.serverUrl('postgres'),
    stop: async () => {
      await embedded.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL in a container of `image`, set up as the embedded server is. Asked for and not had
 * is a failure of the run, never a quiet fall back to another server.
 */
async function startContainer(image: string) {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  try {
    const container = await new PostgreSqlContainer(image)
      .withCommand(['postgres', '-c', 'max_connections=300', '-c', 'shared_buffers=256MB'])
      .withSharedMemorySize(512 * 1024 * 1024)
      .withStartupTimeout(60_000)
      .start();
    return {
      adminUrl: withDatabase(container.getConnectionUri(), 'postgres'),
      stop: async () => void (await container.stop()),
    };
  } catch (error) {
    const why = String((error as Error).message ?? error).split('\n')[0];
    const message = `TESTCONTAINERS=1, but PostgreSQL in a container of ${image} did not start (${why}): start Docker, set TESTCONTAINERS_POSTGRES_IMAGE to an image it has, or unset TESTCONTAINERS.`;
    throw Object.assign(new Error(message), { stack: message });
  }
}

async function prepareTemplate(adminUrl: string) {
  const admin = openPool(adminUrl, 1);
  await admin.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.end();
  await ensureDatabase(adminUrl, TEMPLATE_DATABASE);
  const template = openPool(withDatabase(adminUrl, TEMPLATE_DATABASE), 4);
  await prepareDatabase(template);
  await template.end();
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
