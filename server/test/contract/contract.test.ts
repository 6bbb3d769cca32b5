import { isPayloadSchema, parseResponse } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { buildTestApp, createTestDatabase, ENGINES, inject, loginTokens, MEMBERS, type TestDatabase } from '../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../records-helper';
import { createRecord, FLAGS, peopleWith, pointerOf } from '../report-helper';

// The response contract (issue 14, decision 003). Every route declares its success answers with a yup schema of
// @beacon/validation, and in tests every answer is checked against it before it is sent (CHECK_RESPONSES), so the
// whole server suite, on both engines, runs against the contract. This file keeps the coverage honest: a route
// without a contract schema fails unless it is on the list of routes still being moved (which may only shrink),
// and the routes a member reads without parameters are called and their real bodies parsed as the client parses
// them.

/** Answers that are not JSON: the PDF file itself, and the live-update event stream (its events' data is parsed with
 * liveEventSchema of the contract; test/routes/v1/me-events.test.ts reads them). */
// the PDF file, the event stream, and the alert e-mails' unsubscribe page (HTML, opened from a mailbox)
const NOT_JSON = [
  'GET /pdf/:memberId/:type/:recordId/file',
  'GET /v1/me/events',
  'GET /v1/alert-emails/unsubscribe',
  // a removal's proof: a capture's bytes with their own type, and the PDF bundle (issue 59 point 4)
  'GET /v1/me/personal-data-protection/members/:memberId/removals/:removalId/evidence/:evidenceId',
  'GET /v1/me/personal-data-protection/members/:memberId/removals/:removalId/proof.pdf',
  // a postal request's letter to print (issue 59 point 1)
  'GET /v1/me/personal-data-protection/members/:memberId/removals/:removalId/letter.pdf',
];

describe.each(ENGINES)('response contract on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const routes = () =>
    app.contractRoutes.filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/v1/docs'));
  const successes = (responses: Record<string, unknown>) =>
    Object.entries(responses).filter(([code]) => code.startsWith('2'));
  const onContract = (responses: Record<string, unknown>) => {
    const answers = successes(responses);
    return answers.length > 0 && answers.every(([, schema]) => isPayloadSchema(schema));
  };

  it('gives every route a contract schema for its success answers', () => {
    const missing = routes()
      .filter((route) => !onContract(route.responses))
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !NOT_JSON.includes(key));
    expect(missing).toEqual([]);
  });

  it('documents an error schema on every route', () => {
    const withoutErrors = routes()
      .filter((route) => !Object.keys(route.responses).some((code) => code.startsWith('4')))
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutErrors).toEqual([]);
  });

  it("answers a member's parameterless reads with bodies the client's parse accepts", async () => {
    const token = (await loginTokens(app, MEMBERS.premium)).accessToken;
    const reads = routes().filter(
      (route) =>
        route.method === 'GET' && !route.url.includes(':') && !route.url.includes('*') && onContract(route.responses),
    );
    expect(reads.length).toBeGreaterThan(8);
    let succeeded = 0;
    for (const route of reads) {
      const response = await inject(app, { method: 'GET', url: route.url, token });
      // a member without the product gets the documented refusal (402): its body follows its own schema
      const schema = route.responses[String(response.statusCode)];
      if (!isPayloadSchema(schema)) throw new Error(`GET ${route.url} answered an undocumented ${response.statusCode}`);
      expect(() => parseResponse(schema, JSON.parse(response.body), `GET ${route.url}`)).not.toThrow();
      if (response.statusCode < 300) succeeded += 1;
    }
    expect(succeeded).toBeGreaterThan(8);
  });
});

describe.each(ENGINES)('response contract of records and public records on %s', (engine) => {
  let context: RecordsContext;

  beforeAll(async () => {
    context = await recordsContext(engine);
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const schemaOf = (method: string, url: string, status: number) => {
    const route = context.app.contractRoutes.find((entry) => entry.method === method && entry.url === url);
    const schema = route?.responses[String(status)];
    if (!isPayloadSchema(schema)) throw new Error(`${method} ${url} has no contract schema for ${status}`);
    return schema;
  };
  /** The real answer, parsed as the client parses it (a mismatch throws with the request, the field and why). */
  const read = async (url: string, pattern: string) => {
    const response = await inject(context.app, { method: 'GET', url, token: context.token });
    expect(response.statusCode).toBe(200);
    return parseResponse(schemaOf('GET', pattern, 200), JSON.parse(response.body), `GET ${url}`);
  };

  it("answers a member's record, report, stats and layout reads of every type, every section filled", async () => {
    // someone with every kind of fact, so no section of the contract goes unchecked
    const [person] = await peopleWith(context.app, FLAGS.criminal | FLAGS.vehicle | FLAGS.business | FLAGS.license);
    const personPointer = await pointerOf(context.app, 'person', person!.id);
    const placePointer = await pointerOf(context.app, 'location', person!.place_id);
    const phone = (
      await context.app.db
        .selectFrom('pr_phones')
        .select('number')
        .where('person_id', '=', person!.id)
        .executeTakeFirst()
    )?.number;
    const ids = [
      await createRecord(context, { type: 'person', data: { pointer: personPointer } }),
      await createRecord(context, { type: 'location', data: { pointer: placePointer } }),
      await createRecord(context, { type: 'phone', data: { phone: phone ?? '4155550132' } }),
      await createRecord(context, { type: 'email', data: { email: 'nobody@example.invalid' } }),
    ];
    await context.app.db.updateTable('records').set({ is_premium: 1 }).where('id', '=', ids[0]!).execute();

    const list = await read('/v1/me/records', '/v1/me/records');
    expect(list).toMatchObject({ items: expect.any(Array) });
    for (const id of ids) {
      const record = await read(`/v1/me/records/${id}`, '/v1/me/records/:id');
      await read(`/v1/me/records/${id}/report`, '/v1/me/records/:id/report');
      await read(`/v1/me/records/${id}/stats`, '/v1/me/records/:id/stats');
      const { reportId } = record as { reportId: string };
      await read(`/v1/me/records/${encodeURIComponent(reportId)}/layout`, '/v1/me/records/:reportId/layout');
    }
    await read(`/v1/people/${personPointer}`, '/v1/people/:pointer');
    await read(`/v1/locations/${placePointer}`, '/v1/locations/:pointer');
  });

  it('answers the searches and the street lookup with bodies the client parse accepts', async () => {
    const [person] = await peopleWith(context.app, 0);
    const people = await read(
      `/v1/search/people?firstName=${person!.first_name}&lastName=${person!.last_name}`,
      '/v1/search/people',
    );
    expect((people as { total: number }).total).toBeGreaterThan(0);
    await read('/v1/search/phones?phone=4155550132', '/v1/search/phones');
    await read('/v1/search/emails?email=someone%40example.com', '/v1/search/emails');
    const place = await context.app.db.selectFrom('pr_places').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const addresses = await read(
      `/v1/search/addresses?zip=${place.zip}&street=${encodeURIComponent(`${place.street_number} ${place.street_name}`)}`,
      '/v1/search/addresses',
    );
    expect((addresses as { total: number }).total).toBeGreaterThan(0);
    await read(`/v1/lookup?search=${encodeURIComponent(`${place.street_number} ${place.street_name}`)}`, '/v1/lookup');
  });
});
