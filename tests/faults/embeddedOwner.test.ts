import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stopPostmaster } from '../../api/db/postmasterPid.ts';
import { httpJson, startServer, type ServerProcess } from '../helpers/serverProcess.ts';

/**
 * Servers on the embedded PostgreSQL of one DATA_DIR: the one that owns it stops it when it stops,
 * whether it started it or took it over from a server killed with SIGKILL, and no other does.
 */
let dataDir: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hostel-owner-'));
  await fs.chmod(dataDir, 0o755);
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.kill('SIGKILL')));
  // A PostgreSQL a failed test left behind.
  const pid = postmasterPid();
  if (pid) await stopPostmaster(path.join(dataDir, 'pg'), pid);
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

const start = async () => {
  const server = await startServer({ env: { DATA_DIR: dataDir } });
  servers.push(server);
  return server;
};

/** The pid the running postmaster wrote in DATA_DIR, or null. */
function postmasterPid(): number | null {
  try {
    return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

/** Running, and not a zombie waiting for a parent that will never reap it. */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('the embedded PostgreSQL of a DATA_DIR', () => {
  it('left running by a server killed with SIGKILL, is taken over by the next server and stopped with it', async () => {
    const killed = await start();
    const pid = postmasterPid()!;
    expect(running(pid)).toBe(true);
    // The server's process alone, as the kernel's OOM killer or `kill -9 <pid>` would.
    process.kill(killed.pid, 'SIGKILL');
    await killed.exited;
    expect(running(pid)).toBe(true);

    const next = await start();
    expect(postmasterPid()).toBe(pid);
    expect(await next.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(running(pid)).toBe(false);
    expect(postmasterPid()).toBeNull();
    expect(next.stdout()).toContain(`adopted the embedded PostgreSQL left running by a stopped process (pid ${pid})`);
  });

  it('is left running by a second server that stops while the first, its owner, runs on', async () => {
    const owner = await start();
    const pid = postmasterPid()!;
    const second = await start();
    expect(second.stdout()).not.toContain('adopted');

    expect(await second.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(running(pid)).toBe(true);
    expect((await httpJson(owner.url, 'GET', '/api/health')).status).toBe(200);

    // Stopped by its owner's shutdown, which removes the pid file, not by the kill of what remains.
    expect(await owner.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(running(pid)).toBe(false);
    expect(postmasterPid()).toBeNull();
  });
});
