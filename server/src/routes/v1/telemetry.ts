import {
  type ErrorReportInput,
  errorReportSchema,
  errorResponses,
  type EventInput,
  eventSchema,
  noContent,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { OPTIONAL_MEMBER_SECURITY, routeSchema } from './validation';

// POST /events and POST /errors (spec §7). Both work signed in or out (page views are tracked on /login too); a
// bearer token, when sent, must be valid and ties the row to the member. Bodies are size-limited twice: by the
// body limit before parsing and by the schema after. Anyone may call them, so each has its own, smaller budget per
// client IP (TELEMETRY_RATE_LIMIT_*, in place of the general one), and rows are kept TELEMETRY_RETENTION_DAYS
// (jobs/definitions/telemetry-retention.ts).
export async function telemetryRoutes(app: FastifyInstance): Promise<void> {
  const responses = { 204: noContent(), ...errorResponses(400, 401, 413, 415, 429) };
  const { max, windowMs } = app.config.telemetry.rateLimit;
  const rateLimit = { max, timeWindow: windowMs };

  app.post<{ Body: EventInput }>(
    '/events',
    {
      onRequest: app.optionalMember,
      bodyLimit: 16 * 1024,
      config: { rateLimit },
      schema: routeSchema({
        tags: ['telemetry'],
        summary: 'Record a client event (name plus properties), e.g. navigation:view',
        body: eventSchema,
        security: OPTIONAL_MEMBER_SECURITY,
        response: responses,
      }),
    },
    async (request, reply) => {
      await app.telemetry.addEvent({
        accountId: request.member?.accountId ?? null,
        deviceId: request.deviceId,
        name: request.body.name,
        properties: request.body.properties ?? {},
        now: app.clock(),
      });
      return reply.code(204).send();
    },
  );

  app.post<{ Body: ErrorReportInput }>(
    '/errors',
    {
      onRequest: app.optionalMember,
      bodyLimit: 32 * 1024,
      config: { rateLimit },
      schema: routeSchema({
        tags: ['telemetry'],
        summary: 'Report a client-side error (message, stack, name, path, optional userId)',
        body: errorReportSchema,
        security: OPTIONAL_MEMBER_SECURITY,
        response: responses,
      }),
    },
    async (request, reply) => {
      const { message, name, stack, path, userId } = request.body;
      await app.telemetry.addErrorReport({
        accountId: request.member?.accountId ?? null,
        deviceId: request.deviceId,
        message,
        name: name ?? null,
        stack: stack ?? null,
        path: path ?? null,
        userId: userId === undefined || userId === null ? null : String(userId),
        now: app.clock(),
      });
      return reply.code(204).send();
    },
  );
}
