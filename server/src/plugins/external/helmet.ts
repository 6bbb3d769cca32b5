import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

// Security headers on every response. The defaults fit a JSON API, and the OpenAPI UI at /v1/docs runs under the
// same CSP (its scripts and styles are served from 'self'). No upgrade-insecure-requests: TLS ends at the edge, and
// locally the API is plain http.
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    });
  },
  { name: 'helmet' },
);
