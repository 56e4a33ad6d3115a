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
import { clearSignInFailures, reserveSignInAttempt, returnSignInAttempt } from './loginAttempts.ts';
import { reserveRegistration, returnRegistration } from './registrationAttempts.ts';
import { clientAddress } from '../http/clientAddress.ts';

// An unknown email is compared against this hash (cost 10, of a random secret nobody kept), so
// it takes as long as a wrong password and the timing does not tell which emails have accounts.
const DUMMY_HASH = '$2b$10$Z2BMNoDfqRgajyGEWPqhn./1aPQhTUIgAb5aeXnJZHTjYUUHybhei';

/** Register and sign in: the only routes besides health that need no token. */
export function publicAuthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/register', validate('json', registerSchema), async (c) => {
      const user = await deps.passwords.admitted(async () => {
        const [client, now] = [clientAddress(c, deps.trustedProxies), deps.clock()];
        await reserveRegistration(deps.sql, client, now);
        return createAccount(deps, c.req.valid('json'), 'user', {
          createdBy: null,
          requestId: c.get('requestId'),
          command: 'RegisterUser',
        }).catch(async (error: unknown) => {
          if (error instanceof ApiError && error.status === 503) await returnRegistration(deps.sql, client, now).catch(() => {});
          throw error;
        });
      });
      return c.json({ data: user, message: MESSAGES.register.registered }, 201);
    })
    .post('/login', validate('json', loginSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const now = deps.clock();
      const attempt = { email, client: clientAddress(c, deps.trustedProxies) };
      // Refused before any other work: a flood of sign-ins costs the server as little as possible.
      const { keepSession, account, matches } = await deps.passwords.admitted(async () => {
        await reserveSignInAttempt(deps.sql, attempt, now);
        // The account is read here anyway: the new token's first request need not read it again.
        const keepSession = deps.sessions.reading();
        try {
          const account = await deps.read.users.findSignInAccount(deps.sql, email);
          return { keepSession, account, matches: await deps.passwords.verify(password, account?.password_hash ?? DUMMY_HASH) };
        } catch (error) {
          await returnSignInAttempt(deps.sql, attempt, now).catch(() => {});
          throw error;
        }
      });
      const { password_hash: _hash, session_generation, ...user } = decideSignIn(account, matches);
      await clearSignInFailures(deps.sql, attempt);
      // Said only to whoever knows the password: the answer tells no one else the account exists.
      if (!user.active) throw new ApiError(403, MESSAGES.staff.deactivatedAccount);
      const jti = deps.newId();
      const { token } = await deps.tokens.issue(user.id, jti, now, session_generation);
      keepSession(jti, user);
      return c.json({ token, user });
    });
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
  const attempt = { email: user.email, client: clientAddress(c, deps.trustedProxies) };
  const wrong = MESSAGES.staff.currentPasswordWrong;
  return deps.passwords.admitted(async () => {
    await reserveSignInAttempt(deps.sql, attempt, now);
    let account: { password_hash: string } | undefined;
    let matches: boolean;
    try {
      account = await deps.read.users.findPassword(deps.sql, user.id);
      matches = await deps.passwords.verify(current, account?.password_hash ?? DUMMY_HASH);
    } catch (error) {
      await returnSignInAttempt(deps.sql, attempt, now).catch(() => {});
      throw error;
    }
    if (!account) throw unauthenticated();
    if (!matches) throw new ApiError(422, wrong, { current_password: [wrong] });
    await clearSignInFailures(deps.sql, attempt);
    return { checked_hash: account.password_hash, password_hash: await deps.passwords.hash(chosen, BCRYPT_COST) };
  });
}
