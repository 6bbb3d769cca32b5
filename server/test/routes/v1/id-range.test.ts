import { ID_PATTERN, MAX_ID } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../../helper';
import { fillPath, openApiRoutes } from './openapi-routes';

// Row ids are PostgreSQL integers: an id past 2,147,483,647 made PostgreSQL refuse the query, and the API answered 500
// (GET /v1/me/subscriptions/2200000000). Every id the API takes, in a path or a body, stops at MAX_ID: a longer one is
// a 400 naming the range, and an unknown id within it is still a 404.

const OUT_OF_RANGE = ['1000000000', '2147483647', '2147483648', '2200000000', '999999999999999'];
const RANGE_MESSAGE = `must be a whole number from 1 to ${MAX_ID}`;

describe.each(ENGINES)('ids past the integer range on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    token = (await loginTokens(app, MEMBERS.premium)).accessToken;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('every path id of the OpenAPI document is a 400 past the range, never a 5xx', async () => {
    const routes = openApiRoutes(app).filter((route) =>
      route.pathParameters.some((parameter) => parameter.schema?.pattern === ID_PATTERN.source),
    );
    expect(routes.map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'GET /v1/me/subscriptions/{id}',
        'PATCH /v1/me/subscriptions/{id}',
        'GET /v1/me/records/{id}',
      ]),
    );
    for (const route of routes) {
      for (const id of OUT_OF_RANGE) {
        const values = Object.fromEntries(
          route.pathParameters
            .filter((parameter) => parameter.schema?.pattern === ID_PATTERN.source)
            .map((parameter) => [parameter.name, id]),
        );
        const response = await inject(app, {
          method: route.method as 'GET',
          url: fillPath(route.path, values),
          token,
          ...(route.body ? { payload: {} } : {}),
        });
        expect({ route: route.key, id, status: response.statusCode }).toEqual({ route: route.key, id, status: 400 });
        expect(json<{ message: string }>(response).message).toContain(RANGE_MESSAGE);
      }
    }
  });

  it('an unknown id within the range is a 404', async () => {
    for (const url of ['/v1/me/subscriptions/999999999', '/v1/me/records/999999999']) {
      const response = await inject(app, { method: 'GET', url, token });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('ids in bodies stop at the same limit, as numbers and as strings', async () => {
    for (const id of [2_147_483_648, '2147483648', MAX_ID + 1]) {
      const replace = await inject(app, {
        method: 'POST',
        url: '/v1/me/subscriptions',
        token,
        payload: { subscriptionIds: [id] },
      });
      expect(replace.statusCode).toBe(400);
      expect(json<{ message: string }>(replace).message).toBe(`subscriptionIds[0] ${RANGE_MESSAGE}`);
    }
    const list = await inject(app, { method: 'POST', url: '/v1/me/lists', token, payload: { name: 'Range' } });
    const listId = json<{ id: number }>(list).id;
    const items = await inject(app, {
      method: 'PATCH',
      url: `/v1/me/lists/${listId}/items`,
      token,
      payload: { items: [{ type: 'person', recordId: 2_147_483_648 }] },
    });
    expect(items.statusCode).toBe(400);
    expect(json<{ message: string }>(items).message).toBe(`items[0].recordId ${RANGE_MESSAGE}`);
  });
});
