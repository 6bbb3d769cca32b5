import type { FastifyInstance } from 'fastify';

import { buildTestApp, createTestDatabase, ENGINES, TestClock, type TestDatabase } from '../../helper';

// Telemetry retention (issue 13 point 3; a job since issue 57): the job deletes events and error reports older than
// TELEMETRY_RETENTION_DAYS, nothing newer. That one instance fires each hourly run is the job engine's (contract suite).

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('telemetry retention on %s', (engine) => {
  let database: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const options = {
      seed: false,
      clock: clock.read,
      config: { telemetry: { rateLimit: { max: 1_000, windowMs: 60_000 }, retentionDays: 30 } },
    };
    first = await buildTestApp(database, options);
    second = await buildTestApp(database, options);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  async function addRows(ageDays: number, count: number) {
    for (let index = 0; index < count; index += 1) {
      const createdAt = clock.now - ageDays * DAY_MS;
      await first.db
        .insertInto('events')
        .values({ account_id: null, device_id: 'd', name: `age-${ageDays}`, properties: '{}', created_at: createdAt })
        .execute();
      await first.db
        .insertInto('error_reports')
        .values({
          account_id: null,
          device_id: 'd',
          message: `age-${ageDays}`,
          name: null,
          stack: null,
          path: null,
          user_id: null,
          created_at: createdAt,
        })
        .execute();
    }
  }

  const remaining = async () => ({
    events: (await first.db.selectFrom('events').select('name').orderBy('id').execute()).map((row) => row.name),
    errors: (await first.db.selectFrom('error_reports').select('message').orderBy('id').execute()).map(
      (row) => row.message,
    ),
  });

  it('deletes only the rows past the retention period', async () => {
    await addRows(31, 3);
    await addRows(29, 2);
    await first.jobs.send('telemetry-retention');
    expect(await first.jobs.drain('telemetry-retention')).toBeGreaterThanOrEqual(1);
    expect(await remaining()).toEqual({ events: ['age-29', 'age-29'], errors: ['age-29', 'age-29'] });

    // the other instance runs the next one
    await addRows(40, 1);
    await second.jobs.send('telemetry-retention');
    expect(await second.jobs.drain('telemetry-retention')).toBe(1);
    expect(await first.jobs.drain('telemetry-retention')).toBe(0);
    expect(await remaining()).toEqual({ events: ['age-29', 'age-29'], errors: ['age-29', 'age-29'] });
  });
});
