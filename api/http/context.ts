import type { Logger } from 'pino';
import type { Sql } from '../db/connect.ts';
import type { EventStore } from '../eventStore/eventStore.ts';
import type { EventMetadata } from '../eventStore/types.ts';
import type { Role } from '../../shared/constants.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { RoomJsonCache } from '../rooms/roomJsonCache.ts';
import type { SessionCache } from '../auth/sessionCache.ts';

/** The signed-in user as every route sees it (from the users read model, checked per request). */
export type AuthUser = {
  id: string;
  fname: string;
  lname: string;
  email: string;
  phone_number: string;
  gender: string;
  country: string;
  program: string | null;
  role: Role;
  user_type: string;
  jti: string;
  tokenExpiresAt: Date;
};

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
  /** What room lists write of each room besides beds_left, kept by this process. */
  roomJson: RoomJsonCache;
  /** Signed-in users as last checked, forgotten at every revocation (api/auth/sessionCache.ts). */
  sessions: SessionCache;
};

export function metadataFor(user: AuthUser | null, requestId: string, command: string): EventMetadata {
  return { actorId: user?.id ?? null, correlationId: requestId, command };
}
