import type { FastifyInstance } from 'fastify';

import { seedDemoMembers } from '../../src/seed/demo-members';
import {
  DEMO_IDENTITY_NOTIFICATIONS,
  DEMO_RECORD_NOTIFICATIONS,
  seedDemoNotifications,
} from '../../src/seed/demo-notifications';
import { buildTestApp, createTestDatabase, DEMO_PASSWORD, ENGINES, MEMBERS, type TestDatabase } from '../helper';

describe.each(ENGINES)('demo notifications on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  async function counts(email: string) {
    const id = (await app.accounts.findByEmail(email))!.id;
    return {
      identity: (await app.notifications.listIdentityNotifications(id)).length,
      person: (await app.notifications.listRecordNotifications(id, 'person')).length,
      location: (await app.notifications.listRecordNotifications(id, 'location')).length,
    };
  }

  it('come with the demo members: 5 identity alerts, 2 dark web alerts, 4 + 1 report updates, none elsewhere', async () => {
    expect(await counts(MEMBERS.identity)).toEqual({ identity: 5, person: 0, location: 0 });
    expect(await counts(MEMBERS.darkWeb)).toEqual({ identity: 2, person: 0, location: 0 });
    expect(await counts(MEMBERS.dataMonitoring)).toEqual({ identity: 0, person: 4, location: 1 });
    for (const email of [MEMBERS.personReport, MEMBERS.premium, MEMBERS.guardian, MEMBERS.guardianFamily]) {
      expect(await counts(email)).toEqual({ identity: 0, person: 0, location: 0 });
    }
    expect(await counts(MEMBERS.reactivate)).toEqual({ identity: 0, person: 0, location: 0 });
    expect(Object.keys(DEMO_IDENTITY_NOTIFICATIONS).sort()).toEqual([MEMBERS.darkWeb, MEMBERS.identity].sort());
    expect(Object.keys(DEMO_RECORD_NOTIFICATIONS)).toEqual([MEMBERS.dataMonitoring]);
  });

  it('are added once: seeding again (also through the members seed, as every start does) adds nothing', async () => {
    expect(await seedDemoNotifications(app.db, Date.now())).toBe(0);
    await seedDemoMembers(app.db, { password: DEMO_PASSWORD, passwordHash: app.config.passwordHash, now: Date.now() });
    expect(await counts(MEMBERS.identity)).toEqual({ identity: 5, person: 0, location: 0 });
    expect(await counts(MEMBERS.dataMonitoring)).toEqual({ identity: 0, person: 4, location: 1 });
  });

  it('reach members created before notifications existed, and skip members that do not exist', async () => {
    await app.db.deleteFrom('identity_notifications').execute();
    await app.db.deleteFrom('record_notifications').execute();
    await app.db.deleteFrom('accounts').where('email', '=', MEMBERS.darkWeb).execute();
    expect(await seedDemoNotifications(app.db, Date.now())).toBe(5 + 4 + 1);
    expect(await counts(MEMBERS.identity)).toEqual({ identity: 5, person: 0, location: 0 });
  });
});
