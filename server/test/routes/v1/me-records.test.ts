import type { LightMyRequestResponse } from 'fastify';

import { PREMIUM_REQUIRED } from '../../../src/services/entitlements';
import { inject, json, loginTokens, MEMBERS, ENGINES } from '../../helper';
import { closeRecords, getJson, recordsContext, type RecordsContext } from '../../records-helper';

// The member's records (spec §3 Record, §7 POST/GET /me/records, §8 "Create record 409"): display data from the
// public records, one record per type and pointer-or-value, 409 with the existing record's Location, 404 for
// pointers that do not resolve (opted-out people included) and for other members' records.

interface RecordBody {
  id: [number, string, number];
  recordId: number;
  reportId: string;
  type: string;
  pointer: string | null;
  data: Record<string, unknown>;
  isArchived: boolean;
  isPremium: boolean;
  usageIds: Record<string, string>;
  created: string;
  updated: string;
}

interface PersonTeaserRecord {
  names: Array<{ first: string; middle: string | null; last: string }>;
  locations: Array<{
    pointer: string;
    current: boolean;
    address: { street: string; city: string; state_code: string };
  }>;
  dobs: Array<{ date: { year: number; month: number; day: number } }>;
  dods: Array<{ date: { year: number; month: number; day: number } }>;
}

