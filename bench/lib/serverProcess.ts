import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../api/db/freePort.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_JWT_SECRET = 'bench-secret-long-enough-for-hs256-signing-0123456789';
export const BENCH_SUPERADMIN = { email: 'superadmin@bench.test', password: 'bench-superadmin-1' };

export type ServerProcess = { url: string; pid: number; stop: () => Promise<void> };

const live = new Set<ChildProcess>();
// A benchmark that throws must not leave a server behind holding the port and the database.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/**
 * Runs a server script (api/server.ts, or a bench server) as its own Node process, as in
 * production, and resolves once /api/health answers 200. `cpuProfileDir` adds --cpu-prof.
 */
export async function startServerProcess(opts: {
  script: string;
  databaseUrl: string;
  env?: Record<string, string>;
  cpuProfileDir?: string;
  startTimeoutMs?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const nodeArgs = ['--import', 'tsx'];
  if (opts.cpuProfileDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${opts.cpuProfileDir}`);
  const child = spawn(process.execPath, [...nodeArgs, opts.script], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: opts.databaseUrl,
      PORT: String(port),
      JWT_SECRET: BENCH_JWT_SECRET,
      SUPERADMIN_EMAIL: BENCH_SUPERADMIN.email,
      SUPERADMIN_PASSWORD: BENCH_SUPERADMIN.password,
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  exited.then(() => live.delete(child));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.startTimeoutMs ?? 60_000);
  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`${opts.script} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${opts.script} did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}
