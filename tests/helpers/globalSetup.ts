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
 * One PostgreSQL for the whole run: TEST_DATABASE_URL if given, Testcontainers when asked for
 * (TESTCONTAINERS=1) and a Docker engine answers, else an embedded server in a fresh directory.
 * The schema and the read models' tables are made once in a template; each test file copies it.
 */
export default async function setup(project: TestProject) {
  const server = await startServer();
  await prepareTemplate(server.adminUrl);
  project.provide('adminUrl', server.adminUrl);
  return server.stop;
}

async function startServer(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop: async () => {} };
  if (process.env.TESTCONTAINERS === '1') {
    const container = await startContainer();
    if (container) return container;
    console.warn('TESTCONTAINERS=1 but no Docker engine answered: using the embedded PostgreSQL instead.');
  }
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

async function startContainer() {
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    return { adminUrl: container.getConnectionUri(), stop: async () => void (await container.stop()) };
  } catch {
    return null;
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
