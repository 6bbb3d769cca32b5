import type { FastifyInstance } from 'fastify';

import { createLiveEventsRepository } from '../../src/repositories/live-events-repository';
import { createNotificationsRepository, NOTIFICATIONS_LIMIT } from '../../src/repositories/notifications-repository';
import { buildTestApp, createTestDatabase, ENGINES, MEMBERS, type TestDatabase } from '../helper';

describe.each(ENGINES)('notifications repository on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let accountId: number;
  let otherId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    accountId = (await app.accounts.findByEmail(MEMBERS.guardian))!.id;
    otherId = (await app.accounts.findByEmail(MEMBERS.guardianFamily))!.id;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('lists newest first, per member, and skips a notice the member has already', async () => {
    const alert = (alertId: string, createdAt: number) => ({
      alertId,
      reportName: 'Dark Web Surveillance',
      category: 'dark_web',
      type: 'email_exposed',
      createdAt,
    });
    expect(await app.notifications.addIdentityNotifications(accountId, [alert('a', 10), alert('b', 30)])).toBe(2);
    expect(await app.notifications.addIdentityNotifications(accountId, [alert('a', 99), alert('c', 20)])).toBe(1);
    expect(await app.notifications.addIdentityNotifications(otherId, [alert('a', 40)])).toBe(1);
    const listed = await app.notifications.listIdentityNotifications(accountId);
    expect(listed.map((item) => [item.alertId, item.createdAt])).toEqual([
      ['b', 30],
      ['c', 20],
      ['a', 10],
    ]);
    expect((await app.notifications.listIdentityNotifications(otherId)).map((item) => item.alertId)).toEqual(['a']);
  });

  it('appends one live event per call that added something, in the same transaction (issue 18 point 7)', async () => {
    const before = await createLiveEventsRepository(app.db).latestId();
    const events = () =>
      app.db.selectFrom('live_events').select(['account_id', 'topic']).where('id', '>', before).orderBy('id').execute();
    const alert = {
      alertId: 'live-1',
      reportName: 'Dark Web Surveillance',
      category: 'dark_web',
      type: 'x',
      createdAt: 1,
    };
    const update = { ref: 'live-p', type: 'person' as const, display: 'Update', createdAt: 1 };
    await app.notifications.addIdentityNotifications(accountId, [alert]);
    // nothing new: no event
    await app.notifications.addIdentityNotifications(accountId, [alert]);
    const thirdId = (await app.accounts.findByEmail(MEMBERS.premium))!.id;
    await app.notifications.addRecordNotifications(thirdId, [update]);
    expect(await events()).toEqual([
      { account_id: accountId, topic: 'identity-notifications' },
      { account_id: thirdId, topic: 'record-notifications' },
    ]);
    // a rolled-back transaction leaves neither the notices nor their event
    await expect(
      app.db.transaction().execute(async (trx) => {
        await createNotificationsRepository(trx).addRecordNotifications(thirdId, [{ ...update, ref: 'live-q' }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await events()).toHaveLength(2);
  });

  it('keeps record notifications apart by type and caps each list', async () => {
    const many = Array.from({ length: NOTIFICATIONS_LIMIT + 5 }, (_, index) => ({
      ref: `p-${index}`,
      type: 'person' as const,
      display: `Update ${index}`,
      firstName: 'Ann',
      lastName: 'Lee',
      createdAt: index,
    }));
    expect(await app.notifications.addRecordNotifications(accountId, many)).toBe(NOTIFICATIONS_LIMIT + 5);
    expect(
      await app.notifications.addRecordNotifications(accountId, [
        { ref: 'l-1', type: 'location', display: 'New resident', createdAt: 1 },
        { ref: 'p-0', type: 'person', display: 'duplicate', createdAt: 1 },
      ]),
    ).toBe(1);
    const people = await app.notifications.listRecordNotifications(accountId, 'person');
    expect(people).toHaveLength(NOTIFICATIONS_LIMIT);
    expect(people[0]).toEqual({
      id: expect.any(Number),
      change: null,
      type: 'person',
      display: `Update ${NOTIFICATIONS_LIMIT + 4}`,
      firstName: 'Ann',
      lastName: 'Lee',
      createdAt: NOTIFICATIONS_LIMIT + 4,
    });
    expect(await app.notifications.listRecordNotifications(accountId, 'location')).toEqual([
      {
        id: expect.any(Number),
        change: null,
        type: 'location',
        display: 'New resident',
        firstName: '',
        lastName: '',
        createdAt: 1,
      },
    ]);
    expect(await app.notifications.listRecordNotifications(otherId, 'person')).toEqual([]);
  });
});
