import { compactVerify, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

// Access tokens: HS256 JWTs of 15 minutes with the claims the client reads (spec §3: sub, firstName, lastName) plus
// `sid`, the login they belong to, so revoking a login also ends its access tokens. Only HS256 with our key is
// accepted: `alg: none`, other algorithms and other keys are refused by jose.

export const TOKEN_ISSUER = 'beacon-provider-api';
export const TOKEN_AUDIENCE = 'beacon-members';
const ALGORITHMS = ['HS256'];

export interface AccessClaims {
  accountId: number;
  firstName: string;
  lastName: string;
  sessionId: string;
}

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'The access token has expired' : 'The access token is invalid');
  }
}

function toClaims(payload: JWTPayload): AccessClaims {
  const { sub, sid, firstName, lastName } = payload as JWTPayload & Record<string, unknown>;
  if (
    typeof sub !== 'string' ||
    !/^[1-9]\d{0,14}$/.test(sub) ||
    typeof sid !== 'string' ||
    typeof firstName !== 'string' ||
    typeof lastName !== 'string'
  ) {
    throw new InvalidTokenError('invalid');
  }
  return { accountId: Number(sub), sessionId: sid, firstName, lastName };
}

/** Verified tokens kept so that a member's next calls skip the signature check (WebCrypto's HMAC is asynchronous
 * and costs more than the rest of a small request); each entry still honours the token's expiry. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokens(options: { secret: string; ttlSeconds: number; clock: () => number }) {
  const key = new TextEncoder().encode(options.secret);
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  return {
    async sign(claims: AccessClaims): Promise<string> {
      const now = Math.floor(options.clock() / 1000);
      return new SignJWT({ firstName: claims.firstName, lastName: claims.lastName, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.accountId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + options.ttlSeconds)
        .sign(key);
    },

    /** Verifies signature, algorithm, issuer, audience and expiry. */
    async verify(token: string): Promise<AccessClaims> {
      const known = verified.get(token);
      if (known) {
        if (options.clock() < known.expiresAtMs) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ALGORITHMS,
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          currentDate: new Date(options.clock()),
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const claims = toClaims(payload);
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, expiresAtMs: (payload.exp ?? 0) * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
      }
    },

    /** Verifies only that we issued the token (signature, algorithm, issuer); an expired token is fine. Used for the
     * `lastAccessToken` of a refresh, which is normally expired by then. */
    async verifyIgnoringExpiry(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await compactVerify(token, key, { algorithms: ALGORITHMS });
        const parsed: unknown = JSON.parse(new TextDecoder().decode(payload));
        if (typeof parsed !== 'object' || parsed === null) throw new InvalidTokenError('invalid');
        const claims = parsed as JWTPayload;
        if (claims.iss !== TOKEN_ISSUER) throw new InvalidTokenError('invalid');
        return toClaims(claims);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError('invalid');
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
