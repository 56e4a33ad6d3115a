import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpJson, startServer, type ServerProcess } from '../helpers/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

/**
 * The server as an operator runs it behind a proxy on the same machine: listening on loopback
 * alone (HOST) and believing X-Forwarded-For from that proxy only (TRUSTED_PROXIES). Every
 * 127.x address reaches this machine, so 127.0.0.2 stands for a client that is not the proxy.
 */
let db: TestDatabase;
let server: ServerProcess | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  await db.drop();
});

describe('a server behind a proxy on its machine', () => {
  beforeAll(async () => {
    server = await startServer({ databaseUrl: db.url, env: { HOST: '127.0.0.1', TRUSTED_PROXIES: '127.0.0.1' } });
  });

  it('listens on HOST alone', async () => {
    expect((await httpJson(server!.url, 'GET', '/api/health')).status).toBe(200);
    const around = await httpJson(`http://127.0.0.2:${server!.port}`, 'GET', '/api/health');
    expect(around).toMatchObject({ status: 0, error: 'ECONNREFUSED' });
  });

  it('limits a client that is not the proxy by its connection, whatever X-Forwarded-For it writes', async () => {
    const guess = { email: 'guessed@hostel.test', password: 'wrong-password' };
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      const answer = await httpJson(server!.url, 'POST', '/api/login', { body: guess, from: '127.0.0.2', clientAddress: `198.18.0.${i}` });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // Through the proxy, the address it appended is the client's: another one, not yet limited.
    const proxied = await httpJson(server!.url, 'POST', '/api/login', { body: guess, clientAddress: '198.18.0.1' });
    expect(proxied.status).toBe(401);
  });
});

it('stops with one line saying what to set when HOST is not an address of this machine', async () => {
  const failed = await startServer({ databaseUrl: db.url, env: { HOST: '198.51.100.123' }, startTimeoutMs: 30_000 }).then(
    async (started) => (await started.kill('SIGKILL'), null),
    (error: Error) => error.message,
  );
  expect(failed).toMatch(/Cannot listen on 198\.51\.100\.123:\d+ \(EADDRNOTAVAIL\): set HOST to an address of this machine/);
});
