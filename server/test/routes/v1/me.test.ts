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

interface AccountBody {
  id: number;
  email: string;
  pin: string | null;
  first_name: string;
  last_name: string;
  hide_self_search_prompt_test: boolean;
  balances: Record<string, number | null>;
  data: Record<string, unknown>;
}

describe.each(ENGINES)('GET and PATCH /v1/me on %s', (engine) => {
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

  const getMe = () => inject(app, { method: 'GET', url: '/v1/me', token });
  const patchMe = (payload: unknown) =>
    inject(app, { method: 'PATCH', url: '/v1/me', token, payload: payload as object });

  it('returns the account of spec §3 with balances (null = held) and data', async () => {
    const response = await getMe();
    expect(response.statusCode).toBe(200);
    const body = json<AccountBody>(response);
    expect(body).toEqual({
      id: expect.any(Number),
      email: MEMBERS.premium,
      pin: '7314',
      first_name: 'Peter',
      last_name: 'Lindqvist',
      birth_date: '1979-06-02',
      hide_self_search_prompt_test: false,
      balances: {
        person_report: null,
        premium_person_report: null,
        guardian: 0,
        guardian_family_addon: 0,
        dark_web_monitoring: 0,
        identity_monitoring: 0,
        data_monitoring: 0,
      },
      data: { dark_web_data_added: false },
    });
    expect(response.body).not.toMatch(/password|scrypt/);
  });

  it('needs a bearer token', async () => {
    const response = await inject(app, { method: 'GET', url: '/v1/me' });
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toMatch(/^Missing Authorization header/);
  });

  /** Writes `data` keys the way the server's producers do (PUT /me/cross-sell-intent, opening an own report). */
  async function storeData(keys: Record<string, unknown>): Promise<void> {
    const account = (await app.db
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', MEMBERS.premium)
      .executeTakeFirst())!;
    const next = { ...(JSON.parse(account.data) as Record<string, unknown>), ...keys };
    expect(await app.accounts.replaceData(account.id, account.data, next, Date.now())).toBe(true);
  }

  it('marks the notices notified, sets the self-search flag and clears keys; nothing else of an intent or report', async () => {
    const intent = { first_name: 'Jane', record_id: 'rec-1', timestamp: 1_700_000_000, notified: false };
    const possible = { record_id: 12, report_id: 'r-9', notified: false };
    await storeData({ bg_crosssell_intent: intent, possible_customers_report: possible });
    let response = await patchMe({ data: { bg_crosssell_intent: { notified: true }, self_search_notified: true } });
    expect(response.statusCode).toBe(200);
    expect(json<AccountBody>(response).data).toEqual({
      dark_web_data_added: false,
      bg_crosssell_intent: { ...intent, notified: true },
      possible_customers_report: possible,
      self_search_notified: true,
    });

    response = await patchMe({ data: { possible_customers_report: { notified: true } } });
    expect(json<AccountBody>(response).data.possible_customers_report).toEqual({ ...possible, notified: true });

    response = await patchMe({ data: { bg_crosssell_intent: null } });
    expect(json<AccountBody>(response).data).not.toHaveProperty('bg_crosssell_intent');
    expect(json<AccountBody>(await getMe()).data).toHaveProperty('possible_customers_report');
    await patchMe({ data: { possible_customers_report: null } });
  });

  it.each([
    [{ email: 'evil@example.com', data: {} }, 'Unknown field(s) in the request body: email'],
    [{ data: { self_search_notified: true }, first_name: 'Eve' }, 'Unknown field(s) in the request body: first_name'],
    [{ data: { customers_report: { record_id: 1 } } }, 'data has unknown field(s): customers_report'],
    [{ data: { dark_web_data_added: true } }, 'data has unknown field(s): dark_web_data_added'],
    [
      { data: { bg_crosssell_intent: { notified: true, admin: true } } },
      'data.bg_crosssell_intent has unknown field(s): admin',
    ],
    // the intent and the possible own report come from the server, never from what a member says (issue 56 point 3)
    [
      { data: { bg_crosssell_intent: { first_name: 'Jane', record_id: 1, timestamp: 1_700_000_000 } } },
      'data.bg_crosssell_intent has unknown field(s): first_name, record_id, timestamp',
    ],
    [{ data: { self_search_notified: 'yes' } }, 'data.self_search_notified must be true or false'],
    [
      { data: { possible_customers_report: { record_id: 4, report_id: '4' } } },
      'data.possible_customers_report has unknown field(s): record_id, report_id',
    ],
    [
      { data: { possible_customers_report: { notified: 'yes' } } },
      'data.possible_customers_report.notified must be true or false',
    ],
    [{ data: 'x' }, 'data must be an object'],
    [{ data: { toString: 1 } }, 'The field name "toString" is not allowed'],
    [{ data: { bg_crosssell_intent: { constructor: { name: 'x' } } } }, 'The field name "constructor" is not allowed'],
    [{}, 'data is required'],
    [null, 'The request body must be a JSON object'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const before = await app.db.selectFrom('accounts').select(['email', 'first_name', 'data']).orderBy('id').execute();
    const response = await patchMe(payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message, statusCode: 400 });
    expect(await app.db.selectFrom('accounts').select(['email', 'first_name', 'data']).orderBy('id').execute()).toEqual(
      before,
    );
  });

  it('refuses to mark a notice that was never noted, and the account still reads back (found by the fuzz)', async () => {
    await patchMe({ data: { possible_customers_report: null } });
    const partial = await patchMe({ data: { possible_customers_report: { notified: true } } });
    expect(partial.statusCode).toBe(400);
    expect(json(partial).message).toMatch(/^data\.possible_customers_report\.(record_id|report_id) must be defined$/);
    expect((await patchMe({ data: { possible_customers_report: {} } })).statusCode).toBe(400);
    const me = await getMe();
    expect(me.statusCode).toBe(200);
    expect(json<{ data: Record<string, unknown> }>(me).data.possible_customers_report).toBeUndefined();
    // a whole one, noted by the server, may be marked afterwards
    await storeData({ possible_customers_report: { record_id: 4, report_id: '4' } });
    expect((await patchMe({ data: { possible_customers_report: { notified: true } } })).statusCode).toBe(200);
  });

  it('refuses bodies that are not JSON', async () => {
    const text = await inject(app, {
      method: 'PATCH',
      url: '/v1/me',
      token,
      payload: 'data=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    const broken = await inject(app, {
      method: 'PATCH',
      url: '/v1/me',
      token,
      payload: '{"data":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(json(broken).statusCode).toBe(400);
    const xml = await inject(app, {
      method: 'PATCH',
      url: '/v1/me',
      token,
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
  });

  it('refuses query parameters it does not know', async () => {
    const response = await inject(app, { method: 'GET', url: '/v1/me?admin=1', token });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Unknown query parameter(s): admin');
    for (const name of ['valueOf', 'toString', 'constructor', 'hasOwnProperty']) {
      expect((await inject(app, { method: 'GET', url: `/v1/me?${name}=1`, token })).statusCode).toBe(400);
    }
  });
});
