import { startSmtpStandIn, type SmtpStandIn } from '../../src/mail/smtp-stand-in';
import { hashOptOutToken } from '../../src/services/opt-out-service';
import { ENGINES, inject, json, MEMBERS } from '../helper';
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
    await context.app.pdfWorker.runOnce();
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
