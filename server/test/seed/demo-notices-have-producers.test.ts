import type { FastifyInstance } from 'fastify';

import { DEMO_PROFILES } from '../../src/domain/demo-profiles';
import { seedDemoWatchedData } from '../../src/seed/demo-watched-data';
import type { HibpStandIn } from '../../src/services/breach-feed/hibp-stand-in';
import {
  requestStandInScenario,
  type IdentityProviderStandIn,
} from '../../src/services/identity-events/identity-provider-stand-in';
import { startTestBreachFeed } from '../breach-feed-helper';
import { seedDemoReportUpdates } from '../demo-helper';
import { buildTestApp, createTestDatabase, ENGINES, MEMBERS, type TestDatabase } from '../helper';
import { startTestIdentityProvider, TEST_IDENTITY_API_KEY } from '../identity-provider-helper';
import { seedRecords } from '../records-helper';

// Issue 58 acceptance: every notice of every demo member has a producer record. The demo is started the way
// `pnpm start` starts it, through the real pipelines only: the members on a dark web or identity plan watch their
// e-mail (the breach feed's stand-in answers the check-breaches job), the identity provider's stand-in sends the
// identity member the demo scenario through the signed webhook of a listening app, and the report monitoring member's
// watched people move in an edition of the data refresh. Then each identity alert must name its breach and watched
// item, or its provider event; each report update its watch and the change.

describe.each(ENGINES)('the demo notices on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let hibp: HibpStandIn;
  let identity: IdentityProviderStandIn;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database, 300);
    const feed = await startTestBreachFeed();
    hibp = feed.standIn;
    const provider = await startTestIdentityProvider();
    identity = provider.standIn;
    app = await buildTestApp(database, {
      config: { breachFeed: feed.breachFeed, identityProvider: provider.identityProvider },
    });
    await provider.listen(app);

    // what main.ts does after seeding the demo members, then what the stand-ins and the job workers do
    await seedDemoWatchedData(app.db, app.identityMonitoring);
    await seedDemoReportUpdates(app);
    const account = (await app.accounts.findByEmail(MEMBERS.identity))!;
    const subscriber = await app.identityEvents.subscriberOf(account.id);
    await app.jobs.drain();
    const deliveries = await requestStandInScenario({
      url: identity.url,
      apiKey: TEST_IDENTITY_API_KEY,
      reference: subscriber.reference,
      scenario: 'demo',
    });
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200, 200, 200]);
    await app.jobs.drain();
    // editions are off the test app's schedule: the requested one is applied by name, as monitoring:refresh does
    await app.jobs.drain('data-refresh');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await identity.close();
    await hibp.close();
    await database.drop();
  });

  it('gives every demo member notices only with their producer record', async () => {
    const accounts = await app.db
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where(
        'email',
        'in',
        DEMO_PROFILES.map((profile) => profile.email),
      )
      .execute();
    expect(accounts).toHaveLength(DEMO_PROFILES.length);
    const ids = accounts.map((account) => account.id);

    const alerts = await app.db
      .selectFrom('identity_notifications')
      .selectAll()
      .where('account_id', 'in', ids)
      .execute();
    const updates = await app.db
      .selectFrom('record_notifications')
      .selectAll()
      .where('account_id', 'in', ids)
      .execute();
    // the pipelines did produce the demo's notices: the two monitoring members' breaches, the identity member's five
    // events, the report monitoring member's updates
    const of = (email: string) => accounts.find((account) => account.email === email)!.id;
    expect(alerts.filter((alert) => alert.account_id === of(MEMBERS.darkWeb) && alert.breach_id !== null)).toHaveLength(
      2,
    );
    expect(
      alerts.filter((alert) => alert.account_id === of(MEMBERS.identity) && alert.identity_event_id !== null),
    ).toHaveLength(5);
    expect(updates.filter((update) => update.account_id === of(MEMBERS.dataMonitoring)).length).toBeGreaterThanOrEqual(
      2,
    );

    for (const alert of alerts) {
      if (alert.identity_event_id !== null) {
        const event = await app.db
          .selectFrom('identity_events')
          .select(['account_id', 'event_id'])
          .where('id', '=', alert.identity_event_id)
          .executeTakeFirst();
        expect(event).toEqual({ account_id: alert.account_id, event_id: alert.alert_id });
      } else {
        // a breach alert: the feed's breach and the watched item whose check raised it, of the same account
        expect(alert.breach_id).not.toBeNull();
        const item = await app.db
          .selectFrom('identity_monitored_items as i')
          .innerJoin('identity_members as m', 'm.id', 'i.member_id')
          .select('m.account_id')
          .where('i.id', '=', alert.item_id ?? -1)
          .executeTakeFirst();
        expect(item).toEqual({ account_id: alert.account_id });
        const breach = await app.db
          .selectFrom('breaches')
          .select('name')
          .where('id', '=', alert.breach_id!)
          .executeTakeFirst();
        expect(alert.alert_id).toBe(`hibp-${breach!.name}-${alert.item_id}`);
      }
    }
    for (const update of updates) {
      // a data-refresh change: about a watch of the member's, with what changed
      const watch = await app.db
        .selectFrom('monitored_person_records')
        .select('account_id')
        .where('id', '=', update.monitored_record_id ?? -1)
        .executeTakeFirst();
      expect(watch).toEqual({ account_id: update.account_id });
      expect(update.field).not.toBeNull();
    }
  });
});
