import {
  errorReportSchema,
  eventSchema,
  checkPayload,
  patchableDataSchema,
  PATCHABLE_DATA_KEYS,
} from '@beacon/validation';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { parseAccountData } from '../../../src/repositories/accounts-repository';
import {
  APP_HEADERS,
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../../helper';

// Property-based robustness: thousands of malformed bodies, paths, queries and headers against every endpoint.
// Nothing may answer 5xx, and nothing invalid may be stored.

// FUZZ_SCALE=10 for a deeper run by hand; the default keeps the suite fast.
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const RUNS = { sqlite: Math.round(250 * SCALE), postgres: Math.round(80 * SCALE) } as const;

const KNOWN_KEYS = [
  'email',
  'password',
  'recaptchaResponse',
  'type',
  'accessToken',
  'refreshToken',
  'lastAccessToken',
  'sessionId',
  'sessionCreated',
  'data',
  'name',
  'properties',
  'message',
  'stack',
  'path',
  'userId',
  'id',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  ...PATCHABLE_DATA_KEYS,
  'customers_report',
  'first_name',
  'record_id',
  'report_id',
  'notified',
  'timestamp',
];

const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 80,
});
const key = fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 12 }));
const leaf = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const objectOf = (value: fc.Arbitrary<unknown>) => fc.dictionary(key, value, { maxKeys: 6 });
/** Bodies that look more or less like ours: known keys with wrong values, nested `data`, plus arbitrary JSON. */
const body: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  objectOf(leaf),
  objectOf(fc.oneof(leaf, objectOf(leaf))),
  fc.record({ data: fc.oneof(leaf, objectOf(fc.oneof(leaf, objectOf(leaf)))) }, { requiredKeys: [] }),
  fc.record(
    { name: fc.oneof(leaf, fc.string({ maxLength: 120 })), properties: fc.oneof(leaf, objectOf(leaf)) },
    { requiredKeys: [] },
  ),
  fc.record({ message: leaf, stack: leaf, name: leaf, path: leaf, userId: leaf }, { requiredKeys: [] }),
);
/** Raw payloads: broken JSON, huge strings, odd content types. */
const raw = fc.record({
  payload: fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.constantFrom('{', '{"data":', '[]', 'null', '"x"', '{"__proto__":{"x":1}}', '1e999', 'x'.repeat(70_000)),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data',
  ),
});
const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('0', '-1', '1e3', '9'.repeat(30), '%00', '..%2F..', 'a/b', "' or 1=1 --"),
);
const query = fc.dictionary(
  fc.oneof(
    fc.string({ minLength: 1, maxLength: 8 }),
    fc.constantFrom('valueOf', 'toString', '__proto__', 'constructor', 'id'),
  ),
  fc.string({ maxLength: 20 }),
  { maxKeys: 3 },
);

const BODY_ROUTES = [
  { method: 'POST', url: '/v1/authenticate', member: false },
  { method: 'POST', url: '/v1/refresh-access-token', member: false },
  { method: 'POST', url: '/v1/logout', member: false },
  { method: 'PATCH', url: '/v1/me', member: true },
  { method: 'POST', url: '/v1/events', member: true },
  { method: 'POST', url: '/v1/errors', member: true },
] as const;

const GET_ROUTES = [
  '/v1/me',
  '/v1/me/subscriptions',
  '/v1/me/orders',
  '/v1/me/payment-options',
  '/v1/ping',
  '/v1/altcha/challenge',
];
const PARAM_ROUTES = ['/v1/me/subscriptions/', '/v1/meta/', '/v1/dynamic-layouts/'];

