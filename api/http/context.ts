import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { Sql } from '../db/connect.ts';
import type { EventStore } from '../eventStore/eventStore.ts';
import type { EventMetadata } from '../eventStore/types.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { ReadModels } from '../../projections/index.ts';
import type { SessionCache, SessionUser } from '../auth/sessionCache.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import type { OnlinePayments } from '../payments/onlinePayments.ts';
import type { Providers } from '../notifications/providers.ts';
import type { TrustedProxies } from './trustedProxies.ts';

/** The signed-in user as every route sees it (from the users read model, checked per request). */
export type AuthUser = SessionUser & { jti: string; tokenExpiresAt: Date };

export type AppEnv = { Variables: { user: AuthUser; requestId: string } };

export type Clock = () => Date;

/** What every module's routes are built from: injected, never reached for globally. */
export type AppDeps = {
  sql: Sql;
  store: EventStore;
  clock: Clock;
  tokens: TokenService;
  log: Logger;
  newId: () => string;
  /** The read models' queries, wired at the composition root (api/assemble.ts). */
  read: ReadModels;
  /** Signed-in users as last checked, forgotten at every revocation (api/auth/sessionCache.ts). */
  sessions: SessionCache;
  /** bcrypt on worker threads, bounded (api/auth/passwords.ts). */
  passwords: PasswordHasher;
  /** The proxies of ours whose X-Forwarded-For names the client (TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
  /** How long a new booking holds its bed unpaid, in hours (BOOKING_HOLD_HOURS). */
  holdHours: number;
  /** The payment provider, when one is configured, and the work its notifications start (api/payments/). */
  payments: OnlinePayments;
  /** The SMS and email providers configured (none: that channel is off), and PUBLIC_URL for links in messages. */
  notifications: { providers: Providers; publicUrl: string | null };
  /** How long a waitlist offer holds its bed (WAITLIST_OFFER_HOURS), and after how many lapses a student leaves the line (WAITLIST_MAX_LAPSES). */
  waitlist: { offerHours: number; maxLapses: number };
};

export function metadataFor(user: AuthUser | null, requestId: string, command: string): EventMetadata {
  return { actorId: user?.id ?? null, correlationId: requestId, command };
}

/** Who decides and when: what a command handled for a request carries (api/commands/handle.ts). */
export function commandOf(c: Context<AppEnv>, deps: Pick<AppDeps, 'clock'>, command: string) {
  return { metadata: metadataFor(c.get('user') ?? null, c.get('requestId'), command), clock: deps.clock };
}
