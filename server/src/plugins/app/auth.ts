import { ACCESS_TOKEN_COOKIE } from '@beacon/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { unauthorized } from '../../http-errors';
import { createBotChallengesRepository } from '../../repositories/bot-challenges-repository';
import { createAccessTokens } from '../../services/access-tokens';
import { createBotCheck, type BotCheck } from '../../services/altcha';
import { createAuthService, type AuthService, type Member } from '../../services/auth-service';
import { createFacebookVerifier } from '../../services/facebook';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    botCheck: BotCheck;
    /** onRequest hook: a valid bearer access token of a live login is required */
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: a bearer token is optional, but if one is sent it must be valid */
    optionalMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: a bearer token, or else the access token in the `apiV2` cookie (PDF downloads by link) */
    requireMemberOrCookie: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    member: Member | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/;

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Missing Authorization header: send "Authorization: Bearer <access token>"');
  const match = header.length <= 8192 ? BEARER.exec(header) : null;
  if (!match?.[1]) throw unauthorized('Malformed Authorization header: expected "Bearer <access token>"');
  return match[1];
}

/** The cookie the web app mirrors the access token into (spec §3 Tokens: "a cookie named apiV2 with path /"). */
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

function cookieToken(request: FastifyRequest): string {
  const header = request.headers.cookie;
  const value = (header && header.length <= 16_384 ? header.split(';') : [])
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${ACCESS_TOKEN_COOKIE}=`))
    ?.slice(ACCESS_TOKEN_COOKIE.length + 1);
  if (!value) throw unauthorized(`Sign-in required: send a bearer token or the ${ACCESS_TOKEN_COOKIE} cookie`);
  let token = value;
  try {
    token = decodeURIComponent(value);
  } catch {
    // not percent-encoded: use it as it is
  }
  if (token.length > 8192 || !JWT.test(token)) throw unauthorized(`Malformed ${ACCESS_TOKEN_COOKIE} cookie`);
  return token;
}

/** The signed-in member of a route that uses `requireMember`. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw unauthorized('Sign-in required');
  return request.member;
}

export interface AuthPluginOptions {
  fetch?: typeof fetch;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const { config, clock } = app;
    const accessTokens = createAccessTokens({
      secret: config.jwtSecret,
      ttlSeconds: config.accessTokenTtlSeconds,
      clock,
    });
    const botCheck = createBotCheck(config.altcha, createBotChallengesRepository(app.db, clock));
    const auth = createAuthService({
      db: app.db,
      config,
      clock,
      accessTokens,
      botCheck,
      facebook: createFacebookVerifier(config.facebook, options.fetch),
      throttle: app.loginThrottle,
      botCheckFailures: app.botCheckFailures,
      log: app.log,
    });
    app.decorate('auth', auth);
    app.decorate('botCheck', botCheck);
    app.decorateRequest('member', null);
    app.decorate('requireMember', async (request: FastifyRequest) => {
      request.member = await auth.memberFromAccessToken(bearerToken(request));
    });
    app.decorate('requireMemberOrCookie', async (request: FastifyRequest) => {
      const token = request.headers.authorization !== undefined ? bearerToken(request) : cookieToken(request);
      request.member = await auth.memberFromAccessToken(token);
    });
    app.decorate('optionalMember', async (request: FastifyRequest) => {
      if (request.headers.authorization !== undefined) {
        request.member = await auth.memberFromAccessToken(bearerToken(request));
      }
    });
  },
  { name: 'auth', dependencies: ['repositories'] },
);
