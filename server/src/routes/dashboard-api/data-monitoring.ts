import { errorResponses, recordNotificationsResponseSchema } from '@beacon/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { toRecordNotificationsDto } from '../../dto/notifications';
import { memberOf } from '../../plugins/app/auth';
import { MEMBER_SECURITY, routeSchema } from '../v1/validation';

// GET /dashboard/api/data-monitoring/notifications/ (spec §7, "a second service"): the report updates of the
// member's monitored person and location records, for the header's alerts widget. The client calls it with a
// trailing slash; the path without one answers too. Members without data monitoring get empty lists.
export async function dataMonitoringRoutes(app: FastifyInstance): Promise<void> {
  const options = (hide: boolean) => ({
    onRequest: app.requireMember,
    schema: routeSchema({
      tags: ['notifications'],
      summary: "Report updates of the member's monitored records, newest first",
      description: 'At most 100 of each type. Empty lists for members without data monitoring.',
      security: MEMBER_SECURITY,
      response: { 200: recordNotificationsResponseSchema, ...errorResponses(400, 401, 429) },
      hide,
    }),
  });

  async function handler(request: FastifyRequest) {
    const { accountId } = memberOf(request);
    const [location, person] = await Promise.all([
      app.notifications.listRecordNotifications(accountId, 'location'),
      app.notifications.listRecordNotifications(accountId, 'person'),
    ]);
    return toRecordNotificationsDto(location, person);
  }

  app.get('/data-monitoring/notifications/', options(false), handler);
  app.get('/data-monitoring/notifications', options(true), handler);
}
