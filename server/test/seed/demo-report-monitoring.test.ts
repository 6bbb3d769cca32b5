import type { FastifyInstance } from 'fastify';

import { DEMO_MONITORED_PEOPLE } from '../../src/seed/demo-report-monitoring';
import { seedDemoReportUpdates } from '../demo-helper';
import { buildTestApp, createTestDatabase, ENGINES, MEMBERS, type TestDatabase } from '../helper';
import { seedRecords } from '../records-helper';

// Issue 58 point 2: the report monitoring demo member's report updates come from the data refresh over the people
// they monitor, never from seeded rows: each update names the watch and the change (old and new value) the edition
// made.

describe.each(ENGINES)('the report monitoring demo on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 300);
    app = await buildTestApp(database);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const seed = () => seedDemoReportUpdates(app);

  it('monitors two people and has the data refresh move them, each update with its producer', async () => {
    const account = (await app.accounts.findByEmail(MEMBERS.dataMonitoring))!;
    const watched = await seed();
    expect(watched).toHaveLength(DEMO_MONITORED_PEOPLE);
    await app.jobs.drain('data-refresh');

    const watches = await app.db
      .selectFrom('monitored_person_records')
      .select(['id', 'subject_id'])
      .where('account_id', '=', account.id)
      .execute();
    expect(watches.map((watch) => watch.subject_id).sort()).toEqual([...watched].sort());
    const updates = await app.db
      .selectFrom('record_notifications')
      .selectAll()
      .where('account_id', '=', account.id)
      .execute();
    expect(updates.length).toBeGreaterThanOrEqual(DEMO_MONITORED_PEOPLE);
    for (const update of updates) {
      // a data-refresh change: the watch it is about, what changed and the value it changed to
      expect(watches.map((watch) => watch.id)).toContain(update.monitored_record_id);
      expect(update.field).not.toBeNull();
      expect(update.new_value ?? update.old_value).not.toBeNull();
    }
    expect(updates.some((update) => update.field === 'address')).toBe(true);
    const edition = await app.db.selectFrom('data_refreshes').select('status').execute();
    expect(edition.map((row) => row.status)).toEqual(['complete']);
  });

  it('adds nothing on a later start', async () => {
    expect(await seed()).toEqual([]);
    expect(await app.db.selectFrom('data_refreshes').select('id').execute()).toHaveLength(1);
  });
});
