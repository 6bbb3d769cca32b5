import {
  alertEmailPreferenceResponseSchema,
  alertEmailPreferenceSchema,
  errorResponses,
  type AlertEmailPreferenceInput,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { memberOf } from '../../plugins/app/auth';
import { MEMBER_SECURITY, routeSchema } from './validation';

// GET and PUT /v1/me/alert-emails (issue 58 point 4): how often the signed-in member's identity and dark web alerts
// are mailed. No id in the path or body: a member reads and sets only their own.
export async function alertEmailPreferenceRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/me/alert-emails',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['account'],
        summary: 'How often alert e-mails are sent: immediate (the default), daily or off',
        security: MEMBER_SECURITY,
        response: { 200: alertEmailPreferenceResponseSchema, ...errorResponses(401) },
      }),
    },
    async (request) => ({ frequency: await app.alertMail.preference(memberOf(request).accountId) }),
  );

  app.put<{ Body: AlertEmailPreferenceInput }>(
    '/me/alert-emails',
    {
      onRequest: app.requireMember,
      bodyLimit: 1024,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: routeSchema({
        tags: ['account'],
        summary: 'Choose how often alert e-mails are sent',
        description:
          'Body `{ frequency }`: `immediate` (one e-mail each time alerts are raised), `daily` (one summary a day of ' +
          'the alerts raised since the last one, from the next alert on) or `off`.',
        security: MEMBER_SECURITY,
        body: alertEmailPreferenceSchema,
        response: { 200: alertEmailPreferenceResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => ({
      frequency: await app.alertMail.setPreference(memberOf(request).accountId, request.body.frequency),
    }),
  );
}
