import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../helpers/serverProcess.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase.ts';

/**
 * A client that sends its request a byte at a time must not hold a connection for long: the
 * server (api/server.ts, as `npm start` runs it) closes it once REQUEST_TIMEOUT_MS is up.
 */
const REQUEST_TIMEOUT_MS = 2_000;
// The timeout, Node's check every second, and slack for two busy cores.
const CLOSED_WITHIN_MS = REQUEST_TIMEOUT_MS + 3_000;

let db: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  db = await createTestDatabase(2);
  server = await startServer({ databaseUrl: db.url, logLevel: 'warn', env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await db?.drop();
});

/** Opens a socket, sends `head`, then one byte of `trickle` every 200 ms; resolves when the server closes it. */
function trickle(head: string, drip: string) {
  return new Promise<{ ms: number; answer: string }>((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1');
    const started = performance.now();
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && !socket.writableEnded) socket.write(drip[i++ % drip.length]);
    }, 200);
    const done = () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, answer });
    };
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', done);
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? done() : reject(error)));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${CLOSED_WITHIN_MS * 3} ms`));
    }, CLOSED_WITHIN_MS * 3);
  });
}

describe('a slowly trickled request', () => {
  it('has its connection closed once the request timeout is up, body coming a byte at a time', async () => {
    const head = 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"';
    const { ms, answer } = await trickle(head, 'a');
    expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(ms).toBeLessThan(CLOSED_WITHIN_MS);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('has its connection closed when the headers themselves trickle in', async () => {
    const { ms } = await trickle('GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: y\r\n');
    expect(ms).toBeLessThan(CLOSED_WITHIN_MS);
  });

  it('leaves a quick request alone', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
  });
});
