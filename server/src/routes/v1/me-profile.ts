import {
  accountResponseSchema,
  changePasswordSchema,
  errorResponses,
  noContent,
  updateProfileSchema,
  type ChangePasswordInput,
  type UpdateProfileInput,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toAccountDto } from '../../dto/responses';
import { memberOf } from '../../plugins/app/auth';
import { createSessionsRepository } from '../../repositories/sessions-repository';
import { createAccountService } from '../../services/account-service';
import { MEMBER_SECURITY, routeSchema } from './validation';

// Personal settings (issue 16 point 1). A wrong current password is a 400 with its message, never a 401: the
// member is signed in, and a 401 would send the app into its token refresh.
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const accounts = createAccountService({
    accounts: app.accounts,
    memberships: app.memberships,
    clock: app.clock,
    sessions: createSessionsRepository(app.db),
    passwordHash: app.config.passwordHash,
  });

  app.patch<{ Body: UpdateProfileInput }>(
    '/me/profile',
    {
      onRequest: app.requireMember,
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: routeSchema({
        tags: ['account'],
        summary: "Change the member's name and e-mail address",
        description:
          'Body `{ firstName, lastName, email, currentPassword? }`. A new e-mail address needs the current ' +
          'password (400 when missing or wrong) and must not belong to another account (409).',
        security: MEMBER_SECURITY,
        body: updateProfileSchema,
        response: { 200: accountResponseSchema, ...errorResponses(400, 401, 409, 429) },
      }),
    },
    async (request) => {
      const { account, balances } = await accounts.updateProfile(memberOf(request).accountId, request.body);
      return toAccountDto(account, balances);
    },
  );

  app.post<{ Body: ChangePasswordInput }>(
    '/me/password',
    {
      onRequest: app.requireMember,
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: routeSchema({
        tags: ['account'],
        summary: 'Change the password; every other sign-in ends',
        description:
          'Body `{ currentPassword, newPassword }` (at least 10 characters). The login that makes the change stays ' +
          'signed in; every other login of the member is revoked.',
        security: MEMBER_SECURITY,
        body: changePasswordSchema,
        response: { 204: noContent(), ...errorResponses(400, 401, 429) },
      }),
    },
    async (request, reply) => {
      const member = memberOf(request);
      await accounts.changePassword(member.accountId, member.sessionId, request.body);
      return reply.code(204).send();
    },
  );
}
