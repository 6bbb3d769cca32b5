import type { ServerResponse } from 'node:http';

import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// Security headers on every response. The defaults fit a JSON API, and the OpenAPI UI at /v1/docs runs under the
// same CSP (its scripts and styles are served from 'self'). No upgrade-insecure-requests: TLS ends at the edge, and
// locally the API is plain http.
//
// The headers are the same for every response, so helmet works them out once at start-up and each reply gets a copy.
// (@fastify/helmet builds a new helmet middleware, parsing the CSP directives again, on every request: a twentieth of
// a search request's time.)
const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
};

/** The headers helmet sets with our options, recorded from one run of its middleware. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(HELMET_OPTIONS)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export const helmetPlugin = fp(
  async (app) => {
    const headers = securityHeaders();
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: 'helmet' },
);
