import { errorResponses, IDENTITY_SIGNATURE_HEADER, identityWebhookAckSchema } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { HttpError } from '../../http-errors';
import { routeSchema } from './validation';

const SIGNATURE_HEADER = IDENTITY_SIGNATURE_HEADER.toLowerCase();

// POST /v1/webhooks/identity-events (issue 58): the identity-monitoring provider delivers its events here, one per
// request, signed with the shared webhook secret (services/identity-events/webhook-signature.ts). Public: no member
// and no app headers (the provider has neither); the signature is the authentication. The body is kept as received,
// because the HMAC covers its exact bytes: this plugin's own JSON parser hands the route the raw text (the parser is
// scoped to this plugin, so every other route keeps Fastify's), and the service verifies it, then parses it with the
// protocol's schema. Every refusal is a 400 logged as a warning with its reason and the event id when there is one,
// never the secret or the body (it is about a member).
export async function identityEventsWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/identity-events',
    {
      config: { appHeaders: false },
      schema: routeSchema({
        tags: ['webhooks'],
        summary: 'The identity provider\'s signed events (Beacon-Identity-Signature: t=…,v1=HMAC-SHA256 of "t.body")',
        response: { 200: identityWebhookAckSchema, ...errorResponses(400, 413, 415, 429) },
      }),
    },
    async (request) => {
      // Fastify's other parsers (text/plain) would hand a string too: the protocol is JSON only
      const contentType = request.headers['content-type'] ?? '';
      if (typeof request.body !== 'string' || !/^application\/json\b/i.test(contentType)) {
        throw new HttpError(415, 'Events are sent as application/json');
      }
      const header = request.headers[SIGNATURE_HEADER];
      const body = request.body;
      const result = await app.identityEvents.receive(body, typeof header === 'string' ? header : undefined);
      if (!result.ok) {
        request.log.warn({ reason: result.reason, eventId: result.eventId ?? null }, 'identity event refused');
        throw new HttpError(400, result.message);
      }
      if (result.received !== 'accepted') {
        request.log.info({ eventId: result.eventId, received: result.received }, 'identity event received');
      }
      return { received: result.received };
    },
  );
}
