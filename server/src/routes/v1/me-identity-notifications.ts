import { errorResponses, identityNotificationsResponseSchema } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { toIdentityNotificationDto } from '../../dto/notifications';
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
        response: { 200: identityNotificationsResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) =>
      (await app.notifications.listIdentityNotifications(memberOf(request).accountId)).map(toIdentityNotificationDto),
  );
}
