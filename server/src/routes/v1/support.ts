import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_SENT_MAX,
  CONTACT_NAME_MAX,
  contactMessageResponseSchema,
  contactMessageSchema,
  errorResponses,
  type ContactMessageInput,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { memberOf } from '../../plugins/app/auth';
import { createSupportMessagesService } from '../../services/support-messages-service';
import { MEMBER_SECURITY, routeSchema } from './validation';

export const MESSAGE_RECEIVED = 'Thank you. Member Care will answer by e-mail within one business day.';

/**
 * The largest body a valid message can be: every field at its cap in three-byte UTF-8 characters, plus the JSON
 * around them. Anything bigger is refused (413) before it is parsed.
 */
export const SUPPORT_MESSAGE_BODY_LIMIT = 3 * (CONTACT_NAME_MAX + CONTACT_EMAIL_MAX + CONTACT_MESSAGE_SENT_MAX) + 1024;

// The Contact Us form (issue 16 point 7): a member's message, stored for Member Care with a reference number, at most
// SUPPORT_MESSAGES_PER_DAY of them in 24 hours (issue 55 point 6).
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const messages = createSupportMessagesService({
    db: app.db,
    content: app.content,
    clock: app.clock,
    perDay: app.config.supportMessagesPerDay,
  });

  app.post<{ Body: ContactMessageInput }>(
    '/support/messages',
    {
      onRequest: app.requireMember,
      bodyLimit: SUPPORT_MESSAGE_BODY_LIMIT,
      // a few messages a minute is plenty for a person; more is a script
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: routeSchema({
        tags: ['support'],
        summary: 'Send a message to Member Care',
        description:
          `Body \`{ name, email, topic, message }\`: name at most ${CONTACT_NAME_MAX} characters, email at most ` +
          `${CONTACT_EMAIL_MAX}, topic one of the form's topics, message ${CONTACT_MESSAGE_MAX} characters at most ` +
          'once the white space around it is trimmed; a bigger body is a 413. 201 with the reference number. The ' +
          'text is stored exactly as sent (HTML is text, never markup) and never returned by the API. A member may ' +
          'send `SUPPORT_MESSAGES_PER_DAY` messages (default 10) in any 24 hours, counted in the database; past ' +
          'that, 429 with `Retry-After` (seconds until the next one is taken) and a message naming the support phone.',
        security: MEMBER_SECURITY,
        body: contactMessageSchema,
        response: { 201: contactMessageResponseSchema, ...errorResponses(400, 401, 413, 429) },
      }),
    },
    async (request, reply) => {
      const id = await messages.send({
        accountId: memberOf(request).accountId,
        name: request.body.name.trim(),
        email: request.body.email.trim(),
        topic: request.body.topic,
        message: request.body.message.trim(),
      });
      return reply.code(201).send({ id, status: 'received' as const, message: MESSAGE_RECEIVED });
    },
  );
}
