import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 60 * 60 * 12;

/**
 * `gen`: the account's session generation when the token was issued; an event that ends the
 * account's sessions (a deactivation, a password reset or change) moves it on, and the token with it
 * is refused. A token issued before generations existed reads as 0.
 */
export type TokenClaims = { sub: string; jti: string; exp: number; gen: number };

export type TokenService = {
  issue: (userId: string, jti: string, now: Date, generation?: number) => Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a valid token, or null for any token that is not (forged, expired, alg none…). */
  verify: (token: string, now: Date) => Promise<TokenClaims | null>;
  /** A device token: this browser, known as `device`, signed in to `email` (api/auth/devices.ts). */
  issueDevice: (email: string, device: string, now: Date) => Promise<string>;
  /** The device a valid device token names for `email`, or null (another email, forged, expired). */
  verifyDevice: (token: string, email: string, now: Date) => Promise<string | null>;
};

export const DEVICE_LIFETIME_SECONDS = 60 * 60 * 24 * 180;
// Its own issuer: a device token is never taken for a session, nor a session for a device.
const DEVICE_ISSUER = 'hostel-device';

/** Verified tokens kept so a student's every request skips the HMAC; far above one hostel's users. */
const VERIFIED_CACHE_SIZE = 20_000;

export function createTokenService(secret: string): TokenService {
  // Imported once: handing jose raw bytes re-imports the key on every sign and verify.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // A token's signature and claims never change, so a token verified once is valid until its
  // expiry, which is checked on every use. Revocation and deletion are not the token's business:
  // authenticate asks the database about those on every request.
  const verified = new Map<string, TokenClaims>();
  const remember = (token: string, claims: TokenClaims) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  return {
    async issue(userId, jti, now, generation = 0) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + TOKEN_LIFETIME_SECONDS;
      const token = await new SignJWT({ gen: generation })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(jti)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .setIssuer('hostel')
        .sign(await key);
      // Signed here a moment ago: its first use needs no HMAC either (a student signs in, then books).
      remember(token, { sub: userId, jti, exp, gen: generation });
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token, now) {
      const known = verified.get(token);
      if (known) return known.exp > now.getTime() / 1000 ? known : null;
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: 'hostel',
          currentDate: now,
        });
        const gen = payload.gen ?? 0;
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.jti !== 'string' ||
          typeof payload.exp !== 'number' ||
          !Number.isSafeInteger(gen)
        ) {
          return null;
        }
        const claims = { sub: payload.sub, jti: payload.jti, exp: payload.exp, gen: gen as number };
        remember(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
    async issueDevice(email, device, now) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ dev: device })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(email.toLowerCase())
        .setIssuedAt(iat)
        .setExpirationTime(iat + DEVICE_LIFETIME_SECONDS)
        .setIssuer(DEVICE_ISSUER)
        .sign(await key);
    },
    async verifyDevice(token, email, now) {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], issuer: DEVICE_ISSUER, currentDate: now });
        return payload.sub === email.toLowerCase() && typeof payload.dev === 'string' ? payload.dev : null;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