describe.each(ENGINES)('member records on %s', (engine) => {
  let context: RecordsContext;
  let accountId: number;
  let otherToken: string;

  beforeAll(async () => {
    context = await recordsContext(engine);
    accountId = (await context.app.accounts.findByEmail(MEMBERS.premium))!.id;
    otherToken = (await loginTokens(context.app, MEMBERS.guardian)).accessToken;
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const create = (payload: unknown, token: string | undefined = context.token) =>
    inject(context.app, { method: 'POST', url: '/v1/me/records', token, payload: payload as Record<string, unknown> });
  const get = (url: string, token: string | undefined = context.token) =>
    inject(context.app, { method: 'GET', url, token });
  const message = (response: LightMyRequestResponse) => json<{ message: string }>(response).message;
  const lastSegment = (response: LightMyRequestResponse) => String(response.headers.location).split('/').pop();

  async function pointers() {
    return (await context.app.publicRecordsRepository.dataset(Date.now())).pointers;
  }

  /** A person who has not opted out (and is not used by another test), by row order. */
  async function person(offset: number) {
    return context.app.db
      .selectFrom('pr_people')
      .selectAll()
      .where('opted_out', '=', 0)
      .orderBy('id')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow();
  }

  async function expectCreated(response: LightMyRequestResponse, type: string): Promise<RecordBody> {
    expect(response.statusCode).toBe(201);
    const body = json<RecordBody>(response);
    expect(body).toMatchObject({
      id: [accountId, type, body.recordId],
      reportId: String(body.recordId),
      type,
      isArchived: false,
      isPremium: false,
      usageIds: {},
    });
    expect(response.headers.location).toBe(`/v1/me/records/${body.recordId}`);
    return body;
  }

  async function expectExisting(response: LightMyRequestResponse, recordId: number): Promise<void> {
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({ message: 'Record already exists', statusCode: 409 });
    expect(response.headers.location).toBe(`/v1/me/records/${recordId}`);
    expect(lastSegment(response)).toBe(String(recordId));
  }

  it('creates a person record with the display data of the public records, then answers 409 with its id', async () => {
    const row = await person(3);
    const pointer = (await pointers()).encode('person', row.id);
    const created = await expectCreated(await create({ type: 'person', data: { pointer } }), 'person');

    // the same data the client would read from the teaser (spec §7 GET /people/{pointer}?teaser=true)
    const teaser = await getJson<PersonTeaserRecord>(context, `/v1/people/${pointer}?teaser=true`);
    const current = teaser.locations.find((location) => location.current) ?? teaser.locations[0]!;
    const place = await context.app.db
      .selectFrom('pr_places')
      .selectAll()
      .where('id', '=', row.place_id)
      .executeTakeFirstOrThrow();
    expect(created.pointer).toBe(pointer);
    expect(created.data).toEqual({
      name: { first: row.first_name, middle: row.middle_name, last: row.last_name },
      location: {
        address: { street: `${place.street_number} ${place.street_name}`, city: place.city, state: place.state },
      },
      dobs: teaser.dobs.map(({ date }) => ({ date })),
      dods: teaser.dods.map(({ date }) => ({ date })),
    });
    expect(created.data.name).toMatchObject({ first: teaser.names[0]!.first, last: teaser.names[0]!.last });
    expect((created.data.location as { address: { street: string } }).address.street).toBe(current.address.street);

    await expectExisting(await create({ type: 'person', data: { pointer } }), created.recordId);
    expect(json(await get(`/v1/me/records/${created.recordId}`))).toEqual(created);
  });

  it('keeps dods for someone who died', async () => {
    const row = await context.app.db
      .selectFrom('pr_people')
      .selectAll()
      .where('opted_out', '=', 0)
      .where('dod', 'is not', null)
      .orderBy('id')
      .executeTakeFirst();
    if (!row) return;
    const pointer = (await pointers()).encode('person', row.id);
    const created = await expectCreated(await create({ type: 'person', data: { pointer } }), 'person');
    const [year, month, day] = row.dod!.split('-').map(Number);
    expect(created.data.dods).toEqual([{ date: { year, month, day } }]);
  });

  it('creates a location record with the address and pointer', async () => {
    const place = await context.app.db.selectFrom('pr_places').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const pointer = (await pointers()).encode('location', place.id);
    const created = await expectCreated(await create({ type: 'location', data: { pointer } }), 'location');
    expect(created.pointer).toBe(pointer);
    expect(created.data).toEqual({
      address: {
        street: `${place.street_number} ${place.street_name}`,
        street_number: String(place.street_number),
        street_name: place.street_name,
        city: place.city,
        state_code: place.state,
        zip_code: place.zip,
        zip4: place.zip4,
        country: 'US',
      },
      pointer,
    });
    await expectExisting(await create({ type: 'location', data: { pointer } }), created.recordId);
  });

  it("creates a phone record with its holder's name and address; the same digits written otherwise are a 409", async () => {
    const phone = await context.app.db
      .selectFrom('pr_phones')
      .innerJoin('pr_people', 'pr_people.id', 'pr_phones.person_id')
      .select(['pr_phones.number'])
      .where('pr_people.opted_out', '=', 0)
      .orderBy('pr_phones.number')
      .executeTakeFirstOrThrow();
    // the holder the phone search shows first
    const search = await getJson<{ results: Array<{ name: { first: string; middle: string | null; last: string } }> }>(
      context,
      `/v1/search/phones?phone=${phone.number}`,
    );
    const formatted = `+1 (${phone.number.slice(0, 3)}) ${phone.number.slice(3, 6)}-${phone.number.slice(6)}`;
    const created = await expectCreated(await create({ type: 'phone', data: { phone: formatted } }), 'phone');
    expect(created.pointer).toBeNull();
    const { first, middle, last } = search.results[0]!.name;
    expect(created.data).toMatchObject({ phone: { number: phone.number }, name: { first, middle, last } });
    expect(created.data.location).toEqual({
      address: { street: expect.any(String), city: expect.any(String), state: expect.any(String) },
    });
    await expectExisting(await create({ type: 'phone', data: { phone: phone.number } }), created.recordId);
  });

  it('creates a phone or e-mail record nobody in the data holds with just the value', async () => {
    const phone = await expectCreated(await create({ type: 'phone', data: { phone: '0000000001' } }), 'phone');
    expect(phone.data).toEqual({ phone: { number: '0000000001' } });
    const email = await expectCreated(
      await create({ type: 'email', data: { email: 'Nobody.Here@Example.invalid' } }),
      'email',
    );
    expect(email.data).toEqual({ email: { address: 'nobody.here@example.invalid' } });
    await expectExisting(
      await create({ type: 'email', data: { email: ' NOBODY.here@example.INVALID ' } }),
      email.recordId,
    );
  });

  it("creates an e-mail record with its owner's name", async () => {
    const email = await context.app.db
      .selectFrom('pr_emails')
      .innerJoin('pr_people', 'pr_people.id', 'pr_emails.person_id')
      .select(['pr_emails.address', 'pr_people.first_name', 'pr_people.middle_name', 'pr_people.last_name'])
      .where('pr_people.opted_out', '=', 0)
      .orderBy('pr_emails.address')
      .executeTakeFirstOrThrow();
    const owners = await getJson<{ results: Array<{ name: { first: string } }> }>(
      context,
      `/v1/search/emails?email=${encodeURIComponent(email.address)}`,
    );
    const created = await expectCreated(
      await create({ type: 'email', data: { email: email.address.toUpperCase() } }),
      'email',
    );
    expect(created.data).toMatchObject({
      email: { address: email.address },
      name: { first: owners.results[0]!.name.first },
    });
  });

  it('answers 404 for a pointer that does not resolve, of another kind, or of someone who opted out', async () => {
    const codec = await pointers();
    const place = await context.app.db.selectFrom('pr_places').select('id').orderBy('id').executeTakeFirstOrThrow();
    const notFound = { message: 'Record not found', statusCode: 404 };
    for (const payload of [
      { type: 'person', data: { pointer: 'A'.repeat(20) } },
      { type: 'location', data: { pointer: 'A'.repeat(20) } },
      { type: 'person', data: { pointer: codec.encode('location', place.id) } },
      { type: 'person', data: { pointer: codec.encode('person', 999_999) } },
      { type: 'location', data: { pointer: codec.encode('location', 999_999) } },
    ]) {
      const response = await create(payload);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual(notFound);
    }

    const row = await person(40);
    await context.app.db.updateTable('pr_people').set({ opted_out: 1 }).where('id', '=', row.id).execute();
    try {
      const response = await create({ type: 'person', data: { pointer: codec.encode('person', row.id) } });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual(notFound);
    } finally {
      await context.app.db.updateTable('pr_people').set({ opted_out: 0 }).where('id', '=', row.id).execute();
    }
    const records = await context.app.db.selectFrom('records').select('pointer').execute();
    expect(records.map((record) => record.pointer)).not.toContain(codec.encode('person', row.id));
  });

  it('refuses malformed bodies with a 400 and the message of the first bad field', async () => {
    const cases: Array<[unknown, string | RegExp]> = [
      [{ data: { phone: '4155550132' } }, 'type is required'],
      [{ type: 'company', data: {} }, 'type must be one of person, phone, email, location'],
      [{ type: 7, data: {} }, 'type must be a string'],
      [{ type: 'person' }, 'data is required'],
      [{ type: 'person', data: 'abcdefghijk' }, 'data must be an object'],
      [{ type: 'person', data: {} }, 'data.pointer is required'],
      [{ type: 'location', data: { pointer: 'not a pointer' } }, 'data.pointer must be the pointer of a search result'],
      [{ type: 'person', data: { phone: '4155550132' } }, 'data.pointer is required'],
      [{ type: 'phone', data: { phone: '555-0132' } }, 'Please Enter Valid US Phone Number.'],
      [{ type: 'phone', data: {} }, 'Please Enter Valid US Phone Number.'],
      [{ type: 'email', data: { email: 'not-an-email' } }, 'Please Enter Valid Email Address.'],
      [{ type: 'email', data: { email: 'a@b.co', pointer: 'abcdefghijk' } }, 'data has unknown field(s): pointer'],
      [{ type: 'phone', data: { phone: '4155550132' }, accountId: 1 }, /Unknown field\(s\) in the request body/],
      [[], 'The request body must be a JSON object'],
    ];
    for (const [payload, expected] of cases) {
      const response = await create(payload);
      expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), 400]);
      expect(message(response)).toEqual(typeof expected === 'string' ? expected : expect.stringMatching(expected));
    }
    const raw = await inject(context.app, {
      method: 'POST',
      url: '/v1/me/records',
      token: context.token,
      payload: '{"type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
    expect((await get('/v1/me/records?accountId=1')).statusCode).toBe(400);
    expect((await get('/v1/me/records/abc')).statusCode).toBe(400);
    expect((await get('/v1/me/records/0')).statusCode).toBe(400);
  });

  it("lists the member's records newest first with archived ones last, and reads one by id", async () => {
    const first = await expectCreated(await create({ type: 'phone', data: { phone: '0000000101' } }), 'phone');
    const second = await expectCreated(await create({ type: 'phone', data: { phone: '0000000102' } }), 'phone');
    const third = await expectCreated(
      await create({ type: 'email', data: { email: 'list@example.invalid' } }),
      'email',
    );
    await context.app.db.updateTable('records').set({ is_archived: 1 }).where('id', '=', second.recordId).execute();

    const { items } = await getJson<{ items: RecordBody[] }>(context, '/v1/me/records');
    const ids = items.map((item) => item.recordId);
    expect(ids.indexOf(third.recordId)).toBeLessThan(ids.indexOf(first.recordId));
    expect(ids.at(-1)).toBe(second.recordId);
    expect(items.at(-1)!.isArchived).toBe(true);
    expect(items.slice(0, -1).every((item) => !item.isArchived)).toBe(true);
    for (const item of items) expect(item.id[0]).toBe(accountId);
    const created = [...items].filter((item) => !item.isArchived).map((item) => item.created);
    expect(created).toEqual([...created].sort().reverse());

    expect(json(await get(`/v1/me/records/${third.recordId}`))).toEqual(third);
  });

  it("never shows or blocks another member's records: 404, and a record of their own", async () => {
    const mine = await expectCreated(await create({ type: 'phone', data: { phone: '0000000201' } }), 'phone');
    const response = await get(`/v1/me/records/${mine.recordId}`, otherToken);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'Record not found', statusCode: 404 });
    expect(json<{ items: RecordBody[] }>(await get('/v1/me/records', otherToken)).items).toEqual([]);

    // the same phone for the other member is their own new record, not a 409 naming this member's
    const theirs = await create({ type: 'phone', data: { phone: '0000000201' } }, otherToken);
    expect(theirs.statusCode).toBe(201);
    expect(json<RecordBody>(theirs).recordId).not.toBe(mine.recordId);
    expect(json<RecordBody>(theirs).id[0]).not.toBe(accountId);

    expect((await get('/v1/me/records/999999')).statusCode).toBe(404);
    expect((await get('/v1/me/records/999999999')).statusCode).toBe(404);
    expect((await get('/v1/me/records/999999999999999')).statusCode).toBe(400);
    expect((await get('/v1/me/records')).statusCode).toBe(200);
    const anonymous = await inject(context.app, { method: 'GET', url: '/v1/me/records' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousCreate = await inject(context.app, {
      method: 'POST',
      url: '/v1/me/records',
      payload: { type: 'phone', data: { phone: '0000000202' } },
    });
    expect(anonymousCreate.statusCode).toBe(401);
  });

  it("tells the edge whether the member has the record of a report page: by the page's cookie alone, nothing more", async () => {
    const phone = await expectCreated(await create({ type: 'phone', data: { phone: '0000000203' } }), 'phone');
    const email = await expectCreated(
      await create({ type: 'email', data: { email: 'exists@example.invalid' } }),
      'email',
    );
    // what the edge sends with a report page request: the browser's cookie, no bearer token and no app headers
    const asThePage = (recordId: string, token: string | null = context.token) =>
      context.app.inject({
        method: 'GET',
        url: `/v1/me/records/${recordId}/exists`,
        headers: token ? { cookie: `beacon_device=d1; apiV2=${encodeURIComponent(token)}` } : {},
      });

    for (const recordId of [String(phone.recordId), btoa(String(email.recordId))]) {
      const found = await asThePage(recordId);
      expect(found.statusCode).toBe(204);
      expect(found.body).toBe('');
    }
    // the same for a bearer token, as the app's own calls send it
    expect((await get(`/v1/me/records/${phone.recordId}/exists`)).statusCode).toBe(204);
    expect((await get(`/v1/me/records/${encodeURIComponent(btoa(String(email.recordId)))}/exists`)).statusCode).toBe(
      204,
    );

    // another member's record, an id nobody has, and a form that is no record id are alike: not found
    for (const response of [
      await asThePage(String(phone.recordId), otherToken),
      await asThePage(btoa(String(email.recordId)), otherToken),
      await asThePage('999999999'),
      await asThePage('abc'),
      await asThePage(btoa('0')),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: 'Record not found', statusCode: 404 });
    }
    // a path that no report link writes is refused as such, and nobody is told anything without a sign-in
    expect((await asThePage('rec-42')).statusCode).toBe(400);
    const anonymous = await asThePage(String(phone.recordId), null);
    expect(anonymous.statusCode).toBe(401);
    expect((await asThePage(String(phone.recordId), 'not.a-token.at-all')).statusCode).toBe(401);
  });

  it('creates a record once under concurrent requests; the others get 409 with its id', async () => {
    const row = await person(60);
    const pointer = (await pointers()).encode('person', row.id);
    const responses = await Promise.all(Array.from({ length: 6 }, () => create({ type: 'person', data: { pointer } })));
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(1);
    const recordId = json<RecordBody>(created[0]!).recordId;
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      await expectExisting(response, recordId);
    }
    const rows = await context.app.db.selectFrom('records').select('id').where('pointer', '=', pointer).execute();
    expect(rows).toHaveLength(1);
  });

  describe('claim, change and delete', () => {
    const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = context.token) =>
      inject(context.app, {
        method,
        url,
        token,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    const claim = (id: number, payload: unknown = { value: 'self' }, token = context.token) =>
      send('POST', `/v1/me/records/${id}/claim`, payload, token);
    const patch = (id: number, payload: unknown, token = context.token) =>
      send('PATCH', `/v1/me/records/${id}`, payload, token);
    const remove = (id: number, type: string, token = context.token) =>
      send('DELETE', `/v1/me/records/${id}?type=${type}`, undefined, token);
    const notFound = { message: 'Record not found', statusCode: 404 };

    async function personRecord(offset: number, token = context.token): Promise<RecordBody> {
      const pointer = (await pointers()).encode('person', (await person(offset)).id);
      const response = await create({ type: 'person', data: { pointer } }, token);
      expect(response.statusCode).toBe(201);
      return json<RecordBody>(response);
    }
    const accountData = async (id: number) =>
      JSON.parse((await context.app.accounts.findById(id))!.data) as Record<string, unknown>;
    const claimEvents = (id: number) =>
      context.app.db
        .selectFrom('events')
        .selectAll()
        .where('account_id', '=', id)
        .where('name', '=', 'report:claim')
        .orderBy('id')
        .execute();

    it("claims a person record as the member's own: customers_report set, possible report cleared, event", async () => {
      const first = await personRecord(80);
      const second = await personRecord(81);
      // the possible own report as the server notes it (a member cannot write one: PATCH /me only marks it notified)
      const stored = (await context.app.accounts.findById(accountId))!.data;
      const possible = { record_id: first.recordId, report_id: first.reportId, notified: false };
      expect(
        await context.app.accounts.replaceData(
          accountId,
          stored,
          { ...(await accountData(accountId)), possible_customers_report: possible },
          Date.now(),
        ),
      ).toBe(true);

      const response = await claim(first.recordId);
      expect(response.statusCode).toBe(200);
      const me = json<{ id: number; data: Record<string, unknown> }>(await get('/v1/me'));
      expect(json(response)).toEqual(me);
      expect(me.id).toBe(accountId);
      expect(me.data.customers_report).toEqual({ record_id: first.recordId, pointer: first.pointer });
      expect(me.data).not.toHaveProperty('possible_customers_report');

      // a second claim replaces the first
      const again = await claim(second.recordId);
      expect(again.statusCode).toBe(200);
      expect(json<{ data: Record<string, unknown> }>(again).data.customers_report).toEqual({
        record_id: second.recordId,
        pointer: second.pointer,
      });
      expect((await accountData(accountId)).customers_report).toEqual({
        record_id: second.recordId,
        pointer: second.pointer,
      });

      const events = await claimEvents(accountId);
      expect(events.slice(-2).map((event) => JSON.parse(event.properties) as unknown)).toEqual([
        { recordId: first.recordId, pointer: first.pointer, value: 'self' },
        { recordId: second.recordId, pointer: second.pointer, value: 'self' },
      ]);
      expect(events.at(-1)!.device_id).toBe('test-device-0001');
    });

    it("refuses to claim another member's record (404), a non-person record or a bad body (400)", async () => {
      const mine = await personRecord(82);
      const before = await accountData(accountId);
      const eventsBefore = (await claimEvents(accountId)).length;

      const theirs = await personRecord(83, otherToken);
      const otherId = theirs.id[0];
      for (const response of [await claim(theirs.recordId), await claim(999_999), await claim(999_999_999)]) {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual(notFound);
      }
      expect(await accountData(otherId)).not.toHaveProperty('customers_report');

      const phone = await expectCreated(await create({ type: 'phone', data: { phone: '0000000301' } }), 'phone');
      const nonPerson = await claim(phone.recordId);
      expect(nonPerson.statusCode).toBe(400);
      expect(message(nonPerson)).toBe('Only a person record can be claimed');

      const cases: Array<[unknown, string | RegExp]> = [
        [{}, 'value is required'],
        [{ value: 'relative' }, 'value must be one of self'],
        [{ value: true }, 'value must be a string'],
        [{ value: 'self', accountId: otherId }, /Unknown field\(s\) in the request body/],
        [{ value: 'self', record_id: 1 }, /Unknown field\(s\) in the request body/],
        [[], 'The request body must be a JSON object'],
      ];
      for (const [payload, expected] of cases) {
        const response = await claim(mine.recordId, payload);
        expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), 400]);
        expect(message(response)).toEqual(typeof expected === 'string' ? expected : expect.stringMatching(expected));
      }
      expect(
        (await send('POST', `/v1/me/records/${mine.recordId}/claim?accountId=${otherId}`, { value: 'self' }))
          .statusCode,
      ).toBe(400);
      expect((await send('POST', '/v1/me/records/abc/claim', { value: 'self' })).statusCode).toBe(400);
      expect((await claim(mine.recordId, undefined, '')).statusCode).toBe(401);

      expect(await accountData(accountId)).toEqual(before);
      expect(await claimEvents(accountId)).toHaveLength(eventsBefore);
    });

    it('archives (to the end of the list) and restores a record, and upgrades it to premium', async () => {
      const record = await expectCreated(await create({ type: 'phone', data: { phone: '0000000401' } }), 'phone');
      const newer = await expectCreated(await create({ type: 'phone', data: { phone: '0000000402' } }), 'phone');

      const archived = await patch(record.recordId, { isArchived: true });
      expect(archived.statusCode).toBe(200);
      expect(json<RecordBody>(archived)).toMatchObject({
        recordId: record.recordId,
        isArchived: true,
        isPremium: false,
      });
      expect(json<RecordBody>(archived).updated >= record.updated).toBe(true);
      const { items } = await getJson<{ items: RecordBody[] }>(context, '/v1/me/records');
      const ids = items.map((item) => item.recordId);
      expect(ids.indexOf(newer.recordId)).toBeLessThan(ids.indexOf(record.recordId));
      expect(items.slice(ids.indexOf(record.recordId)).every((item) => item.isArchived)).toBe(true);

      const restored = await patch(record.recordId, { isArchived: false });
      expect(json<RecordBody>(restored).isArchived).toBe(false);

      // the premium member holds premium_person_report
      const balances = json<{ balances: Record<string, number | null> }>(await get('/v1/me')).balances;
      expect(balances.premium_person_report).toBeNull();
      const premium = await patch(record.recordId, { isPremium: true, isArchived: true });
      expect(premium.statusCode).toBe(200);
      expect(json<RecordBody>(premium)).toMatchObject({ isPremium: true, isArchived: true });
      expect(json(await get(`/v1/me/records/${record.recordId}`))).toEqual(json(premium));
    });

    it('answers 402 with X-Required-Item when upgrading without premium_person_report', async () => {
      const theirs = await expectCreatedFor(otherToken, { type: 'phone', data: { phone: '0000000501' } });
      const balances = json<{ balances: Record<string, number | null> }>(await get('/v1/me', otherToken)).balances;
      expect(balances.premium_person_report).not.toBeNull();
      const response = await patch(theirs.recordId, { isPremium: true }, otherToken);
      expect(response.statusCode).toBe(402);
      expect(response.headers['x-required-item']).toBe('premium_person_report');
      expect(json(response)).toEqual({ message: PREMIUM_REQUIRED, statusCode: 402 });
      expect(response.headers['x-required-for']).toBe('premium-sections');
      expect(json<RecordBody>(await get(`/v1/me/records/${theirs.recordId}`, otherToken)).isPremium).toBe(false);
      // archiving needs no product
      expect((await patch(theirs.recordId, { isArchived: true }, otherToken)).statusCode).toBe(200);
    });

    it("refuses other members' records (404) and fields other than isArchived and isPremium (400)", async () => {
      const theirs = await expectCreatedFor(otherToken, { type: 'phone', data: { phone: '0000000601' } });
      const mine = await expectCreated(await create({ type: 'phone', data: { phone: '0000000602' } }), 'phone');
      for (const response of [
        await patch(theirs.recordId, { isArchived: true }),
        await patch(theirs.recordId, { isPremium: true }),
        await patch(999_999, { isArchived: true }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual(notFound);
      }
      expect(json<RecordBody>(await get(`/v1/me/records/${theirs.recordId}`, otherToken))).toEqual(theirs);

      const cases: Array<[unknown, string | RegExp]> = [
        [{}, 'The request body must name at least one of isArchived, isPremium'],
        [{ isPremium: false }, 'isPremium can only be true'],
        [{ isPremium: 'true' }, 'isPremium must be true'],
        [{ isArchived: 1 }, 'isArchived must be true or false'],
        [{ isArchived: true, accountId: theirs.id[0] }, /Unknown field\(s\) in the request body/],
        [{ isArchived: true, type: 'email' }, /Unknown field\(s\) in the request body/],
        [{ data: { phone: { number: '1' } } }, /Unknown field\(s\) in the request body/],
        [{ reportId: '1', pointer: 'abcdefghijk' }, /Unknown field\(s\) in the request body/],
        [[], 'The request body must be a JSON object'],
      ];
      for (const [payload, expected] of cases) {
        const response = await patch(mine.recordId, payload);
        expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), 400]);
        expect(message(response)).toEqual(typeof expected === 'string' ? expected : expect.stringMatching(expected));
      }
      expect(
        (await send('PATCH', `/v1/me/records/${mine.recordId}?isArchived=true`, { isArchived: true })).statusCode,
      ).toBe(400);
      expect(json(await get(`/v1/me/records/${mine.recordId}`))).toEqual(mine);
      expect((await patch(mine.recordId, { isArchived: true }, '')).statusCode).toBe(401);
    });

    it("deletes a record of the type named (204), never another member's (404) or with another type (400)", async () => {
      const mine = await personRecord(84);
      const theirs = await expectCreatedFor(otherToken, { type: 'phone', data: { phone: '0000000701' } });

      for (const response of [await remove(theirs.recordId, 'phone'), await remove(999_999, 'person')]) {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual(notFound);
      }
      expect((await get(`/v1/me/records/${theirs.recordId}`, otherToken)).statusCode).toBe(200);

      const mismatch = await remove(mine.recordId, 'location');
      expect(mismatch.statusCode).toBe(400);
      expect(message(mismatch)).toBe("type does not match the record's type");
      for (const url of [
        `/v1/me/records/${mine.recordId}`,
        `/v1/me/records/${mine.recordId}?type=company`,
        `/v1/me/records/${mine.recordId}?type=person&accountId=1`,
        `/v1/me/records/${mine.recordId}?type=person&type=person`,
        '/v1/me/records/abc?type=person',
      ]) {
        expect([url, (await send('DELETE', url)).statusCode]).toEqual([url, 400]);
      }
      expect((await remove(mine.recordId, 'person', '')).statusCode).toBe(401);
      expect((await get(`/v1/me/records/${mine.recordId}`)).statusCode).toBe(200);

      const deleted = await remove(mine.recordId, 'person');
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect((await get(`/v1/me/records/${mine.recordId}`)).statusCode).toBe(404);
      expect((await remove(mine.recordId, 'person')).statusCode).toBe(404);
      // it can be created again
      expect((await create({ type: 'person', data: { pointer: mine.pointer } })).statusCode).toBe(201);
    });

    async function expectCreatedFor(token: string, payload: Record<string, unknown>): Promise<RecordBody> {
      const response = await create(payload, token);
      expect(response.statusCode).toBe(201);
      return json<RecordBody>(response);
    }
  });
});
