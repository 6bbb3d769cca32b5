import { botChallengeResponseSchema, errorResponses } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { routeSchema } from './validation';

// The ALTCHA challenge the login form's widget solves before POST /authenticate.
export async function altchaRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/altcha/challenge',
    {
      schema: routeSchema({
        tags: ['auth'],
        summary: 'A fresh proof-of-work challenge for the login bot check',
        description:
          'Solve it with the ALTCHA widget (v2) and send base64(JSON({ challenge, solution })) as ' +
          '`recaptchaResponse` to POST /v1/authenticate. A solved challenge is accepted once.',
        response: {
          200: botChallengeResponseSchema,
          ...errorResponses(400, 401, 429),
        },
      }),
    },
    async () => app.botCheck.challenge(),
  );
}
