import { formatPhoneNumber } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { planEdition } from '../../src/domain/monitoring/edition-plan';
import { requestEdition } from '../../src/jobs/definitions/data-refresh';
import { startSmtpStandIn, type SmtpStandIn } from '../../src/mail/smtp-stand-in';
import { createPublicRecordsEditionsRepository } from '../../src/repositories/public-records-editions-repository';
import { hashOptOutToken } from '../../src/services/opt-out-service';
import { ENGINES, inject, json, loginTokens, MEMBERS, TestClock } from '../helper';
import { confirmationToken, mailThrough } from '../mail-helper';
import { closeRecords, recordsContext, seedRecords, type RecordsContext } from '../records-helper';
import { createRecord, peopleWith, pointerOf } from '../report-helper';

// The opt-out flow end to end (issue 13 point 5): the link mailed through the SMTP stand-in confirms once and only
// before it expires; a confirmation deletes the PDFs of members' records about the person (/pdf/... answers 404)
// and scrubs those records' snapshots to what the member typed; a rebuild keeps the person suppressed by id.

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('opt-out confirmation on %s', (engine) => {
  let context: RecordsContext;
  let standIn: SmtpStandIn;
  let now = Date.now();

  beforeAll(async () => {
    standIn = await startSmtpStandIn();
    context = await recordsContext(engine, 300, { config: mailThrough(standIn), clock: () => now });
  }, 120_000);
  afterAll(async () => {
    await closeRecords(context);
    await standIn.close();
  });

  const optOut = (payload: Record<string, unknown>) =>
    inject(context.app, { method: 'POST', url: '/v1/opt-outs', payload });
  const confirm = (token: string) =>
    inject(context.app, { method: 'POST', url: '/v1/opt-outs/confirm', payload: { token } });
  const requestFor = async (person: { first_name: string; last_name: string; id: number }, email: string) => {
    const response = await optOut({
      firstName: person.first_name,
      lastName: person.last_name,
      email,
      pointer: await pointerOf(context.app, 'person', person.id),
    });
    expect(response.statusCode).toBe(202);
    return confirmationToken(context.app, standIn, email);
  };

  it('stores only the hash of the token, and the link works once', async () => {
    const [person] = await peopleWith(context.app, 0, 1, 40);
    const token = await requestFor(person!, 'once@example.com');
    const pending = await context.app.db.selectFrom('pr_opt_out_pending').selectAll().execute();
    expect(pending.map((row) => row.token_hash)).toContain(hashOptOutToken(token));
    expect(JSON.stringify(pending)).not.toContain(token);
    // the sent mail's body is gone from the outbox
    const outbox = await context.app.db.selectFrom('email_outbox').selectAll().execute();
    expect(outbox.every((row) => row.status === 'sent' && row.body === null)).toBe(true);

    expect(await context.app.publicRecordsRepository.person(person!.id)).toBeDefined();
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await context.app.publicRecordsRepository.person(person!.id)).toBeUndefined();
    const reused = await confirm(token);
    expect(reused.statusCode).toBe(410);
    expect(json(reused).message).toMatch(/expired or was already used/);
    // a made-up token of the right shape is refused the same way
    expect((await confirm('A'.repeat(43))).statusCode).toBe(410);
    expect((await confirm('short')).statusCode).toBe(400);
  });

  it('refuses an expired link and suppresses nobody', async () => {
    const [person] = await peopleWith(context.app, 0, 1, 41);
    const token = await requestFor(person!, 'late@example.com');
    now += DAY + 1;
    try {
      expect((await confirm(token)).statusCode).toBe(410);
      expect(await context.app.publicRecordsRepository.person(person!.id)).toBeDefined();
    } finally {
      now -= DAY + 1;
    }
  });

  it("deletes the PDFs of members' records about the person and scrubs their snapshots", async () => {
    const [person] = await peopleWith(context.app, 0, 1, 42);
    const phone = await context.app.db
      .selectFrom('pr_phones')
      .select('number')
      .where('person_id', '=', person!.id)
      .executeTakeFirst();
    const memberId = (await context.app.accounts.findByEmail(MEMBERS.premium))!.id;
    const recordId = await createRecord(context, {
      type: 'person',
      data: { pointer: await pointerOf(context.app, 'person', person!.id) },
    });
    const phoneRecordId = phone ? await createRecord(context, { type: 'phone', data: { phone: phone.number } }) : null;
    const pdf = `/pdf/${memberId}/person/${recordId}`;
    expect(
      (await inject(context.app, { method: 'POST', url: `/v1/me/records/${recordId}/pdf`, token: context.token }))
        .statusCode,
    ).toBe(202);
    await context.app.jobs.drain('render-pdf');
    expect((await inject(context.app, { method: 'GET', url: `${pdf}/file`, token: context.token })).statusCode).toBe(
      200,
    );
    const before = await context.app.db
      .selectFrom('records')
      .selectAll()
      .where('id', '=', recordId)
      .executeTakeFirstOrThrow();
    expect(before.data).toContain(person!.last_name);

    expect((await confirm(await requestFor(person!, 'gone@example.com'))).statusCode).toBe(200);

    expect((await inject(context.app, { method: 'GET', url: `${pdf}/file`, token: context.token })).statusCode).toBe(
      404,
    );
    expect((await inject(context.app, { method: 'GET', url: pdf, token: context.token })).statusCode).toBe(404);
    expect(await context.app.db.selectFrom('pdf_jobs').selectAll().where('record_id', '=', recordId).execute()).toEqual(
      [],
    );
    // the member keeps the record, as they created it (the pointer), without what the data set said about the person
    const after = await context.app.db
      .selectFrom('records')
      .selectAll()
      .where('id', '=', recordId)
      .executeTakeFirstOrThrow();
    expect(after.pointer).toBe(before.pointer);
    expect(JSON.parse(after.data)).toEqual({});
    if (phoneRecordId !== null) {
      const phoneRecord = await context.app.db
        .selectFrom('records')
        .selectAll()
        .where('id', '=', phoneRecordId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(phoneRecord.data)).toEqual({ phone: { number: phone!.number } });
    }
    // the record report still answers 410: the pointer no longer resolves
    const report = await inject(context.app, {
      method: 'GET',
      url: `/v1/me/records/${recordId}/pdf`,
      token: context.token,
    });
    expect([404, 410]).toContain(report.statusCode);
  });

  it('keeps a person suppressed by id across a rebuild of the data set', async () => {
    const [person] = await peopleWith(context.app, 0, 1, 43);
    // an opt-out by pointer whose date of birth is not known (a request stored before dates were kept, or a
    // person whose date of birth changed between builds): only the person id ties it to the record
    await context.app.db
      .insertInto('pr_opt_outs')
      .values({
        first_key: 'someone',
        last_key: 'else',
        dob: null,
        person_id: person!.id,
        email: 'id@example.com',
        device_id: 'test',
        matched: 1,
        created_at: now,
      })
      .execute();
    await seedRecords(context.database, 300);
    expect(await context.app.publicRecordsRepository.person(person!.id)).toBeUndefined();
  });
});

