import type { FastifyInstance } from 'fastify';

import { removalResultsResponseSchema, type RemovalResultsResponse } from '@beacon/validation';

import { EMPTY_DETAILS } from '../../../src/domain/guardian/protection-details';
import type { RemovalState, RemovalTransition } from '../../../src/domain/guardian/removal-transitions';
import { createGuardianListingsRepository } from '../../../src/repositories/guardian-listings-repository';
import { createProtectionMembersRepository } from '../../../src/repositories/protection-members-repository';
import {
  APP_HEADERS,
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  MEMBERS,
  TestClock,
  type TestDatabase,
} from '../../helper';

// GET /v1/removal-results (issue 59 point 6): public (app headers only), computed from the stored removal requests
// (written here through the repositories, as Guardian writes them); a broker with 9 requests is not published, one
// with 10 is, families grouped with the parent site first; nothing of a member in the answer.

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 5, 12);
const NOW = T0 + 200 * DAY;

/** One removal request's story, in days after T0. */
interface Story {
  start: number;
  /** days from the request to the removal; null: still waiting */
  removedAfter: number | null;
  /** days from the removal until a re-scan found the listing again */
  backAfter?: number;
}

function stateOf(story: Story): RemovalState {
  const at = (day: number) => T0 + day * DAY;
  const history: RemovalTransition[] = [
    { status: 'submitted', at: at(story.start) },
    { status: 'acknowledged', at: at(story.start + 0.5) },
  ];
  if (story.removedAfter !== null) {
    history.push({ status: 'removed', at: at(story.start + story.removedAfter) });
    if (story.backAfter !== undefined) {
      history.push({ status: 'reappeared', at: at(story.start + story.removedAfter + story.backAfter) });
    }
  }
  const last = history[history.length - 1] as RemovalTransition;
  return {
    status: last.status,
    submittedAt: at(story.start),
    nextDueAt: story.removedAfter === null ? at(story.start + 7) : null,
    actionRequired: null,
    verified: false,
    history,
  };
}

describe.each(ENGINES)('removal results on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock(NOW);
  let sequence = 0;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { clock: clock.read });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** Stores each story as a listing of its own protection member on the broker, with its removal request. */
  async function store(brokerSlug: string, stories: Story[]): Promise<void> {
    const account = await app.accounts.findByEmail(MEMBERS.guardianFamily);
    if (!account) throw new Error('no demo member');
    const members = createProtectionMembersRepository(app.db);
    const listings = createGuardianListingsRepository(app.db);
    for (const story of stories) {
      sequence += 1;
      const member = await members.insertFamily(
        account.id,
        {
          firstName: 'Private',
          lastName: `Person${sequence}`,
          relationship: 'parent',
          details: EMPTY_DETAILS,
          authorizedAt: T0,
        },
        T0,
      );
      await listings.upsertFound(
        member.id,
        {
          brokerSlug,
          listingKey: `${brokerSlug}:listing-${sequence}`,
          url: `https://private.example/listing-${sequence}`,
          exposed: ['name', 'address'],
          personId: null,
        },
        T0,
      );
      const [listing] = (await listings.listWithRemovals(member.id)).map((entry) => entry.listing);
      if (!listing) throw new Error('listing not stored');
      const id = await listings.insertRemoval(listing, stateOf(story), `GRD-SECRET${sequence}`, T0);
      expect(id).toEqual(expect.any(Number));
    }
  }

  const results = () => inject(app, { method: 'GET', url: '/v1/removal-results' });

  it('is public, and says so when no broker has 10 requests yet', async () => {
    const response = await results();
    expect(response.statusCode).toBe(200);
    const body = json<RemovalResultsResponse>(response);
    expect(body).toEqual({ computedAt: new Date(NOW).toISOString(), minRequests: 10, families: [] });
    expect(removalResultsResponseSchema.isValidSync(body)).toBe(true);
    // app headers are still required, a sign-in is not
    const anonymous = await app.inject({ method: 'GET', url: '/v1/removal-results' });
    expect(anonymous.statusCode).toBe(401);
    const { 'device-id': _device, ...withoutDevice } = APP_HEADERS;
    expect((await app.inject({ method: 'GET', url: '/v1/removal-results', headers: withoutDevice })).statusCode).toBe(
      401,
    );
  });

  it('publishes brokers from 10 requests, grouped by family with the parent first, from the stored requests', async () => {
    // Intelius (PeopleConnect's parent site): 10 requests, 8 removed after 2..9 days, 2 waiting; of the removals (all
    // older than 90 days) one came back 30 days on, one 120 days on
    await store('intelius', [
      { start: 0, removedAfter: 2, backAfter: 30 },
      { start: 0, removedAfter: 3, backAfter: 120 },
      ...[4, 5, 6, 7, 8, 9].map((days) => ({ start: 0, removedAfter: days })),
      { start: 0, removedAfter: null },
      { start: 0, removedAfter: null },
    ]);
    // TruthFinder (PeopleConnect): 10 requests, all removed after 1 day, 149 days before now: every removal was
    // followed for 90 days, none came back
    await store(
      'truthfinder',
      Array.from({ length: 10 }, () => ({ start: 50, removedAfter: 1 })),
    );
    // Whitepages: 11 requests, all removed 10 days ago: no removal is 90 days old yet
    await store(
      'whitepages',
      Array.from({ length: 11 }, () => ({ start: 185, removedAfter: 5 })),
    );
    // Spokeo: 9 requests, every one removed at once: never published
    await store(
      'spokeo',
      Array.from({ length: 9 }, () => ({ start: 0, removedAfter: 1 })),
    );

    const response = await results();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = json<RemovalResultsResponse>(response);
    expect(removalResultsResponseSchema.isValidSync(body)).toBe(true);
    expect(body.minRequests).toBe(10);
    expect(body.families).toEqual([
      {
        family: 'PeopleConnect',
        brokers: [
          {
            name: 'Intelius',
            domain: 'www.intelius.com',
            parent: true,
            requests: 10,
            removalRate: 0.8,
            medianDaysToRemoval: 5.5,
            reappearedWithin90DaysRate: 0.125,
          },
          {
            name: 'TruthFinder',
            domain: 'www.truthfinder.com',
            parent: false,
            requests: 10,
            removalRate: 1,
            medianDaysToRemoval: 1,
            reappearedWithin90DaysRate: 0,
          },
        ],
      },
      {
        family: null,
        brokers: [
          {
            name: 'Whitepages',
            domain: 'www.whitepages.com',
            parent: false,
            requests: 11,
            removalRate: 1,
            medianDaysToRemoval: 5,
            reappearedWithin90DaysRate: null,
          },
        ],
      },
    ]);
    // per-broker figures only: no member, listing or request of anyone
    for (const secret of ['Private', 'Person1', 'private.example', 'GRD-SECRET', 'listing-']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('publishes Spokeo once its tenth request is stored', async () => {
    await store('spokeo', [{ start: 100, removedAfter: null }]);
    const body = json<RemovalResultsResponse>(await results());
    const spokeo = body.families.flatMap((family) => family.brokers).find((broker) => broker.name === 'Spokeo');
    expect(spokeo).toMatchObject({ requests: 10, removalRate: 0.9, medianDaysToRemoval: 1 });
  });
});
