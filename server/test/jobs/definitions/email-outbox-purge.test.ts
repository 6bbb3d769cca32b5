import type { FastifyInstance } from 'fastify';

import { buildTestApp, createTestDatabase, ENGINES, TestClock, type TestDatabase } from '../../helper';

// The e-mail outbox purge (issue 57): sent e-mails leave the outbox EMAIL_SENT_RETENTION_DAYS after they were sent;
// newer ones, failed ones and ones still waiting stay.

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('e-mail outbox purge on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { seed: false, clock: clock.read });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  async function mail(subject: string, status: string, finishedDaysAgo: number | null) {
    await app.db
      .insertInto('email_outbox')
      .values({
        recipient: 'someone@beacon.test',
        subject,
        body: status === 'queued' ? 'body' : null,
        status,
        created_at: clock.now - 40 * DAY_MS,
        finished_at: finishedDaysAgo === null ? null : clock.now - finishedDaysAgo * DAY_MS,
      })
      .execute();
  }

  it('deletes only the sent e-mails past the retention', async () => {
    await mail('old sent', 'sent', 31);
    await mail('recent sent', 'sent', 29);
    await mail('old failed', 'failed', 31);
    await mail('waiting', 'queued', null);
    await app.jobs.send('email-outbox-purge');
    expect(await app.jobs.drain('email-outbox-purge')).toBe(1);
    const left = await app.db.selectFrom('email_outbox').select('subject').orderBy('id').execute();
    expect(left.map((row) => row.subject)).toEqual(['recent sent', 'old failed', 'waiting']);
  });
});
