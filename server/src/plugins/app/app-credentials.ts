import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { unauthorized } from '../../http-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route answers without the app headers (a plain link click, such as a PDF download, sends none) */
    appHeaders?: false;
  }
  interface FastifyRequest {
    /** the caller's Device-Id header (a per-browser id, spec §7) */
    deviceId: string;
  }
}

export const DOCS_PREFIX = '/v1/docs';
const DEVICE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so the time taken depends neither on where the strings differ nor on their lengths. */
function sameSecret(given: string, expectedDigest: Buffer): boolean {
  return timingSafeEqual(digest(given), expectedDigest);
}

// Every call needs App-Id, Api-Key and Device-Id (spec §7). The check runs before the body is read. Exempt: CORS
// preflights (browsers send no custom headers with them) and the OpenAPI pages at /v1/docs, which a person opens in
// a browser, and routes declared with `config: { appHeaders: false }` (the PDF file, fetched by a plain link).
export const appCredentialsPlugin = fp(
  async (app) => {
    const credentials = new Map(
      Object.entries(app.config.appCredentials).map(([appId, apiKey]) => [appId, digest(apiKey)] as const),
    );
    app.decorateRequest('deviceId', '');
    app.addHook('onRequest', async (request) => {
      if (request.method === 'OPTIONS') return;
      const route = request.routeOptions.url;
      if (route && (route === DOCS_PREFIX || route.startsWith(`${DOCS_PREFIX}/`))) return;
      if (request.routeOptions.config.appHeaders === false) return;
      const appId = header(request, 'app-id');
      const apiKey = header(request, 'api-key');
      const deviceId = header(request, 'device-id');
      if (!appId) throw unauthorized('Missing App-Id header');
      if (!apiKey) throw unauthorized('Missing Api-Key header');
      if (!deviceId) throw unauthorized('Missing Device-Id header');
      const expected = credentials.get(appId);
      if (expected === undefined) throw unauthorized('Unknown App-Id');
      if (!sameSecret(apiKey, expected)) throw unauthorized('Wrong Api-Key for this App-Id');
      if (!DEVICE_ID.test(deviceId))
        throw unauthorized('Invalid Device-Id header: 1 to 128 letters, digits or . _ : -');
      request.deviceId = deviceId;
    });
  },
  { name: 'app-credentials', dependencies: ['config'] },
);
