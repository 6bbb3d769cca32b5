import type { FastifyInstance } from 'fastify';

import { DEMO_PROFILES } from '../../src/domain/demo-profiles';
import { seedDemoMembers } from '../../src/seed/demo-members';
import {
  buildTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  ENGINES,
  inject,
  json,
  loginTokens,
  type TestDatabase,
} from '../helper';

const HELD = null;

// One demo member per entitlement profile of spec §6; the balances say which (null = held).
const EXPECTED: Record<string, Record<string, number | null>> = {
  'person-report@demo.beacon.test': { person_report: HELD },
  'premium@demo.beacon.test': { person_report: HELD, premium_person_report: HELD },
  'guardian@demo.beacon.test': { person_report: HELD, guardian: HELD },
  'guardian-family@demo.beacon.test': { person_report: HELD, guardian: HELD, guardian_family_addon: HELD },
  'dark-web@demo.beacon.test': { person_report: HELD, dark_web_monitoring: HELD },
  'identity@demo.beacon.test': { person_report: HELD, identity_monitoring: HELD },
  'data-monitoring@demo.beacon.test': { person_report: HELD, data_monitoring: HELD },
  // canceled, with its paid term still running: it holds what it paid for until the term ends (issue 54)
  'reactivate@demo.beacon.test': { person_report: HELD, premium_person_report: HELD },
  // canceled, and the term is over
  'lapsed@demo.beacon.test': {},
};

describe.each(ENGINES)('demo members on %s', (engine) => {
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

  it.each(DEMO_PROFILES.map((profile) => [profile.email, profile.profile]))(
    '%s (%s) signs in and has its balances',
    async (email) => {
      const { accessToken } = await loginTokens(app, email);
      const me = json<{ balances: Record<string, number | null> }>(
        await inject(app, { method: 'GET', url: '/v1/me', token: accessToken }),
      );
      const held = EXPECTED[email] ?? {};
      const expected = Object.fromEntries(
        Object.keys(me.balances).map((item) => [item, item in held ? held[item] : 0]),
      );
      expect(me.balances).toEqual(expected);
    },
  );

  it('is created once: seeding again creates nothing', async () => {
    const again = await seedDemoMembers(app.db, {
      password: DEMO_PASSWORD,
      passwordHash: app.config.passwordHash,
      now: Date.now(),
    });
    expect(again.created).toEqual([]);
    expect(again.members).toHaveLength(DEMO_PROFILES.length);
    const count = await app.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(DEMO_PROFILES.length);
  });

  it('keeps the reactivation member qualifying as time passes', async () => {
    const later = Date.now() + 60 * 24 * 60 * 60 * 1000;
    await seedDemoMembers(app.db, { password: DEMO_PASSWORD, passwordHash: app.config.passwordHash, now: later });
    const row = await app.db
      .selectFrom('subscriptions')
      .select('next_date')
      .where('status', '=', 'canceled')
      .executeTakeFirstOrThrow();
    expect(row.next_date! > new Date(later).toISOString().slice(0, 10)).toBe(true);
  });
});
