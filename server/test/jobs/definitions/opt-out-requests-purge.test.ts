import type { FastifyInstance } from 'fastify';

import { buildTestApp, createTestDatabase, ENGINES, TestClock, type TestDatabase } from '../../helper';

// The opt-out requests purge (issue 57): a request whose link expired unopened is deleted once it no longer counts
// against its Guardian member's opt-out limit (OPT_OUT_RATE_LIMIT_WINDOW_MS); confirmed ones and live links stay.

const HOUR_MS = 60 * 60 * 1000;

describe.each(ENGINES)('opt-out requests purge on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, {
      seed: false,
      clock: clock.read,
      config: { optOutRateLimit: { max: 5, windowMs: 48 * HOUR_MS } },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  async function request(email: string, createdHoursAgo: number, confirmed: boolean) {
    const createdAt = clock.now - createdHoursAgo * HOUR_MS;
    await app.db
      .insertInto('pr_opt_out_pending')
      .values({
        token_hash: `hash-${email}`,
        first_key: 'ann',
        last_key: 'lee',
        dob: null,
        person_id: null,
        email,
        device_id: 'device',
        created_at: createdAt,
        expires_at: createdAt + 24 * HOUR_MS,
        confirmed_at: confirmed ? createdAt + HOUR_MS : null,
        requested_by_account_id: null,
        guardian_removal_id: null,
      })
      .execute();
  }

  it('deletes the expired, unconfirmed requests past the limit window', async () => {
    await request('expired-old@beacon.test', 72, false);
    await request('expired-in-window@beacon.test', 30, false);
    await request('confirmed-old@beacon.test', 72, true);
    await request('live@beacon.test', 2, false);
    await app.jobs.send('opt-out-requests-purge');
    expect(await app.jobs.drain('opt-out-requests-purge')).toBe(1);
    const left = await app.db.selectFrom('pr_opt_out_pending').select('email').orderBy('id').execute();
    expect(left.map((row) => row.email)).toEqual([
      'expired-in-window@beacon.test',
      'confirmed-old@beacon.test',
      'live@beacon.test',
    ]);
  });
});
