import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ACCESS_TOKEN_COOKIE, isPayloadSchema, toJsonSchema } from '@beacon/validation';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

import { DOCS_PREFIX } from '../app/app-credentials';

const INPUT_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** Routes declare their input and output with yup schemas (the same ones the web app uses); the OpenAPI document needs JSON
 * Schema, converted here. */
function documentedSchema(schema: FastifySchema): FastifySchema {
  const out: Record<string, unknown> = { ...schema };
  for (const part of INPUT_PARTS) {
    const value = out[part];
    if (isPayloadSchema(value)) out[part] = toJsonSchema(value);
  }
  // responses too: the contract's yup schemas (decision 003), or JSON Schema where a route still declares it
  if (out.response && typeof out.response === 'object') {
    out.response = Object.fromEntries(
      Object.entries(out.response).map(([code, value]) => [code, isPayloadSchema(value) ? toJsonSchema(value) : value]),
    );
  }
  return out as FastifySchema;
}

// OpenAPI description of /v1 at /v1/docs (UI) and /v1/docs/json.
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Beacon provider API',
          version: '1.0.0',
          description:
            'Provider API v1 of Beacon. Every call sends App-Id, Api-Key and Device-Id; member calls also send ' +
            '`Authorization: Bearer` with the access token. Errors are `{ "message", "statusCode" }`.',
        },
        components: {
          securitySchemes: {
            appId: { type: 'apiKey', in: 'header', name: 'App-Id' },
            apiKey: { type: 'apiKey', in: 'header', name: 'Api-Key' },
            deviceId: { type: 'apiKey', in: 'header', name: 'Device-Id' },
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiV2Cookie: { type: 'apiKey', in: 'cookie', name: ACCESS_TOKEN_COOKIE },
            // issue 60: the device of a release-health beacon (a beacon carries no headers) and the guard's token
            deviceCookie: { type: 'apiKey', in: 'cookie', name: 'beacon-device' },
            releaseHealthToken: { type: 'http', scheme: 'bearer', description: 'RELEASE_HEALTH_TOKEN' },
          },
        },
        security: [{ appId: [], apiKey: [], deviceId: [] }],
      },
      transform: ({ schema, url }) => ({ schema: schema ? documentedSchema(schema) : schema, url }),
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      // plain http locally (TLS ends at the edge): upgrading the page's requests to https would break it
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'swagger' },
);
