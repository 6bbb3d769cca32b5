import type { FastifyInstance } from 'fastify';

import { identityNotificationSchema, toIdentityNotificationDto } from '../../dto/notifications';
import { errorResponses } from '../../dto/responses';
import { memberOf } from '../../plugins/app/auth';
import { MEMBER_SECURITY, routeSchema } from './validation';

// GET /me/identity-monitoring/notifications (spec §7): the identity alerts the header loads for the alerts widget.
// Every member may ask; one without identity or dark web monitoring simply has none (a 403 would sign them out).
export async function identityNotificationRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/me/identity-monitoring/notifications',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['notifications'],
        summary: "The member's identity-monitoring alerts, newest first",
        description: 'At most 100. Empty for members without identity or dark web monitoring.',
        security: MEMBER_SECURITY,
        response: { 200: { type: 'array', items: identityNotificationSchema }, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) =>
      (await app.notifications.listIdentityNotifications(memberOf(request).accountId)).map(toIdentityNotificationDto),
  );
}
