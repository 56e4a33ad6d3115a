import { Hono, type Context } from 'hono';
import { metadataFor, type AppDeps, type AppEnv, type AuthUser } from '../http/context.ts';
import { ApiError, unauthenticated } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { BCRYPT_COST, createAccount } from '../users/createAccount.ts';
import { registerSchema } from '../users/users.schemas.ts';
import { handleUserCommand } from '../users/userStream.ts';
import { changePasswordSchema, loginSchema } from './auth.schemas.ts';
import { decideSignIn } from './login.decide.ts';
import { clearSignInFailures, reserveSignInAttempt, returnSignInAttempt, type SignInAttempt } from './loginAttempts.ts';
import { deviceOf, rememberDevice } from './devices.ts';
import { clientAddress } from '../http/clientAddress.ts';

// An unknown email is compared against this hash (cost 10, of a random secret nobody kept), so
// it takes as long as a wrong password and the timing does not tell which emails have accounts.
const DUMMY_HASH = '$2b$10$Z2BMNoDfqRgajyGEWPqhn./1aPQhTUIgAb5aeXnJZHTjYUUHybhei';

/** Register and sign in: the only routes besides health that need no token. */
export function publicAuthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/register', validate('json', registerSchema), async (c) => {
      // No count per address: a campus registers behind one. A flood pays in its share of the hashing.
      const user = await deps.passwords.admitted(clientAddress(c, deps.trustedProxies), () =>
        createAccount(deps, c.req.valid('json'), 'user', { createdBy: null, requestId: c.get('requestId'), command: 'RegisterUser' }),
      );
      return c.json({ data: user, message: MESSAGES.register.registered }, 201);
    })
    .post('/login', validate('json', loginSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const now = deps.clock();
      const { attempt, share } = await attemptOf(deps, c, email, now);
      const { keepSession, account, matches } = await judged(deps, attempt, share, now, async () => {
        // The account is read here anyway: the new token's first request need not read it again.
        const keepSession = deps.sessions.reading();
        const account = await deps.read.users.findSignInAccount(deps.sql, email);
        return { keepSession, account, matches: await deps.passwords.verify(password, account?.password_hash ?? DUMMY_HASH) };
      });
      const { password_hash: _hash, session_generation, ...user } = decideSignIn(account, matches);
      await clearSignInFailures(deps.sql, attempt);
      // Said only to whoever knows the password: the answer tells no one else the account exists.
      if (!user.active) throw new ApiError(403, MESSAGES.staff.deactivatedAccount);
      await rememberDevice(deps, c, email, attempt.device, now);
      const jti = deps.newId();
      const { token } = await deps.tokens.issue(user.id, jti, now, session_generation);
      keepSession(jti, user);
      return c.json({ token, user });
    });
}

/**
 * Who makes a sign-in attempt, and whose share of the hashing it takes: a browser that signed in
 * to the account before (its device cookie) has a share of its own, anyone else their address's.
 */
async function attemptOf(deps: AppDeps, c: Context<AppEnv>, email: string, now: Date) {
  const device = await deviceOf(deps, c, email, now);
  const client = clientAddress(c, deps.trustedProxies);
  return { attempt: { email, client, device }, share: device ? `device:${device}` : client };
}

/**
 * Runs `check` (a password comparison) within the sign-in limits: a request the hashing cannot
 * take is refused before any other work, one past a limit before it holds any of the hashing,
 * and an attempt never judged (refused as busy, a failed read) is given back.
 */
async function judged<T>(deps: AppDeps, attempt: SignInAttempt, share: string, now: Date, check: () => Promise<T>): Promise<T> {
  deps.passwords.checkRoom(share);
  await reserveSignInAttempt(deps.sql, attempt, now);
  try {
    return await deps.passwords.admitted(share, check);
  } catch (error) {
    await returnSignInAttempt(deps.sql, attempt, now).catch(() => {});
    throw error;
  }
}

/** What a signed-in user does with their own session (mounted after authentication). */
export function sessionRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/logout', async (c) => {
      const user = c.get('user');
      await handleUserCommand(deps, user.id, {
        metadata: metadataFor(user, c.get('requestId'), 'LogOut'),
        command: { type: 'LogOut', user_id: user.id, jti: user.jti, expires_at: user.tokenExpiresAt },
      });
      return c.json({ message: MESSAGES.session.loggedOut });
    })
    .get('/user', async (c) => {
      const user = await deps.read.users.findUser(deps.sql, c.get('user').id);
      if (!user) throw unauthenticated();
      return c.json({ data: user });
    })
    .post('/auth/change-password', validate('json', changePasswordSchema), async (c) => {
      const user = c.get('user');
      const { current_password, new_password } = c.req.valid('json');
      const { checked_hash, password_hash } = await checkAndHash(deps, c, user, current_password, new_password);
      // The change ends every session of the user, this one too: it goes on with a token of the new generation.
      let generation = 0;
      await handleUserCommand(deps, user.id, {
        metadata: metadataFor(user, c.get('requestId'), 'ChangePassword'),
        command: { type: 'ChangePassword', user_id: user.id, checked_hash, password_hash },
        then: async (tx) => {
          generation = (await deps.read.users.findPassword(tx, user.id))!.session_generation;
        },
      });
      const { token } = await deps.tokens.issue(user.id, deps.newId(), deps.clock(), generation);
      const changed = await deps.read.users.findUser(deps.sql, user.id);
      return c.json({ token, user: changed, message: MESSAGES.staff.passwordChanged });
    });
}

/**
 * Checks the current password as a sign-in would (the same limits on failures, the bounded
 * hasher), and hashes the new one: a stolen session cannot guess its way to the password faster
 * than the sign-in page allows.
 */
async function checkAndHash(deps: AppDeps, c: Context<AppEnv>, user: AuthUser, current: string, chosen: string) {
  const now = deps.clock();
  const { attempt, share } = await attemptOf(deps, c, user.email, now);
  const wrong = MESSAGES.staff.currentPasswordWrong;
  const { account, matches, password_hash } = await judged(deps, attempt, share, now, async () => {
    const account = await deps.read.users.findPassword(deps.sql, user.id);
    const matches = await deps.passwords.verify(current, account?.password_hash ?? DUMMY_HASH);
    return { account, matches, password_hash: account && matches ? await deps.passwords.hash(chosen, BCRYPT_COST) : '' };
  });
  if (!account) throw unauthenticated();
  if (!matches) throw new ApiError(422, wrong, { current_password: [wrong] });
  await clearSignInFailures(deps.sql, attempt);
  return { checked_hash: account.password_hash, password_hash };
}
