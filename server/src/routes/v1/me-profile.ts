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
import { createAccountService } from '../../services/account-service';
import { createEmailOutbox } from '../../services/email-outbox';
import { createPersonalSettingsService } from '../../services/personal-settings-service';
import { MEMBER_SECURITY, routeSchema } from './validation';

/** What both routes say of the current password's guard (issue 55 point 4). */
const CURRENT_PASSWORD_GUARD =
  'Wrong current passwords are counted per account, apart from sign-ins (no new sign-in or token resets the count): ' +
  'past the free ones, each further try waits twice as long, and while the account waits the answer is 429 with ' +
  '`Retry-After`, the password unchecked.';

// Personal settings (issue 16 point 1). A wrong current password is a 400 with its message, never a 401: the
// member is signed in, and a 401 would send the app into its token refresh.
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const accounts = createAccountService({ accounts: app.accounts, memberships: app.memberships, clock: app.clock });
  const settings = createPersonalSettingsService({
    db: app.db,
    clock: app.clock,
    passwordHash: app.config.passwordHash,
    throttle: app.loginThrottle,
    pwnedPasswords: app.pwnedPasswords,
    content: app.content,
    siteUrl: app.config.mail.publicSiteUrl,
    outbox: createEmailOutbox(app.jobs),
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
          'password (400 when missing or wrong) and must not belong to another account (409); the old and the new ' +
          'address are both e-mailed about the change, with how to reach Member Care. ' +
          CURRENT_PASSWORD_GUARD,
        security: MEMBER_SECURITY,
        body: updateProfileSchema,
        response: { 200: accountResponseSchema, ...errorResponses(400, 401, 409, 429) },
      }),
    },
    async (request) => {
      const { accountId } = memberOf(request);
      await settings.updateProfile(accountId, request.body);
      const { account, balances } = await accounts.read(accountId);
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
          'Body `{ currentPassword, newPassword }`. The new password has at least 10 characters and is refused ' +
          '(400) when it is among the most common passwords or when a breach exposed it (the server looks up its ' +
          "SHA-1's 5-character prefix in the Pwned Passwords range and compares the rest itself). The login that " +
          'makes the change stays signed in; every other login of the member is revoked, and the member is e-mailed ' +
          'about the change, with how to reach Member Care. ' +
          CURRENT_PASSWORD_GUARD,
        security: MEMBER_SECURITY,
        body: changePasswordSchema,
        response: { 204: noContent(), ...errorResponses(400, 401, 429) },
      }),
    },
    async (request, reply) => {
      const member = memberOf(request);
      await settings.changePassword(member.accountId, member.sessionId, request.body);
      return reply.code(204).send();
    },
  );
}
