import {
  type AuthenticateInput,
  authenticateSchema,
  errorResponses,
  isFacebookLogin,
  type LogoutInput,
  logoutSchema,
  noContent,
  type RefreshTokenInput,
  refreshTokenSchema,
  tokenPairResponseSchema,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { unauthorized } from '../../http-errors';
import { OPTIONAL_MEMBER_SECURITY, routeSchema } from './validation';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: AuthenticateInput }>(
    '/authenticate',
    {
      bodyLimit: 32 * 1024,
      schema: routeSchema({
        tags: ['auth'],
        summary: 'Sign in with e-mail and password (plus the bot check), or with a Facebook access token',
        body: authenticateSchema,
        response: { 200: tokenPairResponseSchema, ...errorResponses(400, 401, 429, 502) },
      }),
    },
    async (request) => {
      const context = { ip: request.ip, deviceId: request.deviceId };
      const input = request.body;
      return isFacebookLogin(input) ? app.auth.facebookLogin(input, context) : app.auth.passwordLogin(input, context);
    },
  );

  app.post<{ Body: RefreshTokenInput }>(
    '/refresh-access-token',
    {
      bodyLimit: 16 * 1024,
      schema: routeSchema({
        tags: ['auth'],
        summary: 'Trade a refresh token for a new access token and a new refresh token',
        description:
          'Refresh tokens are single use. Presenting one again more than 30 s after its use revokes the whole ' +
          'login (every access and refresh token issued to it); within 30 s it is honoured with a new pair, as its ' +
          'answer may have been lost to a page reload or taken by another tab.',
        body: refreshTokenSchema,
        response: { 200: tokenPairResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => app.auth.refresh(request.body),
  );

  app.post<{ Body: LogoutInput }>(
    '/logout',
    {
      bodyLimit: 4 * 1024,
      onRequest: app.optionalMember,
      schema: routeSchema({
        tags: ['auth'],
        summary: 'End the login: its access and refresh tokens stop working',
        description: 'Names the login by the bearer access token or, when that is gone, by `refreshToken` in the body.',
        body: logoutSchema,
        security: OPTIONAL_MEMBER_SECURITY,
        response: { 204: noContent(), ...errorResponses(400, 401, 429) },
      }),
    },
    async (request, reply) => {
      if (request.member) {
        await app.auth.logout(request.member.sessionId);
      } else if (!request.body?.refreshToken || !(await app.auth.logoutByRefreshToken(request.body.refreshToken))) {
        throw unauthorized('Send the bearer access token or the refresh token of the login to end');
      }
      return reply.code(204).send();
    },
  );
}
