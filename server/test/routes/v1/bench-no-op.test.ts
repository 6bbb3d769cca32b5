import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

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

// GET /v1/bench/no-op, the baseline of `pnpm bench:search`: absent unless BENCH_ROUTES is on, and when on, refused
// exactly as person search refuses (login, paywall, query validation), so that the two differ only by the search.

const QUERY = 'firstName=John&lastName=Smith';

function outcome(response: LightMyRequestResponse) {
  return { status: response.statusCode, body: json(response) };
}

describe.each(ENGINES)('GET /v1/bench/no-op on %s', (engine) => {
  let offDatabase: TestDatabase;
  let onDatabase: TestDatabase;
  let off: FastifyInstance;
  let on: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    [offDatabase, onDatabase] = await Promise.all([createTestDatabase(engine), createTestDatabase(engine)]);
    off = await buildTestApp(offDatabase);
    on = await buildTestApp(onDatabase, { config: { benchRoutes: true } });
    token = (await loginTokens(on, MEMBERS.premium)).accessToken;
  });
  afterAll(async () => {
    await Promise.all([off?.close(), on?.close()]);
    await Promise.all([offDatabase?.drop(), onDatabase?.drop()]);
  });

  it('is not there by default', async () => {
    const offToken = (await loginTokens(off, MEMBERS.premium)).accessToken;
    const response = await inject(off, { method: 'GET', url: `/v1/bench/no-op?${QUERY}`, token: offToken });
    expect(outcome(response)).toEqual({ status: 404, body: { message: 'Not Found', statusCode: 404 } });
    const doc = json<{ paths: Record<string, unknown> }>(await off.inject({ method: 'GET', url: '/v1/docs/json' }));
    expect(doc.paths['/v1/bench/no-op']).toBeUndefined();
  });

  it('answers a signed-in member with a tiny body and no search', async () => {
    const response = await inject(on, { method: 'GET', url: `/v1/bench/no-op?${QUERY}`, token });
    expect(outcome(response)).toEqual({ status: 200, body: { ok: true } });
  });

  // Person search has no data set here: only its refusals, which come before the search, are compared.
  const both = async (query: string, as: string | undefined) => {
    const [noOp, search] = await Promise.all([
      inject(on, { method: 'GET', url: `/v1/bench/no-op?${query}`, token: as }),
      inject(on, { method: 'GET', url: `/v1/search/people?${query}`, token: as }),
    ]);
    return { noOp: outcome(noOp), search: outcome(search) };
  };

  it('needs a login, as person search does', async () => {
    const anonymous = await both(QUERY, undefined);
    expect(anonymous.noOp.status).toBe(401);
    expect(anonymous.noOp).toEqual(anonymous.search);
    const forged = await both(QUERY, `${token.slice(0, -4)}AAAA`);
    expect(forged.noOp.status).toBe(401);
    expect(forged.noOp).toEqual(forged.search);
  });

  it('needs an active membership, as person search does', async () => {
    const lapsed = (await loginTokens(on, MEMBERS.lapsed)).accessToken;
    const result = await both(QUERY, lapsed);
    expect(result.noOp.status).toBe(402);
    expect(result.noOp).toEqual(result.search);
  });

  it.each([
    ['no first name', 'lastName=Smith'],
    ['a digit in the last name', 'firstName=John&lastName=Sm1th'],
    ['a page past the last', `${QUERY}&page=51`],
    ['an unknown parameter', `${QUERY}&first=C`],
    ['a repeated parameter', `${QUERY}&firstName=Jane`],
  ])('refuses a query with %s with the same 400 as person search', async (_case, query) => {
    const result = await both(query, token);
    expect(result.noOp.status).toBe(400);
    expect(result.noOp).toEqual(result.search);
  });
});
