import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import pino from 'pino';
import { assembleApp, followTheLog, prepareDatabase } from './assemble.ts';
import { startHoldSweeper } from './bookings/holdExpiry.ts';
import { sweepOffers } from './waitlist/lapseSweep.ts';
import { connectDatabase } from './db/connect.ts';
import { exitOnSetupError } from './db/setupError.ts';
import { parseEnv } from './env.ts';
import { loadJwtSecret } from './auth/secret.ts';
import { bcryptLibrary } from './auth/bcryptLibrary.mjs';
import { closeServer } from './http/closeServer.ts';
import { httpServerOptions } from './http/serverOptions.ts';
import { serveWebApp } from './http/webApp.ts';
import { WEB_DIST } from '../shared/webDist.ts';
import { paystackProvider } from './payments/providers/paystack.ts';
import { startReconciler } from './payments/reconciler.ts';
import { startNotificationWork } from './notifications/notificationWork.ts';
import type { Providers } from './notifications/providers.ts';
import { providersFromEnv } from './notifications/providersFromEnv.ts';

let env;
try {
  env = parseEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// Secrets never reach a log line, even through an object logged whole by mistake.
const log = pino({
  level: env.logLevel,
  redact: {
    paths: [
      'secretKey',
      '*.secretKey',
      'paystack',
      '*.paystack',
      'hubtel',
      '*.hubtel',
      'clientSecret',
      '*.clientSecret',
      'smtp',
      '*.smtp',
      'authorization',
      '*.authorization',
      '*.headers.authorization',
    ],
    censor: '[redacted]',
  },
});
const readiness = { ready: false };
// The SMS and email providers the environment configures (none: nothing is sent, nothing fails).
const notificationProviders: Providers = providersFromEnv(env);

// The shutdown below stops the database after the last answer, so no signal hook may stop it first.
// An embedded one left running by a server killed without its shutdown is taken over, and stopped
// with this one; one whose owner still runs (another server on this DATA_DIR) is only joined.
const database = await connectDatabase({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  log: (m) => log.info(m),
  stopOnSignal: false,
  adopt: true,
}).catch(exitOnSetupError);
const { applied, rebuilt } = await prepareDatabase(database.sql, (m) => log.info(m));
if (applied.length) log.info({ applied }, 'migrations applied');
if (rebuilt.length) log.info({ rebuilt }, 'read models built from the event log');

const {
  app,
  deps,
  createdSuperadmin: created,
  close: closeSessions,
} = await assembleApp({
  sql: database.sql,
  databaseUrl: database.url,
  jwtSecret: await loadJwtSecret(env.jwtSecret, env.dataDir),
  superadmin: env.superadmin,
  trustedProxies: env.trustedProxies,
  holdHours: env.holdHours,
  waitlist: env.waitlist,
  paymentProvider: env.paystack ? paystackProvider(env.paystack) : null,
  notificationProviders,
  publicUrl: env.publicUrl,
  log,
  readiness,
  moreRoutes: (root) => serveWebApp(root, WEB_DIST),
});
if (created) {
  console.log(
    `\n  First superadmin created. Sign in with:\n    email:    ${created.email}\n    password: ${created.password}\n` +
      `  This password is shown once. Set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD to choose your own.\n`,
  );
}

const reconciler = deps.payments.provider ? startReconciler(deps, env.paymentReconcileIntervalMs) : null;
if (deps.payments.provider) log.info({ provider: deps.payments.provider.name }, 'online payments on');
log.info({ library: bcryptLibrary }, 'passwords hashed with');

const runner = followTheLog(database.sql, (name, err) => log.warn({ projection: name, err }, 'async projection failed; will retry'));
// Every server sweeps; the stream versions make one expiry of each hold however many do.
const sweeper = startHoldSweeper(deps, {
  intervalMs: env.holdSweepSeconds * 1000,
  onExpired: (count) => log.info({ count }, 'holds past their deadline expired'),
  onError: (err, bookingId) => log.warn({ err, bookingId }, 'hold expiry failed; will retry at the next sweep'),
  // Waitlist offers past their deadline lapse in the same loop, exactly once by the same means.
  also: async (stopping) => {
    const lapsed = await sweepOffers(deps, {
      stopping,
      onError: (err, offerId) => log.warn({ err, offerId }, 'offer lapse failed; will retry at the next sweep'),
    });
    if (lapsed > 0) log.info({ count: lapsed }, 'waitlist offers past their deadline lapsed');
  },
});

// Every server follows the log for messages, reminds and sends; stream versions make each happen once.
const notifications = startNotificationWork(deps, {
  reminderIntervalMs: env.holdSweepSeconds * 1000,
  onError: (part, err) => log.warn({ part, err }, 'notifications failed; will retry'),
});
log.info({ sms: Boolean(notificationProviders.sms), email: Boolean(notificationProviders.email) }, 'notifications');

const server = serve(
  { fetch: app.fetch, port: env.port, hostname: env.host, serverOptions: httpServerOptions(env.requestTimeoutMs) },
  (info) => {
    readiness.ready = true;
    log.info({ host: env.host, trustedProxies: env.trustedProxies.entries }, `Hostel is running at http://localhost:${info.port}`);
    console.log(`Hostel is running at http://localhost:${info.port}`);
  },
);
// A HOST this machine does not have, or a port taken: said in one line, and the database stopped.
server.once('error', (error: NodeJS.ErrnoException) => {
  if (server.listening) throw error;
  console.error(
    `Cannot listen on ${env.host}:${env.port} (${error.code ?? error.message}): set HOST to an address of this machine and PORT to a free port.`,
  );
  void shutdown('listen failed', 1);
});

// Requests in progress get this long to finish: inside the ten seconds that docker stop and
// most process managers allow before they kill.
const SHUTDOWN_GRACE_MS = 8_000;
let stopping = false;
async function shutdown(signal: string, code = 0) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  await closeServer(server as Server, SHUTDOWN_GRACE_MS);
  await sweeper.stop();
  await notifications.stop();
  await runner.stop();
  await reconciler?.stop();
  await deps.payments.settled();
  await closeSessions();
  await database.close();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
