import {
  errorResponses,
  protectionMemberResponseSchema,
  protectionMembersResponseSchema,
  selfProtectionMemberSchema,
  type SelfProtectionMemberBody,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toProtectionMemberDto } from '../../dto/protection-members';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { memberOf } from '../../plugins/app/auth';
import { parseAccountData } from '../../repositories/accounts-repository';
import { createProtectionMembersRepository } from '../../repositories/protection-members-repository';
import { createRecordsRepository } from '../../repositories/records-repository';
import { RECORD_NOT_FOUND } from '../../services/records-service';
import { MEMBER_SECURITY, routeSchema } from './validation';

export const GUARDIAN_REQUIRED = 'Guardian is required';
export const ONLY_CONFIRMED_REPORT = 'Only the report you confirmed as your own can be your protection member';

// Guardian's personal data protection members (spec §3, §4). A member without Guardian gets an empty list (never a
// 403, which signs the client out) and a 402 naming the item when adding one.
export async function protectionMemberRoutes(app: FastifyInstance): Promise<void> {
  const members = createProtectionMembersRepository(app.db);
  const records = createRecordsRepository(app.db);

  app.get(
    '/me/personal-data-protection/members',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['guardian'],
        summary: "The member's personal data protection members, the self member first",
        security: MEMBER_SECURITY,
        response: { 200: protectionMembersResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => ({ items: (await members.list(memberOf(request).accountId)).map(toProtectionMemberDto) }),
  );

  app.put<{ Body: SelfProtectionMemberBody }>(
    '/me/personal-data-protection/members/self',
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'Add or update the self member from the confirmed report',
        description:
          'Body `{ recordId }`: the person record the member confirmed as their own (`data.customers_report`). ' +
          'Adds the self member (status `setup_required`) or points the existing one at this record, with the ' +
          "record's name and pointer. Needs Guardian: 402 with `X-Required-Item: guardian`. Another record: 400; " +
          "another member's or an unknown record: 404.",
        security: MEMBER_SECURITY,
        body: selfProtectionMemberSchema,
        response: { 200: protectionMemberResponseSchema, ...errorResponses(400, 401, 402, 404, 429) },
      }),
    },
    async (request) => {
      const { accountId } = memberOf(request);
      const record = await records.find(accountId, Number(request.body.recordId));
      if (!record) throw notFound(RECORD_NOT_FOUND);
      if ((await app.memberships.balances(accountId)).guardian !== null) {
        throw new HttpError(402, GUARDIAN_REQUIRED, { 'x-required-item': 'guardian' });
      }
      const account = await app.accounts.findById(accountId);
      const confirmed = parseAccountData(account?.data ?? '{}').customers_report as { record_id?: unknown } | undefined;
      if (record.type !== 'person' || record.pointer === null || Number(confirmed?.record_id) !== record.id) {
        throw badRequest(ONLY_CONFIRMED_REPORT);
      }
      const name = JSON.parse(record.data) as { name?: { first?: string; last?: string } };
      const member = await members.upsertSelf(
        accountId,
        {
          recordId: record.id,
          firstName: name.name?.first ?? '',
          lastName: name.name?.last ?? '',
          pointer: record.pointer,
        },
        app.clock(),
      );
      return toProtectionMemberDto(member);
    },
  );
}
