import { checkPayload, isPayloadSchema, noQuerySchema, type PayloadSchema } from '@beacon/validation';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

import { HttpError } from '../../http-errors';

/** Fastify validator for the /v1 routes: their body, query and params schemas are yup schemas from
 * @beacon/validation, and a failure is a 400 with the schema's readable message. */
export const yupValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, url, httpPart }) => {
  if (!isPayloadSchema(schema)) {
    throw new Error(
      `${url} declares its ${httpPart ?? 'input'} schema without yup; use a schema from @beacon/validation`,
    );
  }
  const payloadSchema: PayloadSchema = schema;
  const isQuery = httpPart === 'querystring';
  return (data: unknown) => {
    // A repeated query parameter arrives as an array; every query field is a single string.
    if (isQuery && typeof data === 'object' && data !== null) {
      const repeated = Object.keys(data).find((key) => Array.isArray((data as Record<string, unknown>)[key]));
      if (repeated !== undefined) {
        return { error: new HttpError(400, `Query parameter "${repeated.slice(0, 40)}" may be given only once`) };
      }
    }
    const result = checkPayload(payloadSchema, data);
    return result.ok ? { value: result.value } : { error: new HttpError(400, result.message) };
  };
};

type RouteSchema = FastifySchema & {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  hide?: boolean;
};

type Security = Array<Record<string, string[]>>;

/** OpenAPI security of a member route: the app headers plus the bearer token. */
export const MEMBER_SECURITY: Security = [{ appId: [], apiKey: [], deviceId: [], bearerAuth: [] }];
/** Signed in or not: a bearer token is optional. */
export const OPTIONAL_MEMBER_SECURITY: Security = [{ appId: [], apiKey: [], deviceId: [] }, ...MEMBER_SECURITY];

/** A route's schema with the parts every /v1 route shares: no query string unless the route declares one. */
export function routeSchema(schema: RouteSchema): RouteSchema {
  return { querystring: noQuerySchema, ...schema };
}
