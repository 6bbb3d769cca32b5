import {
  accountResponseSchema,
  crossSellIntentBodySchema,
  errorResponses,
  patchMeSchema,
  type CrossSellIntentBody,
  type PatchMeInput,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import type { Account } from '../../db/schema';
import { toAccountDto } from '../../dto/responses';
import { memberOf } from '../../plugins/app/auth';
import type { Balances } from '../../repositories/memberships-repository';
import { createAccountService } from '../../services/account-service';
import { createHeaderNoticesService } from '../../services/header-notices-service';
import { MEMBER_SECURITY, routeSchema } from './validation';

export async function meRoutes(app: FastifyInstance): Promise<void> {
  const accounts = createAccountService({ accounts: app.accounts, memberships: app.memberships, clock: app.clock });
  const notices = createHeaderNoticesService({
    db: app.db,
    publicRecords: app.publicRecordsRepository,
    clock: app.clock,
  });
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
          'sent; any other field is refused with 400. The first two are written by the server (PUT ' +
          "/v1/me/cross-sell-intent, and opening a report whose name and birth year are the member's own): a " +
          'member sends `{ "notified": true }` once the notice was shown, or null to clear one; `notified` on a ' +
          'key that is not there is a 400. Objects are merged key by key; null clears a key.',
        security: MEMBER_SECURITY,
        body: patchMeSchema,
        response: { 200: accountResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      }),
    },
    async (request) => accountDto(accounts.patchData(memberOf(request).accountId, request.body.data)),
  );

  app.put<{ Body: CrossSellIntentBody }>(
    '/me/cross-sell-intent',
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['account'],
        summary: 'The member looked at a person in search results and left without opening their report',
        description:
          'Body `{ "pointer" }`: a person search result\'s pointer. Notes `data.bg_crosssell_intent` ' +
          "`{ first_name, record_id, timestamp, notified: false }`: the person's first name from the public " +
          "records, their pointer as record_id (the special offer's link), the server's time in seconds. Noted " +
          'only for a member who holds person reports but not premium ones and has no record of that person, ' +
          'and never over an intent already announced (notified: the notice shows once); otherwise the account ' +
          "is returned unchanged. Opening that person's report clears it. 200 with the account, as GET /v1/me; " +
          'an unknown pointer, or someone who opted out, is a 404 "Person not found".',
        security: MEMBER_SECURITY,
        body: crossSellIntentBodySchema,
        response: { 200: accountResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      }),
    },
    async (request) => {
      const { accountId } = memberOf(request);
      await notices.crossSellIntent(accountId, request.body.pointer);
      return accountDto(accounts.read(accountId));
    },
  );
}
