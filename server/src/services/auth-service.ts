import { createHash, randomBytes, randomUUID } from 'node:crypto';

import { messages, type FacebookLoginInput, type PasswordLoginInput, type RefreshTokenInput } from '@beacon/validation';
import type { Kysely } from 'kysely';

import type { Config } from '../config';
import type { Account, Database } from '../db/schema';
import { invalid, tooManyAttempts, unauthenticated, upstreamFailed } from '../domain/errors';
import { createAccountsRepository } from '../repositories/accounts-repository';
import type { BotCheckFailuresRepository } from '../repositories/bot-check-failures-repository';
import type { LoginThrottleRepository, ThrottleKey } from '../repositories/login-throttle-repository';
import { createSessionsRepository } from '../repositories/sessions-repository';
import { InvalidTokenError, type AccessTokens } from './access-tokens';
import type { BotCheck } from './altcha';
import { FacebookUnavailableError, type FacebookVerifier } from './facebook';
import { createPasswordChecker, hashPassword, needsRehash } from './passwords';

// The login flows of spec §7 and issue 3: e-mail + password with the bot check, the Facebook login, refresh with
// rotation and reuse detection, logout. Routes stay thin and call these.

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface Member {
  accountId: number;
  sessionId: string;
  firstName: string;
  lastName: string;
}

export interface RequestContext {
  ip: string;
  deviceId: string;
}

interface Deps {
  db: Kysely<Database>;
  config: Config;
  clock: () => number;
  accessTokens: AccessTokens;
  botCheck: BotCheck;
  facebook: FacebookVerifier;
  throttle: LoginThrottleRepository;
  botCheckFailures: BotCheckFailuresRepository;
  log: { warn: (object: object, message: string) => void };
}

export const BOT_CHECK_FAILED = 'The bot check failed. Please try again.';
export const LOGIN_ENDED = 'This login has ended. Please sign in again.';
const REFRESH_INVALID = 'The refresh token is invalid or has expired';

/** How long a login found live is taken as live without asking the database again. A logout or a revocation on
 * this instance ends it here at once; on another instance within this time. */
export const LIVE_SESSION_RECHECK_MS = 1000;
/**
 * How long a spent refresh token is still honoured (with a new token) before its return counts as reuse and ends the
 * login. Its answer can be lost without anyone holding a copy: the page reloaded or closed while the refresh was in
 * flight, and the next page load still had the old token, or two tabs of the login refreshed at once. Without the
 * leeway either ended the member's login everywhere (seen in the journeys: a reload during a refresh signed the
 * member out). 30 s, as Okta's default grace period; a copy used later still revokes the login.
 */
