import type { FastifyInstance } from 'fastify';

import { JOBS } from '../../../src/jobs/job-registry';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  RELEASE_HEALTH_TOKEN,
  TestClock,
  type TestDatabase,
} from '../../helper';

// Release-health retention (issue 60): the job deletes the groups received more than RELEASE_HEALTH_RETENTION_DAYS
// ago, nothing newer; it is scheduled daily. That one instance fires each run is the job engine's (contract suite).

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('release-health retention on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, {
      seed: false,
      clock: clock.read,
      config: {
        releaseHealth: { token: RELEASE_HEALTH_TOKEN, rateLimit: { max: 1_000, windowMs: 60_000 }, retentionDays: 14 },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  async function addGroups(ageDays: number, count: number) {
    const groups = Array.from({ length: count }, () => ({
      remote: 'search',
      version: `age-${ageDays}`,
      cohort: 'stable' as const,
      views: 1,
      loadFailures: 0,
      renderErrors: 0,
      runtimeErrors: 0,
      apiRequests: 0,
      apiFailures: 0,
      lcpMs: [],
      inpMs: [],
    }));
    await app.releaseHealth.addBatch('hash', clock.now - ageDays * DAY_MS, groups);
  }

  it('is scheduled once a day', () => {
    const job = JOBS.find((definition) => definition.name === 'release-health-retention');
    expect(job?.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
  });

  it('deletes only the groups past the retention period', async () => {
    await addGroups(15, 3);
    await addGroups(13, 2);
    await app.jobs.send('release-health-retention');
    expect(await app.jobs.drain('release-health-retention')).toBeGreaterThanOrEqual(1);
    const versions = await app.db.selectFrom('release_health_groups').select('version').orderBy('id').execute();
    expect(versions.map((row) => row.version)).toEqual(['age-13', 'age-13']);
  });
});
