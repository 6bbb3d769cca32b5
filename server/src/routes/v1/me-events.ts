import { errorResponses } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { memberOf } from '../../plugins/app/auth';
import { LIVE_RETRY_MS } from '../../plugins/app/live-events';
import { MEMBER_SECURITY, routeSchema } from './validation';

// GET /me/events (issue 18 point 7): the member's live updates as Server-Sent Events. Authenticated like every call
// (app headers and bearer token), which is why browsers read it with fetch rather than EventSource. The answer is a
// stream, not JSON: each event's data follows liveEventSchema of @beacon/validation, which the client parses.
export async function memberEventRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/me/events',
    {
      onRequest: app.requireMember,
      schema: routeSchema({
        tags: ['notifications'],
        summary: "The member's live updates (Server-Sent Events)",
        description:
          '`text/event-stream`, one per signed-in tab. Starts with `retry: ' +
          String(LIVE_RETRY_MS) +
          '` and `event: ready` (data `{ "replayed": n }`), then for every change `event: <topic>`, `id: <event id>` ' +
          'and `data: { "id", "topic", "payload"? }` (topics: identity-notifications, record-notifications, pdf with ' +
          '`{ recordId, status }`, monitoring), and a comment line every LIVE_EVENTS_HEARTBEAT_MS. Send the last id ' +
          'seen as `Last-Event-ID` when reconnecting to receive what was missed (at most LIVE_EVENTS_REPLAY_LIMIT ' +
          'events of the last LIVE_EVENTS_RETENTION_MS). The stream ends when the access token expires; reconnect ' +
          'with a refreshed one. It also ends, within about LIVE_EVENTS_POLL_MS, when its login ends (sign-out, a ' +
          'password change made by another login, the login reaching SESSION_MAX_AGE_SECONDS, or an ' +
          "administrator revoking it): its last event is `event: session-ended` with `data: {}`, and the login's " +
          'tokens get 401 from then on. 429 when the member already has LIVE_EVENTS_MAX_STREAMS_PER_ACCOUNT ' +
          'streams open on this instance.',
        security: MEMBER_SECURITY,
        response: {
          200: {
            description: 'the event stream',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          ...errorResponses(400, 401, 429),
        },
      }),
    },
    async (request, reply) => app.liveEvents.serve(request, reply, memberOf(request)),
  );
}
