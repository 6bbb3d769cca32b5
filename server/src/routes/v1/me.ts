import {
  accountResponseSchema,
  errorResponses,
  patchMeSchema,
  PATCHABLE_DATA_KEYS,
  type PatchMeInput,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toAccountDto } from '../../dto/responses';
import { HttpError, notFound } from '../../http-errors';
import { memberOf } from '../../plugins/app/auth';
import { parseAccountData } from '../../repositories/accounts-repository';
import { MEMBER_SECURITY, routeSchema } from './validation';

const MAX_PATCH_ATTEMPTS = 5;

function mergeData(current: Record<string, unknown>, patch: PatchMeInput['data']): Record<string, unknown> {
  const next = { ...current };
  for (const key of PATCHABLE_DATA_KEYS) {
    if (!(key in patch)) continue;
    const value = patch[key];
    if (value === undefined) continue;
    if (value === null) {
      delete next[key];
    } else if (typeof value === 'object') {
      const previous = next[key];
      next[key] = { ...(typeof previous === 'object' && previous !== null ? previous : {}), ...value };
    } else {
      next[key] = value;
    }
  }
  return next;
}

export async function meRoutes(app: FastifyInstance): Promise<void> {
  async function accountDto(accountId: number) {
    const account = await app.accounts.findById(accountId);
    if (!account) throw notFound('Account not found');
    return toAccountDto(account, await app.memberships.balances(accountId));
  }

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
    async (request) => accountDto(memberOf(request).accountId),
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
    async (request) => {
      const { accountId } = memberOf(request);
      for (let attempt = 0; attempt < MAX_PATCH_ATTEMPTS; attempt += 1) {
        const account = await app.accounts.findById(accountId);
        if (!account) throw notFound('Account not found');
        const next = mergeData(parseAccountData(account.data), request.body.data);
        if (await app.accounts.replaceData(accountId, account.data, next, app.clock())) return accountDto(accountId);
      }
      throw new HttpError(409, 'The account changed while saving; please try again');
    },
  );
}
