import {
  correctionParamsSchema,
  correctionsResponseSchema,
  errorResponses,
  ratingResponseSchema,
  savedCorrectionResponseSchema,
  idParamSchema,
  patchCorrectionsSchema,
  putCorrectionSchema,
  putRatingSchema,
  ratingParamsSchema,
  type CorrectionParams,
  type IdParam,
  type PatchCorrectionsBody,
  type PutCorrectionBody,
  type PutRatingBody,
  type RatingParams,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { memberOf } from '../../plugins/app/auth';
import { createRecordCorrectionsService } from '../../services/record-corrections-service';
import { createRecordRatingsService } from '../../services/record-ratings-service';
import { MEMBER_SECURITY, routeSchema } from './validation';

// The member's feedback on a report (spec §4 corrections and restore, section ratings; §7): corrections of single
// facts, kept with an audit trail, and a 1-to-5 rating per section. Another member's record is a 404.
export async function memberRecordCorrectionRoutes(app: FastifyInstance): Promise<void> {
  const corrections = createRecordCorrectionsService({ db: app.db, clock: app.clock });
  const ratings = createRecordRatingsService({ db: app.db, clock: app.clock });

  app.put<{ Params: CorrectionParams; Body: PutCorrectionBody }>(
    '/me/records/:id/corrections/:itemId',
    {
      onRequest: app.requireMember,
      bodyLimit: 4 * 1024,
      schema: routeSchema({
        tags: ['reports'],
        summary: 'Correct one fact of the report',
        description:
          'itemId is `<section>.<field>.<index>` (e.g. `contact.phones.0`): a section of the record type and a ' +
          'field that section reads (see the layout), else 400. Body `{ value: 1..500 characters, active?: true }`. ' +
          'Every change is recorded in the audit trail.',
        security: MEMBER_SECURITY,
        params: correctionParamsSchema,
        body: putCorrectionSchema,
        response: { 200: savedCorrectionResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      }),
    },
    async (request) =>
      corrections.put(memberOf(request).accountId, Number(request.params.id), request.params.itemId, request.body),
  );

  app.patch<{ Params: IdParam; Body: PatchCorrectionsBody }>(
    '/me/records/:id/corrections',
    {
      onRequest: app.requireMember,
      bodyLimit: 64 * 1024,
      schema: routeSchema({
        tags: ['reports'],
        summary: 'Change or restore several corrections at once',
        description:
          'Body `{ items: { "<itemId>": { active, value? } } }`, 1 to 100 items; all or nothing. Restoring sends ' +
          '`active: false` (spec §4). A new correction needs a value. 200 with every correction of the record.',
        security: MEMBER_SECURITY,
        params: idParamSchema,
        body: patchCorrectionsSchema,
        response: { 200: correctionsResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      }),
    },
    async (request) => corrections.patch(memberOf(request).accountId, Number(request.params.id), request.body.items),
  );

  app.put<{ Params: RatingParams; Body: PutRatingBody }>(
    '/me/records/:id/ratings/:section',
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['reports'],
        summary: 'Rate a section of the report from 1 to 5',
        description: "The section must be one of the record type's (else 400). A later rating replaces this one.",
        security: MEMBER_SECURITY,
        params: ratingParamsSchema,
        body: putRatingSchema,
        response: { 200: ratingResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) =>
      ratings.rate(memberOf(request).accountId, Number(request.params.id), request.params.section, request.body.rating),
  );
}
