import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';

// The routes of the OpenAPI document, read at test time, and fast-check arbitraries built from (and around) their
// schemas: the fuzz and the authorization matrix iterate over these, so a route added later is covered without
// editing a list.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, unknown>>;
}

export interface OpenApiRoute {
  /** "GET /v1/me/records/{id}", as the matrix names its rows */
  key: string;
  method: string;
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  body: JsonSchema | undefined;
  /** the document allows a call without a member's credentials (no bearer token nor session cookie) */
  anonymous: boolean;
}

const MEMBER_CREDENTIALS = ['bearerAuth', 'apiV2Cookie'];

/** Every operation of the app's OpenAPI document (HEAD excepted: Fastify adds it to each GET). */
export function openApiRoutes(app: FastifyInstance): OpenApiRoute[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method !== 'head')
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        return {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
          queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
          body: operation.requestBody?.content?.['application/json']?.schema,
          anonymous:
            operation.security === undefined ||
            operation.security.some((option) => !MEMBER_CREDENTIALS.some((name) => name in option)),
        };
      }),
  );
}

/** Fills a path template, URL-encoding each value (per segment for the wildcard of /v1/meta/{*}: it holds slashes). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name] ?? '1';
    return name === '*' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}

const INTEGER_EDGES = [
  999_999_999,
  1_000_000_000,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
];

const wrong: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 120 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', '0', '-1', '9'.repeat(30), "' or 1=1 --", '__proto__', 'x'.repeat(5_000)),
  // around the database's integer limit (ids are PostgreSQL integers) and JavaScript's safe integers
  fc.constantFrom(...INTEGER_EDGES, ...INTEGER_EDGES.map(String)),
);

function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((value) => value.length <= 400);
  } catch {
    return undefined;
  }
}

/** Values valid for the schema (as far as these keywords go). */
export function valid(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return wrong;
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const options = schema.oneOf ?? schema.anyOf;
  if (options && options.length > 0) return fc.oneof(...options.map((option) => valid(option, depth + 1)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'string': {
      const matching = schema.pattern ? patternArbitrary(schema.pattern) : undefined;
      if (matching) return matching;
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date') return fc.constantFrom('1984-09-08', '2000-01-01', '1970-12-31');
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 300) });
    }
    case 'integer': {
      const min = schema.minimum ?? -1_000;
      const max = schema.maximum ?? 1_000_000;
      // the bounds themselves now and then: off-by-one and integer-limit errors live there
      return fc.oneof({ arbitrary: fc.integer({ min, max }), weight: 4 }, fc.constantFrom(min, max));
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(around(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, child]) => [name, around(child, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
      );
      // now and then a key the schema does not name
      return fc.oneof(
        { arbitrary: record, weight: 4 },
        fc
          .tuple(record, fc.string({ maxLength: 10 }), wrong)
          .map(([value, name, extra]) => ({ ...value, [name]: extra })),
      );
    }
    default:
      return wrong;
  }
}

/** Mostly valid values, sometimes anything at all: reaches past validation and probes its edges. */
export function around(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: valid(schema, depth), weight: 4 }, { arbitrary: wrong, weight: 1 });
}

/** A query or path value: a string rendering of a value around the schema. */
export function parameterValue(schema: JsonSchema | undefined, known: string[] = []): fc.Arbitrary<string> {
  const rendered = around(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
  // integer edges often: a path id past PostgreSQL's integer once answered 500 (GET /v1/me/subscriptions/2200000000)
  const edges = fc.constantFrom(...INTEGER_EDGES.map(String));
  const drawn = fc.oneof({ arbitrary: rendered, weight: 3 }, { arbitrary: edges, weight: 2 });
  return known.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 3 }, { arbitrary: drawn, weight: 5 })
    : drawn;
}

// "." and ".." (bare or as %2E%2E) are dot segments every URL parser removes (RFC 3986 5.2.4, WHATWG URL): no client
// can send one as a path value (nor as a segment of the wildcard), and the parsed URL names another route.
export function pathParameterValue(schema: JsonSchema | undefined, known: string[] = []): fc.Arbitrary<string> {
  return parameterValue(schema, known).filter(
    (value) => !value.split('/').some((part) => part === '.' || part === '..'),
  );
}
