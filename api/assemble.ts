import type { Hono } from 'hono';
import { nanoid } from 'nanoid';
import pino, { type Logger } from 'pino';
import { inlineProjections, projections, readModels } from '../projections/index.ts';
import { startAsyncProjections } from '../projections/asyncRunner.ts';
import { ensureReadModels } from '../projections/rebuild/ensureReadModels.ts';
import { createApp } from './app.ts';
import { createTokenService } from './auth/tokens.ts';
import { passwordHasher, type PasswordHasher } from './auth/passwords.ts';
import { noSessionCache, startSessionCache, type SessionCache } from './auth/sessionCache.ts';
import { bootstrap } from './bootstrap.ts';
import type { Sql } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { createEventStore } from './eventStore/eventStore.ts';
import { LOG_MIGRATION_STEPS } from './eventStore/sealOldLog.ts';
import type { Readiness } from './health/health.routes.ts';
import type { AppDeps, AppEnv, Clock } from './http/context.ts';
import { NO_PROXIES, type TrustedProxies } from './http/trustedProxies.ts';
import type { SuperadminConfig } from './users/ensureSuperadmin.ts';
import { DEFAULT_NO_SHOW_DAYS } from '../shared/arrivals.ts';
import { DEFAULT_HOLD_HOURS, DEFAULT_WAITLIST_MAX_LAPSES, DEFAULT_WAITLIST_OFFER_HOURS } from './env.ts';
import { waitlistReactions } from './waitlist/reactions.ts';
import { onlinePayments } from './payments/onlinePayments.ts';
import type { PaymentProvider } from './payments/providers/provider.ts';
import type { Providers } from './notifications/providers.ts';
import { ensureNotifierCheckpoint } from './notifications/notifier.ts';

/**
 * The composition root: the one place that joins the API to the read models (projections/).
 * Everything else in api/ reaches them through AppDeps.
 */

/**
 * Migrations (with their steps in Node: a log written before sealing is sealed), then every read
 * model whose definition changed (or is new) rebuilt from the log.
 */
export async function prepareDatabase(sql: Sql, log: (message: string) => void = () => {}) {
  const applied = await migrate(sql, LOG_MIGRATION_STEPS);
  const rebuilt = await ensureReadModels(sql, projections, log);
  return { applied, rebuilt };
}

/** The async read models following the log, retried after an error. */
export const followTheLog = (sql: Sql, onError: (projection: string, error: unknown) => void) =>
  startAsyncProjections(sql, projections, { onError });

/** Wires the injected parts together; tests call it with their own clock, ids and logger. */
export function createDeps(opts: {
  sql: Sql;
  jwtSecret: string;
  log?: Logger;
  clock?: Clock;
  newId?: () => string;
  /** The server's and the tests' listen for revocations (startSessionCache); without one, every request asks the database. */
  sessions?: SessionCache;
  /** The tests' smaller hasher; otherwise the process's own. */
  passwords?: PasswordHasher;
  trustedProxies?: TrustedProxies;
  /** BOOKING_HOLD_HOURS; 72 without one. */
  holdHours?: number;
  /** NO_SHOW_DAYS; 3 without one. */
  noShowDays?: number;
  /** Online payments' provider; none: the office's manual flow alone. */
  paymentProvider?: PaymentProvider | null;
  /** SMS and email providers; none: nothing is sent. */
  notificationProviders?: Providers;
  /** Where the web app is reached, for links in messages (PUBLIC_URL); none: messages carry no link. */
  publicUrl?: string | null;
  /** WAITLIST_OFFER_HOURS and WAITLIST_MAX_LAPSES; 24 and 2 without them. */
  waitlist?: { offerHours?: number; maxLapses?: number };
}): AppDeps {
  const newId = opts.newId ?? (() => nanoid());
  const log = opts.log ?? pino({ level: 'silent' });
  // Every append passes the waitlist's reactions, which append through the same store.
  const store = createEventStore(opts.sql, inlineProjections, newId, (tx, events) => reactions(tx, events));
  const deps: AppDeps = {
    sql: opts.sql,
    store,
    read: readModels,
    clock: opts.clock ?? (() => new Date()),
    tokens: createTokenService(opts.jwtSecret),
    log,
    newId,
    sessions: opts.sessions ?? noSessionCache,
    passwords: opts.passwords ?? passwordHasher,
    trustedProxies: opts.trustedProxies ?? NO_PROXIES,
    holdHours: opts.holdHours ?? DEFAULT_HOLD_HOURS,
    noShowDays: opts.noShowDays ?? DEFAULT_NO_SHOW_DAYS,
    payments: onlinePayments(opts.paymentProvider ?? null, log),
    notifications: { providers: opts.notificationProviders ?? {}, publicUrl: opts.publicUrl ?? null },
    waitlist: {
      offerHours: opts.waitlist?.offerHours ?? DEFAULT_WAITLIST_OFFER_HOURS,
      maxLapses: opts.waitlist?.maxLapses ?? DEFAULT_WAITLIST_MAX_LAPSES,
    },
  };
  const reactions = waitlistReactions(deps);
  return deps;
}

/**
 * The application as every process that serves it builds it: the server, the read benchmark's
 * server and the tests. Signed-in users are kept between requests and forgotten at each
 * revocation, the injected parts are wired, the room types and the first superadmin seeded.
 */
export async function assembleApp(opts: {
  sql: Sql;
  /** The database's URL, for the connection that listens for revocations. */
  databaseUrl: string;
  jwtSecret: string;
  superadmin: SuperadminConfig;
  log?: Logger;
  clock?: Clock;
  readiness?: Readiness;
  passwords?: PasswordHasher;
  trustedProxies?: TrustedProxies;
  holdHours?: number;
  noShowDays?: number;
  paymentProvider?: PaymentProvider | null;
  notificationProviders?: Providers;
  publicUrl?: string | null;
  waitlist?: { offerHours?: number; maxLapses?: number };
  /** Routes added after the API's: the server's web pages, the benchmark's bare route. */
  moreRoutes?: (app: Hono<AppEnv>) => void;
}) {
  const log = opts.log ?? pino({ level: 'silent' });
  const sessions = startSessionCache(opts.databaseUrl, log);
  try {
    const deps = createDeps({
      sql: opts.sql,
      jwtSecret: opts.jwtSecret,
      log,
      clock: opts.clock,
      sessions,
      passwords: opts.passwords,
      trustedProxies: opts.trustedProxies,
      holdHours: opts.holdHours,
      noShowDays: opts.noShowDays,
      paymentProvider: opts.paymentProvider,
      notificationProviders: opts.notificationProviders,
      publicUrl: opts.publicUrl,
      waitlist: opts.waitlist,
    });
    const createdSuperadmin = await bootstrap(deps, opts.superadmin);
    await ensureNotifierCheckpoint(opts.sql);
    const app = createApp(deps, opts.readiness, opts.moreRoutes);
    return { app, deps, createdSuperadmin, close: () => sessions.close() };
  } catch (error) {
    await sessions.close();
    throw error;
  }
}
