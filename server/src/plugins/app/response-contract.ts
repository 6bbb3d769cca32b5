import { ContractMismatch, isPayloadSchema, parseResponse, toJsonSchema } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';
import fastJson from 'fast-json-stringify';
import fp from 'fastify-plugin';

// Responses follow the contract of @beacon/validation (decision 003). Routes declare their responses with its yup
// schemas: serialization uses the JSON Schema converted from them (fast, and a stored column never leaks by
// accident), and outside production every response body is checked against the schema before it is sent, so a
// service that drifts from the contract fails its own tests with the route, the field and the reason.

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

export const contractSerializerCompiler: SerializerCompiler = ({ schema }) =>
  fastJson((isPayloadSchema(schema) ? toJsonSchema(schema) : schema) as Parameters<typeof fastJson>[0]);

function responseSchemaOf(schema: unknown, statusCode: number): unknown {
  if (typeof schema !== 'object' || schema === null || !('response' in schema)) return undefined;
  const responses = (schema as { response?: Record<string, unknown> }).response ?? {};
  return responses[statusCode] ?? responses[`${Math.floor(statusCode / 100)}xx`];
}

/** A route as the contract sees it: its method, URL and declared responses by status code. */
export interface ContractRoute {
  method: string;
  url: string;
  responses: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route registered after this plugin, with its response schemas (the contract test reads them) */
    contractRoutes: ContractRoute[];
  }
}

export const responseContractPlugin = fp(
  async (app: FastifyInstance, options: { check: boolean }) => {
    const routes: ContractRoute[] = [];
    app.decorate('contractRoutes', routes);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const schema = route.schema as { response?: Record<string, unknown> } | undefined;
      for (const method of methods) routes.push({ method, url: route.url, responses: schema?.response ?? {} });
    });
    if (!options.check) return;
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (reply.statusCode >= 500) return payload;
      const schema = responseSchemaOf(request.routeOptions.schema, reply.statusCode);
      if (!isPayloadSchema(schema)) return payload;
      try {
        parseResponse(schema, payload, `${request.method} ${request.routeOptions.url ?? request.url}`);
      } catch (error) {
        if (error instanceof ContractMismatch) request.log.error({ contract: error.message }, 'response off contract');
        throw error;
      }
      return payload;
    });
  },
  { name: 'response-contract' },
);
