import {
  errorResponses,
  guardianBrokersResponseSchema,
  guardianProtectionResponseSchema,
  guardianRemovalsResponseSchema,
  guardianScanSchema,
  memberIdParamSchema,
  memberRemovalParamSchema,
  noBodySchema,
  removalLetterResponseSchema,
  removalRequestSchema,
  type MemberIdParam,
  type MemberRemovalParam,
  type RemovalRequestInput,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toBrokerDto, toProtectionDto, toScanDto } from '../../dto/guardian';
import { memberOf } from '../../plugins/app/auth';
import { MEMBER_SECURITY, routeSchema } from './validation';

const MEMBER = '/me/personal-data-protection/members/:memberId';

// One protected person's Guardian (issue 17 points 1–4): the broker catalog, the overview (exposures by site with
// their removal requests, the scan and its progress, the score with its history), scans on demand, removal requests,
// the member's "done" on a request that needed them, and the request letters.
export async function guardianProtectionRoutes(app: FastifyInstance): Promise<void> {
  const guardian = app.guardianProtection;

  app.get(
    '/guardian/brokers',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'The people-search and data-broker sites Guardian scans',
        description: 'With how each takes opt-out requests, its typical processing time and what it exposes.',
        security: MEMBER_SECURITY,
        response: { 200: guardianBrokersResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async () => ({ items: (await guardian.catalog()).map(toBrokerDto) }),
  );

  app.get<{ Params: MemberIdParam }>(
    `${MEMBER}/protection`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['guardian'],
        summary: "A protection member's exposures, removal requests, scan and score",
        description:
          'Listings by site (Beacon first, then the most exposing) with their removal request (status, dates of ' +
          'each transition, the 45-day deadline), the latest scan with its progress, the next re-scan, the Guardian ' +
          'score (floor((988 − opp_score) / 4)) with its history and what would raise it.',
        security: MEMBER_SECURITY,
        params: memberIdParamSchema,
        response: { 200: guardianProtectionResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) =>
      toProtectionDto(await guardian.overview(memberOf(request).accountId, Number(request.params.memberId))),
  );

  app.post<{ Params: MemberIdParam }>(
    `${MEMBER}/scans`,
    {
      onRequest: app.requireMember,
      bodyLimit: 64,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'Scan again now',
        description: 'Queues a scan, or answers the one already queued or running. Needs Guardian (402).',
        security: MEMBER_SECURITY,
        params: memberIdParamSchema,
        body: noBodySchema,
        response: { 202: guardianScanSchema, ...errorResponses(400, 401, 402, 404, 409, 429) },
      }),
    },
    async (request, reply) => {
      const scan = await guardian.startScan(memberOf(request).accountId, Number(request.params.memberId));
      return reply.code(202).send(toScanDto(scan));
    },
  );

  app.post<{ Params: MemberIdParam; Body: RemovalRequestInput }>(
    `${MEMBER}/removals`,
    {
      onRequest: app.requireMember,
      bodyLimit: 8 * 1024,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'Ask the sites of these listings to remove them',
        description:
          'A request per listing without an open one (or whose listing reappeared), with its letter and a 45-day ' +
          "deadline. Beacon's own listing is removed in this request: the person no longer appears in Beacon " +
          'search when the answer arrives. Answers the listings as the overview has them. Needs Guardian (402).',
        security: MEMBER_SECURITY,
        params: memberIdParamSchema,
        body: removalRequestSchema,
        response: { 200: guardianRemovalsResponseSchema, ...errorResponses(400, 401, 402, 404, 409, 429) },
      }),
    },
    async (request) => {
      const overview = await guardian.requestRemovals(
        memberOf(request).accountId,
        Number(request.params.memberId),
        request.body.listingIds.map(Number),
      );
      return { items: toProtectionDto(overview).listings };
    },
  );

  app.post<{ Params: MemberRemovalParam }>(
    `${MEMBER}/removals/:removalId/action-done`,
    {
      onRequest: app.requireMember,
      bodyLimit: 64,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'The member did what a "Needs action" request asked',
        description: 'The request is sent again (Submitted). A request that needs nothing: 409.',
        security: MEMBER_SECURITY,
        params: memberRemovalParamSchema,
        body: noBodySchema,
        response: { 200: guardianRemovalsResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      }),
    },
    async (request) => {
      const overview = await guardian.actionDone(
        memberOf(request).accountId,
        Number(request.params.memberId),
        Number(request.params.removalId),
      );
      return { items: toProtectionDto(overview).listings };
    },
  );

  app.get<{ Params: MemberRemovalParam }>(
    `${MEMBER}/removals/:removalId/letter`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'The request letter of a removal',
        description: "A CCPA / state-law deletion and opt-out request filled with the member's data, as text.",
        security: MEMBER_SECURITY,
        params: memberRemovalParamSchema,
        response: { 200: removalLetterResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) =>
      guardian.letter(memberOf(request).accountId, Number(request.params.memberId), Number(request.params.removalId)),
  );
}
