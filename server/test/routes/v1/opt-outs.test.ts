import type { FastifyInstance } from 'fastify';

import { startSmtpStandIn, type SmtpStandIn } from '../../../src/mail/smtp-stand-in';
import { ENGINES, inject, json } from '../../helper';
import { confirmationToken, mailThrough } from '../../mail-helper';
import {
  closeRecords,
  fullRecord,
  getJson,
  recordsContext,
  seedRecords,
  type RecordsContext,
  type SearchPage,
} from '../../records-helper';

// POST /v1/opt-outs: public (app headers only), validated with the shared schema, rate-limited; it mails a link
// (read here from the SMTP stand-in) and only POST /v1/opt-outs/confirm with its token suppresses anyone. An
// opted-out person is found by no search, teaser or record, also after the data set is rebuilt.

describe.each(ENGINES)('opt-outs on %s', (engine) => {
  let context: RecordsContext;
  let app: FastifyInstance;
  let standIn: SmtpStandIn;

  beforeAll(async () => {
    standIn = await startSmtpStandIn();
    context = await recordsContext(engine, undefined, {
      config: mailThrough(standIn),
    });
    app = context.app;
  }, 120_000);
  afterAll(async () => {
    await closeRecords(context);
    await standIn.close();
  });

  const optOut = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    inject(app, { method: 'POST', url: '/v1/opt-outs', payload, headers });
  const confirm = async (email: string) =>
    inject(app, {
      method: 'POST',
      url: '/v1/opt-outs/confirm',
      payload: { token: await confirmationToken(app, standIn, email) },
    });

  it('validates the request with the form messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Please Enter A First Name.'],
      [{ firstName: 'J0hn', lastName: 'Doe', email: 'a@b.co', dob: '1980-01-01' }, 'Please Enter A First Name.'],
      [{ firstName: 'John', email: 'a@b.co', dob: '1980-01-01' }, 'Please Enter A Last Name.'],
      [{ firstName: 'John', lastName: 'Doe', email: 'nope', dob: '1980-01-01' }, 'Please Enter Valid Email Address.'],
      [{ firstName: 'John', lastName: 'Doe', email: 'a@b.co' }, 'Please enter your date of birth.'],
      [
        { firstName: 'John', lastName: 'Doe', email: 'a@b.co', dob: '1980-02-30' },
        'Please enter your date of birth as YYYY-MM-DD.',
      ],
      [
        { firstName: 'John', lastName: 'Doe', email: 'a@b.co', dob: '1980-01-01', extra: 1 },
        'Unknown field(s) in the request body: extra',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await optOut(payload);
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(message);
    }
  });

  it('suppresses the person from every search, teaser and record; the answer does not tell whether anything matched', async () => {
    const person = await app.db
      .selectFrom('pr_people')
      .selectAll()
      .where('role', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const phone = await app.db
      .selectFrom('pr_phones')
      .select('number')
      .where('person_id', '=', person.id)
      .executeTakeFirst();
    const email = await app.db
      .selectFrom('pr_emails')
      .select('address')
      .where('person_id', '=', person.id)
      .executeTakeFirst();
    const nameSearch = `/v1/search/people?firstName=${encodeURIComponent(person.first_name)}&lastName=${encodeURIComponent(person.last_name)}&pageSize=50`;
    const before = await getJson<SearchPage>(context, nameSearch);
    const { pointers } = await app.publicRecordsRepository.dataset();
    const pointer = pointers.encode('person', person.id);
    expect(before.results.map((result) => result.pointer)).toContain(pointer);
    const relative = await app.db
      .selectFrom('pr_people')
      .select(['id', 'first_name', 'last_name'])
      .where('household_id', '=', person.household_id)
      .where('id', '<>', person.id)
      .executeTakeFirstOrThrow();
    const relativeSearch = `/v1/search/people?firstName=${encodeURIComponent(relative.first_name)}&lastName=${encodeURIComponent(relative.last_name)}&pageSize=50`;
    const relativePointer = pointers.encode('person', relative.id);
    const relativeCard = async () =>
      (await getJson<SearchPage>(context, relativeSearch)).results.find((result) => result.pointer === relativePointer);
    expect((await relativeCard())?.relatives).toContainEqual({ first: person.first_name, last: person.last_name });

    const nobody = await optOut({ firstName: 'Nobody', lastName: 'Atall', email: 'n@example.com', dob: '1901-01-01' });
    const response = await optOut({
      firstName: person.first_name,
      lastName: person.last_name,
      email: 'Me@Example.com',
      dob: person.dob,
    });
    expect(response.statusCode).toBe(202);
    expect(json(response)).toEqual(json(nobody));
    // nothing is suppressed before the link in the e-mail is opened
    const pending = await getJson<SearchPage>(context, nameSearch);
    expect(pending.results.map((result) => result.pointer)).toContain(pointer);
    // both requests got the same mail, whether they named anyone or not
    const mailed = standIn.messages();
    expect((await confirm('n@example.com')).statusCode).toBe(200);
    expect(standIn.messages().length).toBe(mailed.length + 2);
    expect((await confirm('me@example.com')).statusCode).toBe(200);

    const after = await getJson<SearchPage>(context, nameSearch);
    expect(after.results.map((result) => result.pointer)).not.toContain(pointer);
    expect(after.total).toBe(before.total - 1);
    if (phone) {
      const byPhone = await getJson<SearchPage>(context, `/v1/search/phones?phone=${phone.number}`);
      expect(byPhone.results.map((result) => result.pointer)).not.toContain(pointer);
    }
    if (email) expect((await getJson<SearchPage>(context, `/v1/search/emails?email=${email.address}`)).total).toBe(0);
    const teaser = await inject(app, {
      method: 'GET',
      url: `/v1/people/${pointer}?fields=names&teaser=true`,
      token: context.token,
    });
    expect(teaser.statusCode).toBe(404);
    const family = await fullRecord<{ relatives: Array<{ pointer: string }> }>(
      context,
      `/v1/people/${pointers.encode('person', relative.id)}?fields=relatives`,
    );
    expect(family.relatives.map((other) => other.pointer)).not.toContain(pointer);
    // nor is the person named among the relatives on a family member's result card
    expect((await relativeCard())?.relatives).not.toContainEqual({ first: person.first_name, last: person.last_name });
    const home = await fullRecord<{ residents: Array<{ pointer: string }> }>(
      context,
      `/v1/locations/${pointers.encode('location', person.place_id)}?fields=residents`,
    );
    expect(home.residents.map((resident) => resident.pointer)).not.toContain(pointer);

    // a rebuild of the data set applies the opt-out again
    await seedRecords(context.database);
    const rebuilt = await getJson<SearchPage>(context, nameSearch);
    expect(rebuilt.results.map((result) => result.pointer)).not.toContain(pointer);
    const stored = await app.db.selectFrom('pr_opt_outs').selectAll().execute();
    expect(stored.map((row) => row.email)).toContain('me@example.com');
  });

  it('opts out by pointer only when the first and the last name match the person it names', async () => {
    const [first, second] = await app.db
      .selectFrom('pr_people')
      .selectAll()
      .where('opted_out', '=', 0)
      .where('role', '=', 3)
      .orderBy('id')
      .limit(2)
      .execute();
    const { pointers } = await app.publicRecordsRepository.dataset();
    // someone else's name with this pointer: nothing happens, even once confirmed
    await optOut({
      firstName: 'Some',
      lastName: 'Oneelse',
      email: 'x@example.com',
      pointer: pointers.encode('person', first!.id),
    });
    expect((await confirm('x@example.com')).statusCode).toBe(200);
    expect((await app.publicRecordsRepository.person(first!.id))?.id).toBe(first!.id);
    // the right last name with a wrong first name: nothing happens either
    const wrongFirst = await optOut({
      firstName: first!.first_name === 'Zebulon' ? 'Quentin' : 'Zebulon',
      lastName: first!.last_name,
      email: 'w@example.com',
      pointer: pointers.encode('person', first!.id),
    });
    expect(wrongFirst.statusCode).toBe(202);
    expect((await confirm('w@example.com')).statusCode).toBe(200);
    expect((await app.publicRecordsRepository.person(first!.id))?.id).toBe(first!.id);
    const response = await optOut({
      firstName: second!.first_name,
      lastName: second!.last_name,
      email: 'y@example.com',
      pointer: pointers.encode('person', second!.id),
    });
    expect(response.statusCode).toBe(202);
    expect(json(response)).toEqual(json(wrongFirst));
    expect((await app.publicRecordsRepository.person(second!.id))?.id).toBe(second!.id);
    expect((await confirm('y@example.com')).statusCode).toBe(200);
    expect(await app.publicRecordsRepository.person(second!.id)).toBeUndefined();
  });

  it('needs no member token, and is rate-limited per client', async () => {
    const limited = await recordsContextWithLimit(engine);
    try {
      const send = () =>
        inject(limited.app, {
          method: 'POST',
          url: '/v1/opt-outs',
          payload: { firstName: 'Nobody', lastName: 'Atall', email: 'n@example.com', dob: '1901-01-01' },
        });
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(202);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.app.close();
      await limited.drop();
    }
  });
});

async function recordsContextWithLimit(engine: 'sqlite' | 'postgres') {
  const { buildTestApp, createTestDatabase } = await import('../../helper');
  const database = await createTestDatabase(engine);
  const app = await buildTestApp(database, { seed: false, config: { optOutRateLimit: { max: 2, windowMs: 60_000 } } });
  return { app, drop: () => database.drop() };
}
