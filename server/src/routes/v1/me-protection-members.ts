import {
  addFamilyMemberSchema,
  errorResponses,
  guardianEnrollResponseSchema,
  guardianEnrollSchema,
  identityDetailsSchema,
  memberIdParamSchema,
  noContent,
  protectionMemberDetailsSchema,
  protectionMemberResponseSchema,
  protectionMembersResponseSchema,
  selfProtectionMemberSchema,
  type AddFamilyMemberInput,
  type GuardianEnrollInput,
  type IdentityDetailsInput,
  type MemberIdParam,
  type ProtectionMemberDetailsInput,
  type SelfProtectionMemberBody,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toProtectionMemberDto } from '../../dto/protection-members';
import { memberOf } from '../../plugins/app/auth';
import { MEMBER_SECURITY, routeSchema } from './validation';

const MEMBERS = '/me/personal-data-protection/members';

// Guardian's personal data protection members (spec §3, §4; issue 17): the self member from the confirmed report,
// the family add-on's members, what Guardian looks for about each, enrolment and the identity details to monitor.
// A member without Guardian gets an empty list (never a 403, which signs the client out) and a 402 naming the item
// when adding one. Another account's member is a 404.
export async function protectionMemberRoutes(app: FastifyInstance): Promise<void> {
  const members = app.protectionMembers;

  app.get(
    MEMBERS,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['guardian'],
        summary: "The member's personal data protection members, the self member first",
        description:
          'Each with its status, relationship and latest results (score, listings online, listings removed, scan ' +
          'status); `familyLimit` is how many family members the add-on allows (0 without it).',
        security: MEMBER_SECURITY,
        response: { 200: protectionMembersResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => {
      const { rows, familyLimit } = await members.list(memberOf(request).accountId);
      return { items: rows.map((row) => toProtectionMemberDto(row, row)), familyLimit };
    },
  );

  app.put<{ Body: SelfProtectionMemberBody }>(
    `${MEMBERS}/self`,
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'Add or update the self member from the confirmed report',
        description:
          'Body `{ recordId }`: the person record the member confirmed as their own (`data.customers_report`). ' +
          'Adds the self member (status `setup_required`, details prefilled from the report) or points the ' +
          "existing one at this record, with the record's name and pointer. Needs Guardian: 402 with " +
          "`X-Required-Item: guardian`. Another record: 400; another member's or an unknown record: 404.",
        security: MEMBER_SECURITY,
        body: selfProtectionMemberSchema,
        response: { 200: protectionMemberResponseSchema, ...errorResponses(400, 401, 402, 404, 429) },
      }),
    },
    async (request) =>
      toProtectionMemberDto(await members.enrollSelf(memberOf(request).accountId, Number(request.body.recordId))),
  );

  app.post<{ Body: AddFamilyMemberInput }>(
    MEMBERS,
    {
      onRequest: app.requireMember,
      bodyLimit: 16 * 1024,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'Add a family member (Guardian family add-on)',
        description:
          'Names, relationship and what Guardian looks for; their first scan is queued at once. Needs the family ' +
          'add-on (402 `X-Required-Item: guardian_family_addon`); past the limit of the plan: 409.',
        security: MEMBER_SECURITY,
        body: addFamilyMemberSchema,
        response: { 201: protectionMemberResponseSchema, ...errorResponses(400, 401, 402, 409, 429) },
      }),
    },
    async (request, reply) => {
      const member = await members.addFamily(memberOf(request).accountId, request.body);
      return reply.code(201).send(toProtectionMemberDto(member, { ...EMPTY_SUMMARY, scanStatus: 'queued' }));
    },
  );

  app.patch<{ Params: MemberIdParam; Body: ProtectionMemberDetailsInput }>(
    `${MEMBERS}/:memberId`,
    {
      onRequest: app.requireMember,
      bodyLimit: 16 * 1024,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'Change what Guardian looks for about a member',
        description:
          'Names, middle name, date of birth, other names, addresses, phones and e-mails (the whole set). An ' +
          'enrolled member is scanned again with them.',
        security: MEMBER_SECURITY,
        params: memberIdParamSchema,
        body: protectionMemberDetailsSchema,
        response: { 200: protectionMemberResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) =>
      toProtectionMemberDto(
        await members.update(memberOf(request).accountId, Number(request.params.memberId), request.body),
      ),
  );

  app.delete<{ Params: MemberIdParam }>(
    `${MEMBERS}/:memberId`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'Remove a family member',
        description: 'With everything found for them. The self member cannot be removed (400).',
        security: MEMBER_SECURITY,
        params: memberIdParamSchema,
        response: { 204: noContent(), ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request, reply) => {
      await members.removeFamily(memberOf(request).accountId, Number(request.params.memberId));
      return reply.code(204).send();
    },
  );

  app.put<{ Params: MemberIdParam; Body: IdentityDetailsInput }>(
    `${MEMBERS}/:memberId/identity`,
    {
      onRequest: app.requireMember,
      bodyLimit: 8 * 1024,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'The identity details to monitor (the dark web step of the setup)',
        description:
          'E-mails (at least one), phones and usernames. The member becomes `active`; for the self member the ' +
          "account's `data.dark_web_data_added` is set, which ends the finish-scan banner. Needs Guardian (402).",
        security: MEMBER_SECURITY,
        params: memberIdParamSchema,
        body: identityDetailsSchema,
        response: { 200: protectionMemberResponseSchema, ...errorResponses(400, 401, 402, 404, 429) },
      }),
    },
    async (request) =>
      toProtectionMemberDto(
        await members.putIdentity(memberOf(request).accountId, Number(request.params.memberId), request.body),
      ),
  );

  app.post<{ Body: GuardianEnrollInput }>(
    '/me/personal-data-protection/enroll',
    {
      onRequest: app.requireMember,
      bodyLimit: 2048,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'Enrol the self member in Guardian (the intermediary-enroll page)',
        description:
          'Moves the self member on from `setup_required` and queues its first scan (once). `redirectUrl`, when ' +
          'given, must be a path under `/dashboard/` of this site (`//host`, `https://host`, `/\\host` and the ' +
          'like are refused with 400); the answer names where to go: that path, or the Guardian report. Needs ' +
          'Guardian (402); without a confirmed report: 409.',
        security: MEMBER_SECURITY,
        body: guardianEnrollSchema,
        response: { 200: guardianEnrollResponseSchema, ...errorResponses(400, 401, 402, 409, 429) },
      }),
    },
    async (request) => {
      const { member, redirectTo } = await members.enroll(memberOf(request).accountId, request.body.redirectUrl);
      return { member: toProtectionMemberDto(member), redirectTo };
    },
  );
}

const EMPTY_SUMMARY = { score: null, exposures: 0, removed: 0, scanStatus: null };
