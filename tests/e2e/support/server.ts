import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '../../helpers/testDatabase.ts';
import { ensureWebBuilt } from './webBuild.ts';
import { freePort } from '../../../api/db/freePort.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const SUPERADMIN = { email: 'super@hostel.test', password: 'superpass123' };

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy in time:\n${output()}`);
}

/** The real server (`npx tsx api/server.ts`) on a free port with a fresh database, and the built app. */
export async function startServer() {
  await ensureWebBuilt();
  const database = await createTestDatabase(2);
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'api/server.ts'], {
    cwd: root,
    // Its own process group, so stopping it also stops the node process npx started.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: database.url,
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
      JWT_SECRET: 'e2e-secret-that-is-at-least-32-characters-long',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    await database.drop();
  };

  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
