import {
  addIdentityMemberSchema,
  errorResponses,
  identityAlertsResponseSchema,
  identityMemberParamSchema,
  identityMemberResponseSchema,
  identityMembersResponseSchema,
  monitoredDataParamSchema,
  monitoredDataPatchSchema,
  monitoredDataResponseSchema,
  noContent,
  passwordRangeParamSchema,
  passwordRangeResponseSchema,
  patchIdentityMemberSchema,
  type AddIdentityMemberInput,
  type IdentityMemberParam,
  type MonitoredDataParam,
  type MonitoredDataPatchInput,
  type PasswordRangeParam,
  type PatchIdentityMemberInput,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toIdentityAlertDto, toIdentityMemberDto, toMonitoredItemDto } from '../../dto/identity-monitoring';
import { memberOf } from '../../plugins/app/auth';
import { MEMBER_SECURITY, routeSchema } from './validation';

const MEMBERS = '/me/identity-monitoring/members';

// Identity and dark web monitoring (spec §7; issue 18 points 1–2). The member id of the spec's `{id}` and
// `{memberId}` is one path parameter here. Values to watch are kept as keyed hashes and shown masked.
export async function identityMemberRoutes(app: FastifyInstance): Promise<void> {
  const monitoring = app.identityMonitoring;

  app.get(
    MEMBERS,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: 'The monitored people, the account holder first',
        description:
          'Archived members are dropped. Each with its subscriber status, items watched and alerts; `limit` is how ' +
          'many people the plan monitors (1 with dark web monitoring, 5 with identity monitoring, 0 without).',
        security: MEMBER_SECURITY,
        response: { 200: identityMembersResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => {
      const { items, limit } = await monitoring.list(memberOf(request).accountId);
      return { items: items.map(toIdentityMemberDto), limit };
    },
  );

  app.post<{ Body: AddIdentityMemberInput }>(
    MEMBERS,
    {
      onRequest: app.requireMember,
      bodyLimit: 2048,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: 'Monitor another person',
        description: 'Without monitoring: 402 `X-Required-Item: identity_monitoring`; past the plan\'s limit: 409.',
        security: MEMBER_SECURITY,
        body: addIdentityMemberSchema,
        response: { 201: identityMemberResponseSchema, ...errorResponses(400, 401, 402, 409, 429) },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(toIdentityMemberDto(await monitoring.add(memberOf(request).accountId, request.body))),
  );

  app.patch<{ Params: IdentityMemberParam; Body: PatchIdentityMemberInput }>(
    `${MEMBERS}/:memberId`,
    {
      onRequest: app.requireMember,
      bodyLimit: 2048,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: 'Rename a monitored person, or turn private mode on or off',
        description: 'In private mode the alerts show what kind of data leaked, never the value.',
        security: MEMBER_SECURITY,
        params: identityMemberParamSchema,
        body: patchIdentityMemberSchema,
        response: { 200: identityMemberResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) =>
      toIdentityMemberDto(
        await monitoring.update(memberOf(request).accountId, Number(request.params.memberId), request.body),
      ),
  );

  app.delete<{ Params: IdentityMemberParam }>(
    `${MEMBERS}/:memberId`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: 'Stop monitoring a person',
        description: 'The member is archived and leaves the lists. The account holder cannot be (400).',
        security: MEMBER_SECURITY,
        params: identityMemberParamSchema,
        response: { 204: noContent(), ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request, reply) => {
      await monitoring.archive(memberOf(request).accountId, Number(request.params.memberId));
      return reply.code(204).send();
    },
  );

  app.get<{ Params: IdentityMemberParam }>(
    `${MEMBERS}/:memberId/monitored-data`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: 'What is watched for a person, masked',
        security: MEMBER_SECURITY,
        params: identityMemberParamSchema,
        response: { 200: monitoredDataResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) => ({
      items: (await monitoring.items(memberOf(request).accountId, Number(request.params.memberId))).map(
        toMonitoredItemDto,
      ),
    }),
  );

  app.patch<{ Params: IdentityMemberParam; Body: MonitoredDataPatchInput }>(
    `${MEMBERS}/:memberId/monitored-data`,
    {
      onRequest: app.requireMember,
      bodyLimit: 8 * 1024,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: 'Watch more data for a person',
        description:
          '`{ data: { emails?, phones?, usernames?, ssnLast4?, cards? } }`. Each value is kept as a keyed hash and a ' +
          'masked form; one found in the breach corpus raises its alerts at once. Answers everything watched.',
        security: MEMBER_SECURITY,
        params: identityMemberParamSchema,
        body: monitoredDataPatchSchema,
        response: { 200: monitoredDataResponseSchema, ...errorResponses(400, 401, 402, 404, 429) },
      }),
    },
    async (request) => ({
      items: (
        await monitoring.addItems(memberOf(request).accountId, Number(request.params.memberId), request.body)
      ).map(toMonitoredItemDto),
    }),
  );

  app.delete<{ Params: MonitoredDataParam }>(
    `${MEMBERS}/:memberId/monitored-data/:suffix`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: 'Stop watching one item',
        security: MEMBER_SECURITY,
        params: monitoredDataParamSchema,
        response: { 204: noContent(), ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request, reply) => {
      await monitoring.removeItem(
        memberOf(request).accountId,
        Number(request.params.memberId),
        Number(request.params.suffix),
      );
      return reply.code(204).send();
    },
  );

  app.get<{ Params: IdentityMemberParam }>(
    `${MEMBERS}/:memberId/alerts`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: "A person's alerts: what each breach exposed, and what to do",
        description: 'Newest first; alerts whose report is empty (`emptyReport` "Y") are dropped.',
        security: MEMBER_SECURITY,
        params: identityMemberParamSchema,
        response: { 200: identityAlertsResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) => ({
      items: (await monitoring.alerts(memberOf(request).accountId, Number(request.params.memberId))).map(
        toIdentityAlertDto,
      ),
    }),
  );

  app.get<{ Params: PasswordRangeParam }>(
    '/breaches/passwords/range/:prefix',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['identity-monitoring'],
        summary: 'Breached passwords under a SHA-1 prefix (k-anonymity range query)',
        description:
          'The first 5 hex characters of a password\'s SHA-1 only (a longer value is a 400): every known suffix ' +
          'under it comes back with its count, and the caller compares locally. The password, or its full hash, ' +
          'never reaches the server (Have I Been Pwned\'s Pwned Passwords model).',
        security: MEMBER_SECURITY,
        params: passwordRangeParamSchema,
        response: { 200: passwordRangeResponseSchema, ...errorResponses(400, 401, 429, 502) },
      }),
    },
    async (request) => {
      const prefix = request.params.prefix.toUpperCase();
      return { prefix, suffixes: await monitoring.passwordRange(prefix) };
    },
  );
}