// Issue 55 point 5: the report updates of the data refresh keep the name, the old and new address and phone of the
// people they are about. A confirmed opt-out deletes every update that names the person, in every member's alert
// list, through the real refresh and the real confirmation; the updates about other people stay as they were.
describe.each(ENGINES)('opt-out confirmation and report updates on %s', (engine) => {
  const CHANGES_PER_10K = 2_000;
  const clock = new TestClock(Date.parse('2026-11-20T12:00:00Z'));
  let context: RecordsContext;
  let standIn: SmtpStandIn;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    standIn = await startSmtpStandIn();
    context = await recordsContext(engine, 300, {
      clock: clock.read,
      config: {
        ...mailThrough(standIn),
        dataRefresh: { changesPer10k: CHANGES_PER_10K },
      },
    });
    app = context.app;
    token = (await loginTokens(app, MEMBERS.dataMonitoring)).accessToken;
  }, 120_000);
  afterAll(async () => {
    await closeRecords(context);
    await standIn.close();
  });

  const monitor = async (kind: 'person' | 'location', id: number) => {
    const response = await inject(app, {
      method: 'POST',
      url: `/v1/me/monitored/${kind}-records`,
      token,
      payload: { pointer: await pointerOf(app, kind, id), usageId: 'report-monitoring' },
    });
    expect(response.statusCode).toBe(201);
    return json<{ id: number }>(response).id;
  };
  const notices = () => app.db.selectFrom('record_notifications').selectAll().orderBy('id').execute();
  const household = (householdId: number) =>
    app.db
      .selectFrom('pr_people')
      .selectAll()
      .where('household_id', '=', householdId)
      .where('opted_out', '=', 0)
      .orderBy('role')
      .orderBy('id')
      .execute();

  it('deletes every update that names the person (name, addresses, phones) and keeps the others', async () => {
    // who gets a new phone in edition 1: the plan is the job's own, from the data set's seed
    const data = createPublicRecordsEditionsRepository(app.db);
    const { info } = await app.publicRecordsRepository.dataset(clock.now);
    const plan = planEdition({
      datasetSeed: info!.seed,
      edition: 1,
      ...(await data.bounds()),
      changesPer10k: CHANGES_PER_10K,
      offenderIds: await data.offenderIds(),
      forcedMoves: [],
    });
    const phoned = await app.db
      .selectFrom('pr_people')
      .selectAll()
      .where(
        'id',
        'in',
        plan.flatMap((change) => (change.kind === 'phone' ? [change.personId] : [])),
      )
      .where('opted_out', '=', 0)
      .orderBy('id')
      .execute();
    // the person: not the head of their household, so its move is keyed by someone else and lists them by name
    let person: (typeof phoned)[number] | undefined;
    let head: (typeof phoned)[number] | undefined;
    for (const candidate of phoned) {
      const people = await household(candidate.household_id);
      if (people.length > 1 && people[0]!.id !== candidate.id) {
        [person, head] = [candidate, people[0]];
        break;
      }
    }
    expect(person).toBeDefined();
    const other = phoned.find((candidate) => candidate.household_id !== person!.household_id)!;
    const name = [person!.first_name, person!.middle_name, person!.last_name, person!.suffix].filter(Boolean).join(' ');

    const personWatch = await monitor('person', person!.id);
    const headWatch = await monitor('person', head!.id);
    const otherWatch = await monitor('person', other.id);
    const homeWatch = await monitor('location', person!.place_id);
    // edition 1 gives the person and the other one a new phone; edition 2 moves both households
    await requestEdition(app);
    await requestEdition(app, [person!.id, other.id]);
    expect(await app.jobs.drain('data-refresh')).toBe(2);

    const before = await notices();
    const mine = before.filter((row) => row.monitored_record_id === personWatch && row.type === 'person');
    expect(mine.map((row) => row.field).sort()).toEqual(expect.arrayContaining(['address', 'phone']));
    const moved = before.find((row) => row.monitored_record_id === homeWatch && row.type === 'location');
    expect(moved).toMatchObject({ field: 'resident', old_value: expect.stringContaining(name) });
    expect(moved!.ref).toMatch(new RegExp(`^edition-\\d+:out:${head!.id}:`));
    const headsOwn = before.filter((row) => row.monitored_record_id === headWatch && row.type === 'person');
    const othersOwn = before.filter((row) => row.monitored_record_id === otherWatch && row.type === 'person');
    expect(headsOwn.length).toBeGreaterThan(0);
    expect(othersOwn.map((row) => row.field).sort()).toEqual(expect.arrayContaining(['address', 'phone']));
    const phones = (
      await app.db.selectFrom('pr_phones').select('number').where('person_id', '=', person!.id).execute()
    ).map((row) => row.number);
    const oldPhone = mine.find((row) => row.field === 'phone')!.old_value;
    const newAddress = mine.find((row) => row.field === 'address')!.new_value!;
    const eventsBefore = await app.db
      .selectFrom('live_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();

    const email = 'updates@example.com';
    const response = await inject(app, {
      method: 'POST',
      url: '/v1/opt-outs',
      payload: {
        firstName: person!.first_name,
        lastName: person!.last_name,
        email,
        pointer: await pointerOf(app, 'person', person!.id),
      },
    });
    expect(response.statusCode).toBe(202);
    const confirmed = await inject(app, {
      method: 'POST',
      url: '/v1/opt-outs/confirm',
      payload: { token: await confirmationToken(app, standIn, email) },
    });
    expect(confirmed.statusCode).toBe(200);

    const after = await notices();
    // nothing names the person: not their name, nor any of their phone numbers
    const text = JSON.stringify(after);
    expect(text).not.toContain(name);
    for (const number of phones) {
      expect(text).not.toContain(number);
      expect(text).not.toContain(formatPhoneNumber(number));
    }
    expect(oldPhone === null || !text.includes(oldPhone)).toBe(true);
    expect(after.filter((row) => row.monitored_record_id === personWatch && row.type === 'person')).toEqual([]);
    expect(after.find((row) => row.id === moved!.id)).toBeUndefined();
    // every update deleted named the person; the others, those about other people, are untouched
    const deleted = before.filter((row) => !after.some((kept) => kept.id === row.id));
    for (const row of deleted) {
      const ofTheirWatch = row.type === 'person' && row.monitored_record_id === personWatch;
      expect(ofTheirWatch || JSON.stringify(row).includes(name)).toBe(true);
    }
    expect(after.filter((row) => row.monitored_record_id === otherWatch && row.type === 'person')).toEqual(othersOwn);
    // the address the person shared stays in what is told about the head, who still lives there
    expect(after.filter((row) => row.monitored_record_id === headWatch && row.type === 'person')).toEqual(headsOwn);
    expect(JSON.stringify(headsOwn)).toContain(newAddress);

    // the member's open alerts list is told to reload; no live event carries the person
    const events = await app.db
      .selectFrom('live_events')
      .selectAll()
      .where('id', '>', Number(eventsBefore?.id ?? 0))
      .execute();
    const member = (await app.accounts.findByEmail(MEMBERS.dataMonitoring))!.id;
    expect(events).toContainEqual(expect.objectContaining({ account_id: member, topic: 'record-notifications' }));
    expect(JSON.stringify(await app.db.selectFrom('live_events').selectAll().execute())).not.toContain(name);
    const listed = await inject(app, { method: 'GET', url: '/dashboard/api/data-monitoring/notifications/', token });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(name);
  });
});