describe.each(ENGINES)('fuzzing every endpoint on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;
  const numRuns = RUNS[engine];
  const accepted = { events: 0, errors: 0 };
  let requests = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    token = (await loginTokens(app, MEMBERS.premium)).accessToken;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  function noServerError(response: LightMyRequestResponse): void {
    requests += 1;
    if (response.statusCode >= 500) throw new Error(`${response.statusCode} ${response.body}`);
    expect(JSON.parse(response.body || '{}')).toBeDefined();
  }

  function count(url: string, response: LightMyRequestResponse): void {
    if (response.statusCode !== 204) return;
    if (url === '/v1/events') accepted.events += 1;
    if (url === '/v1/errors') accepted.errors += 1;
  }

  it.each(BODY_ROUTES.map((route) => [`${route.method} ${route.url}`, route]))(
    '%s survives malformed JSON bodies',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, withToken) => {
          const response = await inject(app, {
            method: route.method,
            url: route.url,
            token: route.member && withToken ? token : undefined,
            payload: JSON.stringify(payload) ?? 'null',
            headers: { 'content-type': 'application/json' },
          });
          noServerError(response);
          count(route.url, response);
        }),
        { numRuns },
      );
    },
  );

  it.each(BODY_ROUTES.map((route) => [`${route.method} ${route.url}`, route]))(
    '%s survives raw payloads',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(raw, async ({ payload, contentType }) => {
          const response = await inject(app, {
            method: route.method,
            url: route.url,
            token: route.member ? token : undefined,
            payload,
            headers: { 'content-type': contentType },
          });
          noServerError(response);
          count(route.url, response);
        }),
        { numRuns: Math.ceil(numRuns / 3) },
      );
    },
  );

  it('GET routes survive arbitrary path segments and query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PARAM_ROUTES, ...GET_ROUTES), segment, query, async (base, value, params) => {
        const path = PARAM_ROUTES.includes(base) ? `${base}${encodeURIComponent(value)}` : base;
        const search = new URLSearchParams(params).toString();
        const response = await inject(app, { method: 'GET', url: search ? `${path}?${search}` : path, token });
        noServerError(response);
      }),
      { numRuns: numRuns * 2 },
    );
  });

  it('every route survives arbitrary app headers and bearer tokens; only real credentials get through', async () => {
    const credential = (real: string) => fc.oneof(fc.constant(real), fc.constant(undefined), headerText);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GET_ROUTES, ...BODY_ROUTES.map((route) => route.url)),
        credential(APP_HEADERS['app-id']),
        credential(APP_HEADERS['api-key']),
        credential(APP_HEADERS['device-id']),
        fc.oneof(
          fc.constant(undefined),
          fc.constant(`Bearer ${token}`),
          headerText,
          headerText.map((text) => `Bearer ${text}`),
        ),
        async (url, appId, apiKey, deviceId, authorization) => {
          const headers: Record<string, string> = {};
          if (appId !== undefined) headers['app-id'] = appId;
          if (apiKey !== undefined) headers['api-key'] = apiKey;
          if (deviceId !== undefined) headers['device-id'] = deviceId;
          if (authorization !== undefined) headers.authorization = authorization;
          const isBody = BODY_ROUTES.some((route) => route.url === url);
          const response = await app.inject({
            method: isBody ? (url === '/v1/me' ? 'PATCH' : 'POST') : 'GET',
            url,
            headers,
            ...(isBody ? { payload: {} } : {}),
          });
          noServerError(response);
          if (appId !== APP_HEADERS['app-id'] || apiKey !== APP_HEADERS['api-key'])
            expect(response.statusCode).toBe(401);
        },
      ),
      { numRuns: numRuns * 2 },
    );
  });

  it('stored nothing invalid, and exactly what was acknowledged', async () => {
    const events = await app.db.selectFrom('events').selectAll().execute();
    expect(events).toHaveLength(accepted.events);
    for (const event of events) {
      const result = checkPayload(eventSchema, {
        name: event.name,
        properties: JSON.parse(event.properties) as unknown,
      });
      expect(result).toEqual(expect.objectContaining({ ok: true }));
    }

    const reports = await app.db.selectFrom('error_reports').selectAll().execute();
    expect(reports).toHaveLength(accepted.errors);
    for (const report of reports) {
      const payload = Object.fromEntries(
        Object.entries({
          message: report.message,
          stack: report.stack,
          name: report.name,
          path: report.path,
          userId: report.user_id,
        }).filter(([, value]) => value !== null),
      );
      expect(checkPayload(errorReportSchema, payload)).toEqual(expect.objectContaining({ ok: true }));
    }

    const accounts = await app.db.selectFrom('accounts').select(['email', 'data']).execute();
    expect(accounts).toHaveLength(8);
    for (const account of accounts) {
      const { dark_web_data_added: darkWeb, ...rest } = parseAccountData(account.data);
      expect(darkWeb).toBe(false);
      if (account.email !== MEMBERS.premium) expect(rest).toEqual({});
      expect(checkPayload(patchableDataSchema, rest)).toEqual(expect.objectContaining({ ok: true }));
    }
    // no login was created by the fuzzing: only the one of beforeAll
    const sessions = await app.db.selectFrom('login_sessions').select('id').execute();
    expect(sessions).toHaveLength(1);
    expect(requests).toBeGreaterThan(numRuns * 10);
  });
});
