import { assembleApp } from '../../api/assemble.ts';
import { createPasswordHasher, DEFAULT_HASHER_LIMITS, type PasswordHasher } from '../../api/auth/passwords.ts';
import { parseTrustedProxies } from '../../api/http/trustedProxies.ts';
import type { PaymentProvider } from '../../api/payments/providers/provider.ts';
import type { Providers } from '../../api/notifications/providers.ts';
import type { Logger } from 'pino';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

export const TEST_SUPERADMIN = { email: 'superadmin@hostel.test', password: 'super-secret-1' };
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A clock tests can move: starts at `start` and only moves when told. */
export class TestClock {
  constructor(private current = new Date('2026-09-01T08:00:00Z')) {}
  now = () => new Date(this.current);
  set(at: Date | string) {
    this.current = new Date(at);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers };

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// Tests register and sign in many at once on a busy machine; the hashing bound has its own
// test (auth.hashingQueue.test.ts), and must not make the others flaky.
const patientHasher = createPasswordHasher({ ...DEFAULT_HASHER_LIMITS, maxQueued: 10_000, maxWaitMs: 120_000, perClient: 10_000 });

let calls = 0;
/**
 * Each call comes from an address of its own unless the test names one (`clientAddress`), so
 * only the tests about the limits kept per client address meet them.
 */
const nextAddress = () => {
  calls++;
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
};

/**
 * The real application on a fresh real database, called through `app.request()`: no network,
 * but every middleware, route, event and projection runs as in production.
 */
export async function createTestApp(
  opts: {
    clock?: TestClock;
    db?: TestDatabase;
    passwords?: PasswordHasher;
    /** TRUSTED_PROXIES as an operator writes it; none by default. */
    trustedProxies?: string;
    paymentProvider?: PaymentProvider;
    notificationProviders?: Providers;
    publicUrl?: string;
    log?: Logger;
  } = {},
) {
  const db = opts.db ?? (await createTestDatabase());
  const clock = opts.clock ?? new TestClock();
  const {
    app,
    deps,
    close: closeSessions,
  } = await assembleApp({
    sql: db.sql,
    databaseUrl: db.url,
    jwtSecret: TEST_JWT_SECRET,
    superadmin: TEST_SUPERADMIN,
    clock: clock.now,
    passwords: opts.passwords ?? patientHasher,
    trustedProxies: parseTrustedProxies(opts.trustedProxies ?? ''),
    paymentProvider: opts.paymentProvider,
    notificationProviders: opts.notificationProviders,
    publicUrl: opts.publicUrl,
    log: opts.log,
  });

  async function call<T = any>(
    method: string,
    path: string,
    init: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string; clientAddress?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] ??= 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    // The connection's address, where @hono/node-server puts it.
    const connection = { incoming: { socket: { remoteAddress: init.clientAddress ?? nextAddress() } } };
    const res = await app.request(
      path,
      { method, headers, body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)) },
      connection,
    );
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: tests assert on the text */
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }

  const close = async () => {
    await closeSessions();
    await db.drop();
  };
  return { app, deps, db, clock, sql: db.sql, call, close };
}
