import {
  errorResponses,
  memberRemovalEvidenceParamSchema,
  memberRemovalParamSchema,
  removalEvidenceResponseSchema,
  type MemberRemovalEvidenceParam,
  type MemberRemovalParam,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toRemovalEvidenceDto } from '../../dto/removal-evidence';
import { memberOf } from '../../plugins/app/auth';
import { createRemovalProofService } from '../../services/removal-proof-service';
import { PDF_FILE_RESPONSE, sendPdfAttachment } from '../pdf-attachment';
import { MEMBER_SECURITY, routeSchema } from './validation';

const REMOVAL = '/me/personal-data-protection/members/:memberId/removals/:removalId';

// The proof of a removal (issue 59 point 4): what was recorded (captures, letter, replies, status changes with their
// cause), each piece's content, and the whole as one PDF. Only the member whose protection member it is reaches any of
// it (the same 404s as the request letter).
export async function guardianProofRoutes(app: FastifyInstance): Promise<void> {
  const proof = createRemovalProofService({ db: app.db, members: app.protectionMembers, clock: app.clock });

  app.get<{ Params: MemberRemovalParam }>(
    `${REMOVAL}/evidence`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['guardian'],
        summary: 'The proof of a removal',
        description:
          'In time order: the listing page before and after, the letter sent, each reply, and each status change ' +
          'with its cause. Without the content: each piece with a `mime` is its own GET.',
        security: MEMBER_SECURITY,
        params: memberRemovalParamSchema,
        response: { 200: removalEvidenceResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) => {
      const items = await proof.evidence(
        memberOf(request).accountId,
        Number(request.params.memberId),
        Number(request.params.removalId),
      );
      return { items: items.map(toRemovalEvidenceDto) };
    },
  );

  app.get<{ Params: MemberRemovalEvidenceParam }>(
    `${REMOVAL}/evidence/:evidenceId`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['guardian'],
        summary: "One piece of a removal's proof",
        description:
          'Its content with its type: a capture (image/png), the letter (text/plain) or a reply (message/rfc822). ' +
          'A status change has no content (404).',
        security: MEMBER_SECURITY,
        params: memberRemovalEvidenceParamSchema,
        response: {
          200: {
            description: 'the content',
            content: {
              'image/png': { schema: { type: 'string', format: 'binary' } },
              'text/plain': { schema: { type: 'string' } },
              'message/rfc822': { schema: { type: 'string' } },
            },
          },
          ...errorResponses(400, 401, 404, 429),
        },
      }),
    },
    async (request, reply) => {
      const { mime, content } = await proof.content(
        memberOf(request).accountId,
        Number(request.params.memberId),
        Number(request.params.removalId),
        Number(request.params.evidenceId),
      );
      return (
        reply
          .type(mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime)
          // a captured page or a reply is the site's content: never run as this origin's
          .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(content)
      );
    },
  );

  app.get<{ Params: MemberRemovalParam }>(
    `${REMOVAL}/proof.pdf`,
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['guardian'],
        summary: "A removal's proof as one PDF",
        description:
          'The site, the listing, the reference and the person (first and last name), then each status change with ' +
          'its time and cause, the letter, each reply and the before and after captures, in time order.',
        security: MEMBER_SECURITY,
        params: memberRemovalParamSchema,
        response: {
          200: PDF_FILE_RESPONSE,
          ...errorResponses(400, 401, 404, 429),
        },
      }),
    },
    async (request, reply) => {
      const file = await proof.pdf(
        memberOf(request).accountId,
        Number(request.params.memberId),
        Number(request.params.removalId),
      );
      return sendPdfAttachment(reply, file);
    },
  );
}
