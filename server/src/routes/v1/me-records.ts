import {
  accountResponseSchema,
  errorResponses,
  errorResponseSchema,
  memberRecordListResponseSchema,
  memberRecordResponseSchema,
  type ClaimRecordBody,
  claimRecordSchema,
  type CreateRecordBody,
  createRecordSchema,
  type DeleteRecordQuery,
  deleteRecordQuerySchema,
  type IdParam,
  idParamSchema,
  noContent,
  type PatchRecordBody,
  patchRecordSchema,
  recordKeyOf,
  decodeRecordIdParam,
  isIdValue,
  type ReportPageParam,
  reportPageParamSchema,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toAccountDto } from '../../dto/responses';
import { toRecordDto } from '../../dto/records';
import { HttpError, notFound } from '../../http-errors';
import { memberOf } from '../../plugins/app/auth';
import { createAccountService } from '../../services/account-service';
import { createRecordsService, RECORD_NOT_FOUND } from '../../services/records-service';
import { MEMBER_SECURITY, routeSchema } from './validation';

/** Where a record lives: the 201's and the 409's `Location` (its last segment is the record id, spec §7). */
export const recordLocation = (id: number) => `/v1/me/records/${id}`;

export const RECORD_EXISTS = 'Record already exists';

// The member's records (spec §3, §7): create (the create-record view of spec §2.4), list, read one, claim a person
// record as the member's own (spec §4 self-report confirmation), archive or upgrade one, delete one. Another
// member's record is a 404, never a 403 (a 403 signs the client out, spec §4).
export async function memberRecordRoutes(app: FastifyInstance): Promise<void> {
  const records = createRecordsService({
    db: app.db,
    publicRecords: app.publicRecordsRepository,
    clock: app.clock,
    maxRecords: app.config.maxRecordsPerMember,
  });
  const accounts = createAccountService({ accounts: app.accounts, memberships: app.memberships, clock: app.clock });

  app.post<{ Body: CreateRecordBody }>(
    '/me/records',
    {
      // creating a record reveals the person (name, address, date of birth): the search's paywall (issue 55 point 1),
      // whose 402 says what the member was doing: opening someone's report
      onRequest: [app.requireMember, app.requireActiveMembershipToOpen],
      config: { quota: 'recordCreate' },
      bodyLimit: 4 * 1024,
      schema: routeSchema({
        tags: ['records'],
        summary: 'Create a record (the create-record view)',
        description:
          "Body `{ type, data }`: person and location take `data.pointer` (a search result's pointer; someone who " +
          'opted out does not resolve: 404 "Record not found"), phone takes `data.phone` (its last 10 digits), ' +
          'email `data.email`. The display data comes from the public records. 201 with the record and its ' +
          '`Location`. A record the member already has is a 409 whose `Location` header ends with its id ' +
          '(`/v1/me/records/123`). A member who keeps `MAX_RECORDS_PER_MEMBER` records (archived ones count) ' +
          'gets a 409 without `Location` that says so. Counts against the record-creation quota (429). Needs an ' +
          'active membership, as searching does: otherwise 402 with `X-Required-Item: person_report` and ' +
          '`X-Required-For: report`.',
        security: MEMBER_SECURITY,
        body: createRecordSchema,
        response: {
          201: memberRecordResponseSchema,
          409: errorResponseSchema,
          ...errorResponses(400, 401, 402, 404, 429),
        },
      }),
    },
    async (request, reply) => {
      const result = await records.create(memberOf(request).accountId, recordKeyOf(request.body));
      if (!result.created) {
        throw new HttpError(409, RECORD_EXISTS, { location: recordLocation(result.existing.id) });
      }
      return reply.code(201).header('location', recordLocation(result.record.id)).send(toRecordDto(result.record));
    },
  );

  app.get(
    '/me/records',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['records'],
        summary: "The member's records: newest first, archived ones last",
        security: MEMBER_SECURITY,
        response: { 200: memberRecordListResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => {
      const { accountId } = memberOf(request);
      const [rows, usage] = await Promise.all([
        records.list(accountId),
        app.protectionMembers.usageByRecord(accountId),
      ]);
      return { items: rows.map((row) => toRecordDto(row, usage)) };
    },
  );

  app.get<{ Params: IdParam }>(
    '/me/records/:id',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['records'],
        summary: 'One record of the member',
        description: 'Another member\'s record, like an unknown id, is a 404 "Record not found".',
        security: MEMBER_SECURITY,
        params: idParamSchema,
        response: { 200: memberRecordResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) => {
      const { accountId } = memberOf(request);
      const record = await records.find(accountId, Number(request.params.id));
      if (!record) throw notFound(RECORD_NOT_FOUND);
      return toRecordDto(record, await app.protectionMembers.usageByRecord(accountId));
    },
  );

  app.get<{ Params: ReportPageParam }>(
    '/me/records/:recordId/exists',
    {
      // Asked by the edge and nginx with the browser's own cookie, as a page request carries it (no app headers), so
      // the report page of a record the member does not have is answered with 404 (issue 56, decision 004). It says
      // only what the member's own GET /me/records/{id} says: whether they have that record.
      onRequest: app.requireMemberOrCookie,
      config: { appHeaders: false },
      schema: routeSchema({
        tags: ['records'],
        summary: 'Whether the member has a record (204 or 404), by the id a report link carries',
        description:
          "`recordId` as a report page's URL carries it: digits, or for e-mail records their base64 form. 204 when " +
          "the member has the record (archived ones too); another member's record, like an unknown id or one that " +
          'does not decode to digits, is a 404 "Record not found". Takes the apiV2 cookie without app headers: the ' +
          'edge asks it for a report page request.',
        security: [{ bearerAuth: [] }, { apiV2Cookie: [] }],
        params: reportPageParamSchema,
        response: { 204: noContent(), ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request, reply) => {
      const recordId = decodeRecordIdParam(request.params.recordId);
      const { accountId } = memberOf(request);
      const record = isIdValue(recordId) ? await records.find(accountId, Number(recordId)) : undefined;
      if (!record) throw notFound(RECORD_NOT_FOUND);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: IdParam; Body: ClaimRecordBody }>(
    '/me/records/:id/claim',
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['records'],
        summary: 'Claim a person record as the member\'s own (self-report confirmation, "self")',
        description:
          'Body `{ "value": "self" }`. Sets `data.customers_report` to `{ record_id, pointer }` of this person ' +
          'record (replacing any earlier one), clears `data.possible_customers_report`, and records a ' +
          '`report:claim` event. 200 with the account, as `GET /v1/me`. A record of another type is a 400; ' +
          'another member\'s record, like an unknown id, a 404 "Record not found".',
        security: MEMBER_SECURITY,
        params: idParamSchema,
        body: claimRecordSchema,
        response: { 200: accountResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      }),
    },
    async (request) => {
      const { accountId } = memberOf(request);
      await records.claim(accountId, Number(request.params.id), request.deviceId);
      const { account, balances } = await accounts.read(accountId);
      return toAccountDto(account, balances);
    },
  );

  app.patch<{ Params: IdParam; Body: PatchRecordBody }>(
    '/me/records/:id',
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['records'],
        summary: 'Archive or restore a record, or upgrade it to premium',
        description:
          'Body `{ isArchived?: boolean, isPremium?: true }`, at least one of them; any other field is a 400. ' +
          '`isPremium: true` needs the premium_person_report item (balance null), else 402 with the header ' +
          '`X-Required-Item: premium_person_report`. An archived record moves to the end of the list. 200 with ' +
          'the record; another member\'s record, like an unknown id, is a 404 "Record not found".',
        security: MEMBER_SECURITY,
        params: idParamSchema,
        body: patchRecordSchema,
        response: { 200: memberRecordResponseSchema, ...errorResponses(400, 401, 402, 404, 429) },
      }),
    },
    async (request) => {
      const { isArchived, isPremium } = request.body;
      const { accountId } = memberOf(request);
      return toRecordDto(
        await records.update(accountId, Number(request.params.id), { isArchived, isPremium }),
        await app.protectionMembers.usageByRecord(accountId),
      );
    },
  );

  app.delete<{ Params: IdParam; Querystring: DeleteRecordQuery }>(
    '/me/records/:id',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['records'],
        summary: 'Delete a record',
        description:
          "Query `type`: the record's type (person, phone, email, location); another type is a 400. 204; " +
          'another member\'s record, like an unknown id, is a 404 "Record not found".',
        security: MEMBER_SECURITY,
        params: idParamSchema,
        querystring: deleteRecordQuerySchema,
        response: { 204: noContent(), ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request, reply) => {
      await records.remove(memberOf(request).accountId, Number(request.params.id), request.query.type);
      return reply.code(204).send();
    },
  );
}
