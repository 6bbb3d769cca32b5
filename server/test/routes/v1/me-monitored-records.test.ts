import { ENGINES, grantSubscriptionTerm, inject, json, loginTokens, MEMBERS } from '../../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../../records-helper';
import { peopleWith, pointerOf } from '../../report-helper';

// Monitored person and location records (issue 7 contract; spec §3, §7): data_monitoring is required (402 with
// X-Required-Item: data_monitoring), pointers must resolve, a member watches a pointer once, and another member's
// watch is a 404.

interface Monitored {
  id: number;
  pointer: string;
  usageId: string;
  isArchived: boolean;
  created: string;
}

describe.each(ENGINES)('monitored records on %s', (engine) => {
  let context: RecordsContext;
  let monitoringToken: string;
  let personPointer: string;
  let placePointer: string;

  beforeAll(async () => {
    context = await recordsContext(engine, 200);
    monitoringToken = (await loginTokens(context.app, MEMBERS.dataMonitoring)).accessToken;
    const [person] = await peopleWith(context.app, 0);
    personPointer = await pointerOf(context.app, 'person', person!.id);
    placePointer = await pointerOf(context.app, 'location', person!.place_id);
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = monitoringToken) =>
    inject(context.app, { method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('needs data monitoring: 402 with the required item for every call', async () => {
    for (const [method, url, payload] of [
      ['GET', '/v1/me/monitored/person-records', undefined],
      ['POST', '/v1/me/monitored/person-records', { pointer: personPointer, usageId: 'dm-1' }],
      ['GET', '/v1/me/monitored/person-records/1', undefined],
      ['PATCH', '/v1/me/monitored/person-records/1', { isArchived: true }],
      ['GET', '/v1/me/monitored/location-records', undefined],
      ['POST', '/v1/me/monitored/location-records', { pointer: placePointer, usageId: 'dm-1' }],
      ['PATCH', '/v1/me/monitored/location-records/1', { isArchived: true }],
    ] as const) {
      const response = await call(method, url, payload, context.token);
      expect(response.statusCode).toBe(402);
      expect(json(response)).toEqual({ message: 'Data monitoring is required', statusCode: 402 });
      expect(response.headers['x-required-item']).toBe('data_monitoring');
    }
  });

  it.each([
    ['person', () => personPointer],
    ['location', () => placePointer],
  ] as const)(
    '%s records: create, list, archive, change the usage id; 409 for a second watch',
    async (kind, pointer) => {
      const path = `/v1/me/monitored/${kind}-records`;
      const created = await call('POST', path, { pointer: pointer(), usageId: `dm-${kind}` });
      expect(created.statusCode).toBe(201);
      const item = json<Monitored>(created);
      expect(item).toEqual({
        id: expect.any(Number),
        pointer: pointer(),
        usageId: `dm-${kind}`,
        isArchived: false,
        created: expect.any(String),
        // a name and "City, ST" for a person, a street and "City, ST 12345" for a place
        title: expect.stringMatching(/^\w/),
        subtitle: expect.stringMatching(/^[^,]+, [A-Z]{2}( \d{5})?$/),
      });
      const again = await call('POST', path, { pointer: pointer(), usageId: 'dm-other' });
      expect(again.statusCode).toBe(409);
      expect(json(again)).toEqual({ message: 'This record is already monitored', statusCode: 409 });

      expect(json<{ items: Monitored[] }>(await call('GET', path)).items).toEqual([item]);
      const archived = await call('PATCH', `${path}/${item.id}`, { isArchived: true, usageId: 'dm-2' });
      expect(archived.statusCode).toBe(200);
      expect(json(archived)).toEqual({ ...item, isArchived: true, usageId: 'dm-2' });
      expect((await call('PATCH', `${path}/${item.id}`, {})).statusCode).toBe(400);
      expect((await call('PATCH', `${path}/${item.id}`, { pointer: 'AAAAAAAAAAA' })).statusCode).toBe(400);
      if (kind === 'person') expect(json(await call('GET', `${path}/${item.id}`))).toMatchObject({ isArchived: true });
    },
  );

  it('a pointer that does not resolve (or of the other kind) is a 404', async () => {
    const unknown = await call('POST', '/v1/me/monitored/person-records', { pointer: 'A'.repeat(20), usageId: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: 'Record not found', statusCode: 404 });
    const otherKind = await call('POST', '/v1/me/monitored/person-records', { pointer: placePointer, usageId: 'x' });
    expect(otherKind.statusCode).toBe(404);
  });

  it("another member's monitored record is a 404, and stays as it was", async () => {
    // the guardian member is given data monitoring here so the 404 is about ownership, not the product
    const plan = await context.app.db
      .selectFrom('plans')
      .select('id')
      .where('code', '=', 'data-monitoring-monthly')
      .executeTakeFirstOrThrow();
    const guardian = (await context.app.accounts.findByEmail(MEMBERS.guardian))!;
    const subscription = await context.app.db
      .insertInto('subscriptions')
      .values({
        account_id: guardian.id,
        plan_id: plan.id,
        status: 'active',
        reason: null,
        comment: null,
        next_date: null,
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantSubscriptionTerm(context.app, guardian.id, subscription.id);
    const guardianToken = (await loginTokens(context.app, MEMBERS.guardian)).accessToken;
    const [, other] = await peopleWith(context.app, 0, 2);
    const mine = json<Monitored>(
      await call('POST', '/v1/me/monitored/person-records', {
        pointer: await pointerOf(context.app, 'person', other!.id),
        usageId: 'mine',
      }),
    );
    expect(json(await call('GET', `/v1/me/monitored/person-records/${mine.id}`, undefined, guardianToken))).toEqual({
      message: 'Monitored record not found',
      statusCode: 404,
    });
    const patched = await call(
      'PATCH',
      `/v1/me/monitored/person-records/${mine.id}`,
      { isArchived: true },
      guardianToken,
    );
    expect(patched.statusCode).toBe(404);
    expect(
      json<{ items: Monitored[] }>(await call('GET', '/v1/me/monitored/person-records', undefined, guardianToken))
        .items,
    ).toEqual([]);
    expect(json(await call('GET', `/v1/me/monitored/person-records/${mine.id}`))).toMatchObject({ isArchived: false });
  });
});