export const REFRESH_REUSE_LEEWAY_MS = 30_000;
const LIVE_SESSIONS_CACHE_SIZE = 10_000;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function createAuthService(deps: Deps) {
  const { db, config, clock, accessTokens, throttle } = deps;
  const checkPassword = createPasswordChecker(config.passwordHash);

  // Every member call checks that its login is still live; a member's calls come in bursts (a page loads several
  // resources), so a live login is remembered for a moment instead of being read again for each of them.
  const maxAgeMs = config.sessionMaxAgeSeconds * 1000;
  /** A login ends for good at its sign-in time + the maximum age; rotation never carries a refresh token past it. */
  const sessionEnd = (signedInAt: number) => signedInAt + maxAgeMs;
  const refreshTokenExpiry = (signedInAt: number, now: number) =>
    Math.min(now + config.refreshTokenTtlSeconds * 1000, sessionEnd(signedInAt));

  const liveSessions = new Map<string, { accountId: number; until: number }>();
  const forgetSession = (sessionId: string) => liveSessions.delete(sessionId);

  async function issueTokens(account: Account, method: string, deviceId: string): Promise<TokenPair> {
    const now = clock();
    const sessionId = randomUUID();
    const refreshToken = randomBytes(32).toString('base64url');
    await db.transaction().execute(async (trx) => {
      const sessions = createSessionsRepository(trx);
      await sessions.create({ id: sessionId, accountId: account.id, method, deviceId, now });
      await sessions.addRefreshToken({
        hash: sha256(refreshToken),
        sessionId,
        now,
        expiresAt: refreshTokenExpiry(now, now),
      });
    });
    const accessToken = await accessTokens.sign({
      accountId: account.id,
      sessionId,
      firstName: account.first_name,
      lastName: account.last_name,
    });
    return { accessToken, refreshToken };
  }

  async function ensureNotThrottled(keys: ThrottleKey[]): Promise<void> {
    const waitMs = await throttle.waitMs(keys, clock());
    if (waitMs > 0) throw tooManyAttempts('failed sign-in attempts', waitMs);
  }

  /**
   * The bot check comes first and is all an attempt without a solved proof of work reaches: its failure is counted
   * against the IP's own bot-check limit, never against the login throttle (a failure there costs the attacker
   * nothing, so it must not slow down a member's account or everyone behind one address), and nothing about the
   * account (not even whether it is throttled) is looked up before it passes.
   */
  async function passBotCheck(payload: string, ip: string): Promise<void> {
    const waitMs = await deps.botCheckFailures.waitMs(ip, clock());
    if (waitMs > 0) throw tooManyAttempts('failed bot checks', waitMs);
    const bot = await deps.botCheck.verify(payload);
    if (!bot.ok) {
      await deps.botCheckFailures.recordFailure(ip, clock());
      throw invalid(BOT_CHECK_FAILED);
    }
  }

  return {
    async passwordLogin(input: PasswordLoginInput, context: RequestContext): Promise<TokenPair> {
      const email = input.email.trim().toLowerCase();
      const ipKey: ThrottleKey = { scope: 'ip', subject: context.ip };
      const accountKey: ThrottleKey = { scope: 'account', subject: email };
      await passBotCheck(input.recaptchaResponse, context.ip);
      await ensureNotThrottled([accountKey, ipKey]);

      const accounts = createAccountsRepository(db);
      const account = await accounts.findByEmail(email);
      const valid = await checkPassword(input.password, account?.password_hash);
      if (!account || !valid || !account.password_hash) {
        const now = clock();
        await throttle.recordFailure(accountKey, now);
        await throttle.recordFailure(ipKey, now);
        throw unauthenticated(messages.loginInvalid);
      }
      await throttle.clear(accountKey);
      if (needsRehash(account.password_hash, config.passwordHash)) {
        await accounts.updatePasswordHash(account.id, await hashPassword(input.password, config.passwordHash), clock());
      }
      return issueTokens(account, 'password', context.deviceId);
    },

    async facebookLogin(input: FacebookLoginInput, context: RequestContext): Promise<TokenPair> {
      const ipKey: ThrottleKey = { scope: 'ip', subject: context.ip };
      await ensureNotThrottled([ipKey]);
      let profile;
      try {
        profile = await deps.facebook.verify(input.accessToken);
      } catch (error) {
        if (error instanceof FacebookUnavailableError) {
          deps.log.warn({ reason: error.message }, 'facebook login unavailable');
          throw upstreamFailed(messages.loginFailed);
        }
        throw error;
      }
      if (!profile) {
        await throttle.recordFailure(ipKey, clock());
        throw unauthenticated(messages.loginInvalid);
      }
      const accounts = createAccountsRepository(db);
      let account = await accounts.findByIdentity('facebook', profile.id);
      if (!account && profile.email) {
        // Facebook only returns confirmed addresses; a member with that e-mail gets the identity linked.
        account = await accounts.findByEmail(profile.email);
        if (account) await accounts.linkIdentity('facebook', profile.id, account.id, clock());
      }
      if (!account) {
        // Beacon is members-only: a Facebook account that matches no member does not create one.
        await throttle.recordFailure(ipKey, clock());
        throw unauthenticated(messages.loginInvalid);
      }
      return issueTokens(account, 'facebook', context.deviceId);
    },

    async refresh(input: RefreshTokenInput): Promise<TokenPair> {
      let lastClaims;
      try {
        lastClaims = await accessTokens.verifyIgnoringExpiry(input.lastAccessToken);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw unauthenticated('lastAccessToken is not a token of this service');
        throw error;
      }
      const now = clock();
      const hash = sha256(input.refreshToken);
      const newRefreshToken = randomBytes(32).toString('base64url');

      const outcome = await db.transaction().execute(async (trx) => {
        const sessions = createSessionsRepository(trx);
        const token = await sessions.findRefreshToken(hash);
        if (!token) return { kind: 'invalid' as const };
        const session = await sessions.find(token.session_id);
        if (!session || session.revoked_at !== null) return { kind: 'invalid' as const };
        const reuse = async () => {
          // A used token came back: someone holds a copy. End the login for everyone holding its tokens.
          await sessions.revoke(session.id, 'refresh_token_reuse', now);
          forgetSession(session.id);
          return { kind: 'reused' as const, sessionId: session.id };
        };
        if (token.used_at !== null && now - token.used_at > REFRESH_REUSE_LEEWAY_MS) return reuse();
        // Past the login's absolute end it is refused like an expired token, whatever the token's own expiry says
        // (tokens issued before the maximum age was lowered).
        if (token.expires_at <= now || sessionEnd(session.created_at) <= now) return { kind: 'invalid' as const };
        // The access token must be one we issued for the same login (expired is fine); a mismatch spends nothing.
        if (lastClaims.sessionId !== session.id) return { kind: 'invalid' as const };
        // Spent now, or already within the leeway (then a concurrent refresh may have spent it meanwhile: that is the
        // same case).
        if (token.used_at === null) await sessions.consumeRefreshToken(hash, now);
        const account = await createAccountsRepository(trx).findById(session.account_id);
        if (!account) return { kind: 'invalid' as const };
        await sessions.addRefreshToken({
          hash: sha256(newRefreshToken),
          sessionId: session.id,
          now,
          expiresAt: refreshTokenExpiry(session.created_at, now),
        });
        await sessions.touch(session.id, now);
        return { kind: 'rotated' as const, account, sessionId: session.id };
      });

      if (outcome.kind === 'reused') {
        deps.log.warn({ sessionId: outcome.sessionId }, 'refresh token reused: login revoked');
        throw unauthenticated(LOGIN_ENDED);
      }
      if (outcome.kind === 'invalid') throw unauthenticated(REFRESH_INVALID);
      const accessToken = await accessTokens.sign({
        accountId: outcome.account.id,
        sessionId: outcome.sessionId,
        firstName: outcome.account.first_name,
        lastName: outcome.account.last_name,
      });
      return { accessToken, refreshToken: newRefreshToken };
    },

    /** Ends the login named by a refresh token (used when the access token is already gone). */
    async logoutByRefreshToken(refreshToken: string): Promise<boolean> {
      const sessions = createSessionsRepository(db);
      const token = await sessions.findRefreshToken(sha256(refreshToken));
      if (!token) return false;
      await sessions.revoke(token.session_id, 'logout', clock());
      forgetSession(token.session_id);
      return true;
    },

    async logout(sessionId: string): Promise<void> {
      await createSessionsRepository(db).revoke(sessionId, 'logout', clock());
      forgetSession(sessionId);
    },

    /**
     * Which of these logins are still live: not revoked and within their maximum age, the rule of
     * memberFromAccessToken, read in one query for all (the live-update streams of an instance ask on every poll,
     * issue 55). The ended ones are forgotten here too, so that their next call on this instance is refused at once
     * rather than after LIVE_SESSION_RECHECK_MS.
     */
    async liveLoginsAmong(sessionIds: readonly string[]): Promise<Set<string>> {
      const now = clock();
      const live = new Set<string>();
      for (const session of await createSessionsRepository(db).findUnrevoked(sessionIds)) {
        if (sessionEnd(session.created_at) > now) live.add(session.id);
      }
      for (const sessionId of sessionIds) if (!live.has(sessionId)) forgetSession(sessionId);
      return live;
    },

    /** Resolves a bearer access token to the signed-in member, or throws a 401. */
    async memberFromAccessToken(token: string): Promise<Member> {
      let claims;
      try {
        claims = await accessTokens.verify(token);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw unauthenticated(error.message);
        throw error;
      }
      const now = clock();
      const live = liveSessions.get(claims.sessionId);
      if (live && live.until > now && live.accountId === claims.accountId) return claims;
      const session = await createSessionsRepository(db).find(claims.sessionId);
      if (
        !session ||
        session.revoked_at !== null ||
        session.account_id !== claims.accountId ||
        sessionEnd(session.created_at) <= now
      ) {
        forgetSession(claims.sessionId);
        throw unauthenticated(LOGIN_ENDED);
      }
      if (liveSessions.size >= LIVE_SESSIONS_CACHE_SIZE)
        liveSessions.delete(liveSessions.keys().next().value as string);
      liveSessions.set(claims.sessionId, { accountId: session.account_id, until: now + LIVE_SESSION_RECHECK_MS });
      return claims;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
