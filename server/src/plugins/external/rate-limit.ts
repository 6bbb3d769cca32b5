import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

import { HttpError } from '../../http-errors';
import { databaseRateLimitStore } from '../../repositories/rate-limit-store';

// A per-client-IP request budget over all routes, counted in the database so several instances share it. Behind
// the edge the client IP comes from X-Forwarded-For (TRUST_PROXY). Login failures have their own, stricter
// throttle (repositories/login-throttle-repository.ts).
export const rateLimitPlugin = fp(
  async (app) => {
    const { max, windowMs } = app.config.rateLimit;
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: windowMs,
      store: databaseRateLimitStore(app.db, app.clock),
      keyGenerator: (request) => `ip:${request.ip}`,
      // When the database cannot count, serve the request rather than fail it; the handler will hit the same
      // database and report its own error if it is really down.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Please try again in ${context.after}.`, {
          'retry-after': String(Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
