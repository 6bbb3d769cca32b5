import {
  contactMessageResponseSchema,
  contactMessageSchema,
  errorResponses,
  type ContactMessageInput,
} from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { memberOf } from '../../plugins/app/auth';
import { createSupportMessagesRepository } from '../../repositories/support-messages-repository';
import { MEMBER_SECURITY, routeSchema } from './validation';

export const MESSAGE_RECEIVED = 'Thank you. Member Care will answer by e-mail within one business day.';

// The Contact Us form (issue 16 point 7): a member's message, stored for Member Care with a reference number.
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const messages = createSupportMessagesRepository(app.db);

  app.post<{ Body: ContactMessageInput }>(
    '/support/messages',
    {
      onRequest: app.requireMember,
      bodyLimit: 8 * 1024,
      // a few messages a minute is plenty for a person; more is a script
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: routeSchema({
        tags: ['support'],
        summary: 'Send a message to Member Care',
        description: 'Body `{ name, email, topic, message }`. 201 with the reference number.',
        security: MEMBER_SECURITY,
        body: contactMessageSchema,
        response: { 201: contactMessageResponseSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request, reply) => {
      const id = await messages.add({
        accountId: memberOf(request).accountId,
        name: request.body.name.trim(),
        email: request.body.email.trim(),
        topic: request.body.topic,
        message: request.body.message.trim(),
        now: app.clock(),
      });
      return reply.code(201).send({ id, status: 'received' as const, message: MESSAGE_RECEIVED });
    },
  );
}
