import {
  errorResponses,
  noContent,
  recordListResponseSchema,
  recordListsResponseSchema,
  createListSchema,
  listIdParamSchema,
  listItemParamsSchema,
  patchListItemsSchema,
  type CreateListBody,
  type ListIdParam,
  type ListItemParams,
  type PatchListItemsBody,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toRecordListDto } from '../../dto/record-lists';
import { memberOf } from '../../plugins/app/auth';
import { createRecordListsService } from '../../services/record-lists-service';
import { MEMBER_SECURITY, routeSchema } from './validation';

// The member's record lists (spec §2.4 "+ Add to List" / "- Remove from List", §7 /me/lists). Another member's
// list or record is a 404.
export async function memberListRoutes(app: FastifyInstance): Promise<void> {
  const lists = createRecordListsService({ db: app.db, clock: app.clock });
  const errors = (...codes: number[]) => errorResponses(400, 401, 429, ...codes);

  app.get(
    '/me/lists',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['lists'],
        summary: "The member's lists with their records, oldest list first",
        security: MEMBER_SECURITY,
        response: { 200: recordListsResponseSchema, ...errors() },
      }),
    },
    async (request) => ({ items: (await lists.list(memberOf(request).accountId)).map(toRecordListDto) }),
  );

  app.post<{ Body: CreateListBody }>(
    '/me/lists',
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      schema: routeSchema({
        tags: ['lists'],
        summary: 'Create a list',
        description: 'Body `{ name }` (1 to 60 characters, trimmed). 201 with the list; 409 for a name in use.',
        security: MEMBER_SECURITY,
        body: createListSchema,
        response: { 201: recordListResponseSchema, ...errors(409) },
      }),
    },
    async (request, reply) =>
      reply.code(201).send(toRecordListDto(await lists.create(memberOf(request).accountId, request.body.name))),
  );

  app.patch<{ Params: ListIdParam; Body: PatchListItemsBody }>(
    '/me/lists/:listId/items',
    {
      onRequest: app.requireMember,
      bodyLimit: 16 * 1024,
      schema: routeSchema({
        tags: ['lists'],
        summary: "Add records to a list (1 to 50, each one of the member's)",
        description:
          'Body `{ items: [{ type, recordId }] }`. A record of another member, or unknown, is a 404 and nothing ' +
          "is added; a type that is not the record's is a 400. Records already in the list stay where they are.",
        security: MEMBER_SECURITY,
        params: listIdParamSchema,
        body: patchListItemsSchema,
        response: { 200: recordListResponseSchema, ...errors(404) },
      }),
    },
    async (request) =>
      toRecordListDto(
        await lists.addItems(memberOf(request).accountId, Number(request.params.listId), request.body.items),
      ),
  );

  app.delete<{ Params: ListItemParams }>(
    '/me/lists/:listId/items/:type/:recordId',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['lists'],
        summary: 'Remove a record from a list',
        description: '200 with the list. A record that is not in the list is a 404.',
        security: MEMBER_SECURITY,
        params: listItemParamsSchema,
        response: { 200: recordListResponseSchema, ...errors(404) },
      }),
    },
    async (request) =>
      toRecordListDto(
        await lists.removeItem(
          memberOf(request).accountId,
          Number(request.params.listId),
          request.params.type,
          Number(request.params.recordId),
        ),
      ),
  );

  app.delete<{ Params: ListIdParam }>(
    '/me/lists/:listId',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['lists'],
        summary: 'Delete a list (its records stay)',
        security: MEMBER_SECURITY,
        params: listIdParamSchema,
        response: { 204: noContent(), ...errors(404) },
      }),
    },
    async (request, reply) => {
      await lists.remove(memberOf(request).accountId, Number(request.params.listId));
      return reply.code(204).send();
    },
  );
}
