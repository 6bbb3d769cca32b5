import {
  brokerInquirySchema,
  errorResponses,
  guardianProtectionResponseSchema,
  memberIdParamSchema,
  memberListingSchema,
  memberRemovalParamSchema,
  removalMailingSchema,
  type BrokerInquiryInput,
  type MemberIdParam,
  type MemberListingInput,
  type MemberRemovalParam,
  type RemovalMailingInput,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toProtectionDto } from '../../dto/guardian';
import { memberOf } from '../../plugins/app/auth';
import { createGuardianLetterRequests } from '../../services/guardian-letter-requests';
import { PDF_FILE_RESPONSE, sendPdfAttachment } from '../pdf-attachment';
import { MEMBER_SECURITY, routeSchema } from './validation';

const MEMBER = '/me/personal-data-protection/members/:memberId';

// Requests by letter to brokers Guardian cannot read (issue 59 points 1 and 2): a listing the member found on one of
// them, Guardian's e-mailed question to one of them, and a postal request's letter to print and the day it was mailed. The member reaches only their own protection
// members (another's is 404, like every Guardian route).
export async function guardianLetterRoutes(app: FastifyInstance): Promise<void> {
  const letters = createGuardianLetterRequests({
    db: app.db,
    members: app.protectionMembers,
    clock: app.clock,
    readable: (slug) => app.brokerSites.adapterFor(slug) !== undefined,
  });

  app.post<{ Params: MemberIdParam; Body: MemberListingInput }>(
    `${MEMBER}/listings`,
    {
      onRequest: app.requireMember,
      bodyLimit: 4 * 1024,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'A listing the member found on a site Guardian does not check',
        description:
          "The address must be a page of the site's own domain. The listing is the member's by their word, so its " +
          'removal can be requested: by e-mail or post, as the site takes requests. A site Guardian reads itself, or ' +
          'one that takes requests only on its own web form: 409; the same listing twice: 409. Needs Guardian (402). ' +
          "Answers the member's overview.",
        security: MEMBER_SECURITY,
        params: memberIdParamSchema,
        body: memberListingSchema,
        response: { 201: guardianProtectionResponseSchema, ...errorResponses(400, 401, 402, 404, 409, 429) },
      }),
    },
    async (request, reply) => {
      const accountId = memberOf(request).accountId;
      const memberId = Number(request.params.memberId);
      await letters.addFoundListing(accountId, memberId, request.body);
      return reply.code(201).send(toProtectionDto(await app.guardianProtection.overview(accountId, memberId)));
    },
  );

  app.post<{ Params: MemberIdParam; Body: BrokerInquiryInput }>(
    `${MEMBER}/inquiries`,
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['guardian'],
        summary: "Ask a site Guardian does not check whether it holds the person's data",
        description:
          "E-mails the site's privacy address a request to delete what it holds about the person and to name each " +
          'listing it removes, or say it holds nothing; its answer comes back to the reply address. A listing it ' +
          "names joins the person's listings with its removal request. Only a site that takes requests by e-mail; " +
          'not one Guardian reads, one with a listing of the person, or one asked before (409). A family member ' +
          "needs the authorized-agent statement (409). Needs Guardian (402). Answers the member's overview.",
        security: MEMBER_SECURITY,
        params: memberIdParamSchema,
        body: brokerInquirySchema,
        response: { 201: guardianProtectionResponseSchema, ...errorResponses(400, 401, 402, 404, 409, 429) },
      }),
    },
    async (request, reply) => {
      const accountId = memberOf(request).accountId;
      const memberId = Number(request.params.memberId);
      await app.guardianInquiries.ask(accountId, memberId, request.body.brokerSlug);
      return reply.code(201).send(toProtectionDto(await app.guardianProtection.overview(accountId, memberId)));
    },
  );

  app.put<{ Params: MemberRemovalParam; Body: RemovalMailingInput }>(
    `${MEMBER}/removals/:removalId/mailing`,
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'The member mailed the letter of a postal request',
        description:
          "The day it was mailed and the carrier's tracking number (USPS, UPS or FedEx), kept with the request and in " +
          'its proof; recorded again, they replace the earlier ones (the proof keeps both). A request that did not go ' +
          "by post: 409. Answers the member's overview.",
        security: MEMBER_SECURITY,
        params: memberRemovalParamSchema,
        body: removalMailingSchema,
        response: { 200: guardianProtectionResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      }),
    },
    async (request) => {
      const accountId = memberOf(request).accountId;
      const memberId = Number(request.params.memberId);
      await letters.recordMailing(accountId, memberId, Number(request.params.removalId), request.body);
      return toProtectionDto(await app.guardianProtection.overview(accountId, memberId));
    },
  );

  app.get<{ Params: MemberRemovalParam }>(
    `${MEMBER}/removals/:removalId/letter.pdf`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['guardian'],
        summary: "A postal request's letter, to print, sign and mail",
        description:
          "The broker's postal address where a window envelope shows it, the letter Guardian wrote (kept in the " +
          "request's proof), a line to sign, and a page to note the day it was mailed and the tracking number. A " +
          'request that did not go by post: 409.',
        security: MEMBER_SECURITY,
        params: memberRemovalParamSchema,
        response: {
          200: PDF_FILE_RESPONSE,
          ...errorResponses(400, 401, 404, 409, 429),
        },
      }),
    },
    async (request, reply) => {
      const file = await letters.postalLetterPdf(
        memberOf(request).accountId,
        Number(request.params.memberId),
        Number(request.params.removalId),
      );
      return sendPdfAttachment(reply, file);
    },
  );
}
