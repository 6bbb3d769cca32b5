import { accountResponseSchema, errorResponses, patchMeSchema, type PatchMeInput } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import type { Account } from '../../db/schema';
import { toAccountDto } from '../../dto/responses';
import { memberOf } from '../../plugins/app/auth';
import type { Balances } from '../../repositories/memberships-repository';
import { createAccountService } from '../../services/account-service';
import { MEMBER_SECURITY, routeSchema } from './validation';

export async function meRoutes(app: FastifyInstance): Promise<void> {
  const accounts = createAccountService({ accounts: app.accounts, memberships: app.memberships, clock: app.clock });
  const accountDto = async (view: Promise<{ account: Account; balances: Balances }>) => {
    const { account, balances } = await view;
    return toAccountDto(account, balances);
  };

  app.get(
    '/me',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['account'],
        summary: 'The signed-in member: profile, balances (null = held) and data',
        security: MEMBER_SECURITY,
        response: { 200: accountResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) => accountDto(accounts.read(memberOf(request).accountId)),
  );

  app.patch<{ Body: PatchMeInput }>(
    '/me',
    {
      onRequest: app.requireMember,
      bodyLimit: 16 * 1024,
      schema: routeSchema({
        tags: ['account'],
        summary: 'Change the member-editable keys of `data`',
        description:
          'Only data.bg_crosssell_intent, data.possible_customers_report and data.self_search_notified may be ' +
          'sent; any other field is refused with 400. Objects are merged key by key; null clears a key.',
        security: MEMBER_SECURITY,
        body: patchMeSchema,
        response: { 200: accountResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      }),
    },
    async (request) => accountDto(accounts.patchData(memberOf(request).accountId, request.body.data)),
  );
}
