import {
  createMonitoredRecordSchema,
  errorResponses,
  monitoredRecordResponseSchema,
  monitoredRecordsResponseSchema,
  idParamSchema,
  patchMonitoredRecordSchema,
  type CreateMonitoredRecordBody,
  type IdParam,
  type PatchMonitoredRecordBody,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toMonitoredDto } from '../../dto/monitored-records';
import { memberOf } from '../../plugins/app/auth';
import type { MonitoredKind } from '../../repositories/monitored-records-repository';
import { createMonitoredRecordsService } from '../../services/monitored-records-service';
import { MEMBER_SECURITY, routeSchema } from './validation';

// Monitored person and location records (spec §3, §7; report monitoring). Every call needs data_monitoring, else
// 402 with X-Required-Item: data_monitoring. The spec lists GET /{id} for person records only.
export async function memberMonitoredRecordRoutes(app: FastifyInstance): Promise<void> {
  const monitored = createMonitoredRecordsService({
    db: app.db,
    publicRecords: app.publicRecordsRepository,
    clock: app.clock,
  });
  const errors = (...codes: number[]) => errorResponses(400, 401, 402, 429, ...codes);

  for (const kind of ['person', 'location'] as const satisfies readonly MonitoredKind[]) {
    const path = `/me/monitored/${kind}-records`;
    const tags = ['monitoring'];

    app.get(
      path,
      {
        onRequest: app.requireMember,
        schema: routeSchema({
          tags,
          summary: `The member's monitored ${kind} records: newest first, archived ones last`,
          security: MEMBER_SECURITY,
          response: { 200: monitoredRecordsResponseSchema, ...errors() },
        }),
      },
      async (request) => ({ items: (await monitored.list(kind, memberOf(request).accountId)).map(toMonitoredDto) }),
    );

    app.post<{ Body: CreateMonitoredRecordBody }>(
      path,
      {
        onRequest: app.requireMember,
        bodyLimit: 1024,
        schema: routeSchema({
          tags,
          summary: `Monitor a ${kind} record`,
          description:
            `Body \`{ pointer, usageId }\`: the pointer of a ${kind} of the data set (else 404 "Record not found"). ` +
            '201 with the monitored record; a pointer the member monitors already is a 409.',
          security: MEMBER_SECURITY,
          body: createMonitoredRecordSchema,
          response: { 201: monitoredRecordResponseSchema, ...errors(404, 409) },
        }),
      },
      async (request, reply) => {
        const { pointer, usageId } = request.body;
        const row = await monitored.create(kind, memberOf(request).accountId, pointer, usageId);
        return reply.code(201).send(toMonitoredDto(row));
      },
    );

    if (kind === 'person') {
      app.get<{ Params: IdParam }>(
        `${path}/:id`,
        {
          onRequest: app.requireMember,
          schema: routeSchema({
            tags,
            summary: 'One monitored person record',
            description: 'Another member\'s, like an unknown id, is a 404 "Monitored record not found".',
            security: MEMBER_SECURITY,
            params: idParamSchema,
            response: { 200: monitoredRecordResponseSchema, ...errors(404) },
          }),
        },
        async (request) =>
          toMonitoredDto(await monitored.find(kind, memberOf(request).accountId, Number(request.params.id))),
      );
    }

    app.patch<{ Params: IdParam; Body: PatchMonitoredRecordBody }>(
      `${path}/:id`,
      {
        onRequest: app.requireMember,
        bodyLimit: 1024,
        schema: routeSchema({
          tags,
          summary: `Archive or restore a monitored ${kind} record, or change its usage id`,
          description: "Body `{ isArchived?, usageId? }`, at least one. Another member's record is a 404.",
          security: MEMBER_SECURITY,
          params: idParamSchema,
          body: patchMonitoredRecordSchema,
          response: { 200: monitoredRecordResponseSchema, ...errors(404) },
        }),
      },
      async (request) => {
        const { isArchived, usageId } = request.body;
        const row = await monitored.update(kind, memberOf(request).accountId, Number(request.params.id), {
          ...(isArchived === undefined ? {} : { isArchived }),
          ...(usageId === undefined ? {} : { usageId }),
        });
        return toMonitoredDto(row);
      },
    );
  }
}
