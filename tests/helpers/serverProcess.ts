import { freePort } from '../../api/db/freePort.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET, TEST_SUPERADMIN } from './testApp.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  /** Everything the server printed so far, stdout and stderr apart. */
  stdout: () => string;
  stderr: () => string;
  alive: () => boolean;
  exited: Promise<Exit>;
  /** Signals the whole process group (npx, tsx and node) and waits for it to be gone. */
  kill: (signal?: 'SIGKILL' | 'SIGTERM') => Promise<Exit>;
};

const live = new Set<ChildProcess>();
// A test that throws must not leave a server behind holding a port and a database.
process.once('exit', () => {
  for (const child of live) signalGroup(child, 'SIGKILL');
});

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    // The group, as a process manager or Ctrl-C signals it: the server and anything it started.
    process.kill(-child.pid!, signal);
  } catch {
    /* already gone */
  }
}

/**
 * Starts the server as `npm start` does (`node --import tsx api/server.ts`), on its own port and
 * the given database (none: the embedded one of DATA_DIR, given in `env`), and resolves once GET
 * /api/health answers 200. Its output is kept for assertions (logs, secrets).
 */
export async function startServer(opts: {
  databaseUrl?: string;
  port?: number;
  logLevel?: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      PORT: String(port),
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      JWT_SECRET: TEST_JWT_SECRET,
      SUPERADMIN_EMAIL: TEST_SUPERADMIN.email,
      SUPERADMIN_PASSWORD: TEST_SUPERADMIN.password,
      LOG_LEVEL: opts.logLevel ?? 'info',
      // The test stands where a proxy on this machine would: it speaks for many clients through
      // X-Forwarded-For (httpJson's clientAddress).
      TRUSTED_PROXIES: '127.0.0.1,::1',
      ...opts.env,
    },
  });
  live.add(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  // 'close', not 'exit': it waits for the pipes to drain too, so the server's last lines are kept.
  const exited = new Promise<Exit>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  void exited.then(() => live.delete(child));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.startTimeoutMs ?? 60_000);
  while (!(await healthy(url))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${out}\n${err}`);
    if (Date.now() > deadline) {
      signalGroup(child, 'SIGKILL');
      throw new Error(`server did not become healthy in time:\n${out}\n${err}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    pid: child.pid!,
    stdout: () => out,
    stderr: () => err,
    alive: () => child.exitCode === null && child.signalCode === null,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) signalGroup(child, signal);
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
      const exit = await exited;
      clearTimeout(timer);
      // Anything the server started and left behind goes with it.
      signalGroup(child, 'SIGKILL');
      return exit;
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

/** An answer over real HTTP; status 0 means no answer at all (refused, reset, timed out). */
export type HttpAnswer = { status: number; body: any; error?: string; ms: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** JSON over node:http: cheaper on CPU than fetch, and a dropped connection is an answer too. */
export function httpJson(
  baseUrl: string,
  method: string,
  path: string,
  opts: {
    token?: string;
    body?: unknown;
    requestId?: string;
    timeoutMs?: number;
    clientAddress?: string;
    /** The local address the connection is made from (127.0.0.2: a client that is no proxy of the server's). */
    from?: string;
  } = {},
): Promise<HttpAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.requestId) headers['x-request-id'] = opts.requestId;
  if (opts.clientAddress) headers['x-forwarded-for'] = opts.clientAddress;
  const started = performance.now();
  const ms = () => performance.now() - started;
  return new Promise((resolve) => {
    const target = { host: hostname, port, method, path, agent, headers, localAddress: opts.from, timeout: opts.timeoutMs ?? 15_000 };
    const req = http.request(target, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (e) => resolve({ status: 0, body: null, error: e.message, ms: ms() }));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          /* not JSON: the caller sees the text */
        }
        resolve({ status: res.statusCode ?? 0, body, ms: ms() });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ status: 0, body: null, error: e.code ?? e.message, ms: ms() }));
    req.end(payload);
  });
}
