import {
  errorResponses,
  protectionMemberResponseSchema,
  protectionMembersResponseSchema,
  selfProtectionMemberSchema,
  type SelfProtectionMemberBody,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toProtectionMemberDto } from '../../dto/protection-members';
import { memberOf } from '../../plugins/app/auth';
import { createProtectionMembersService } from '../../services/protection-members-service';
import { MEMBER_SECURITY, routeSchema } from './validation';

// Guardian's personal data protection members (spec §3, §4). A member without Guardian gets an empty list (never a
// 403, which signs the client out) and a 402 naming the item when adding one.
export async function protectionMemberRoutes(app: FastifyInstance): Promise<void> {
  const members = createProtectionMembersService({ db: app.db, clock: app.clock });

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
    async (request) =>
      toProtectionMemberDto(await members.enrollSelf(memberOf(request).accountId, Number(request.body.recordId))),
  );
}
