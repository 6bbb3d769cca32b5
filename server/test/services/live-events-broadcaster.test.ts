import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

import type { LiveEventRow } from '../../src/repositories/live-events-repository';
import { createLiveEventsRepository } from '../../src/repositories/live-events-repository';
import {
  createLiveEventsBroadcaster,
  GAP_GRACE_MS,
  type LiveSubscriber,
} from '../../src/services/live-events-broadcaster';
import { buildTestApp, createTestDatabase, ENGINES, MEMBERS, type TestDatabase } from '../helper';

// The poller of live_events (issue 18 point 7): per account, in id order, each event once, and an id that becomes
// visible after a higher one (a PostgreSQL transaction that committed later) is still delivered; the streams of a
// login that ended are ended (issue 55).

describe.each(ENGINES)('live events broadcaster on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: number;
  let b: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    a = (await app.accounts.findByEmail(MEMBERS.premium))!.id;
    b = (await app.accounts.findByEmail(MEMBERS.guardian))!.id;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  /** every login is live unless the test says otherwise */
  function broadcaster(liveLoginsAmong = async (sessionIds: string[]) => new Set(sessionIds)) {
    return createLiveEventsBroadcaster({
      db: app.db,
      clock: Date.now,
      log: app.log,
      pollIntervalMs: 60_000,
      retentionMs: 60 * 60 * 1000,
      liveLoginsAmong,
    });
  }

  const stream = (subscriber: Partial<LiveSubscriber>): LiveSubscriber => ({
    sessionId: 'a-login',
    deliver: () => undefined,
    close: () => undefined,
    loginEnded: () => undefined,
    ...subscriber,
  });

  /** Inserts an event with a chosen id, as a transaction that took it earlier but committed late would show it. */
  const insertWithId = (id: number, accountId: number) =>
    app.db
      .insertInto('live_events')
      .values({ id, account_id: accountId, topic: 'monitoring', payload: null, created_at: Date.now() })
      .execute();

  it("hands each account's events to its own subscribers only, once, in order", async () => {
    const poller = broadcaster();
    await poller.start();
    const ofA: LiveEventRow[] = [];
    const ofB: LiveEventRow[] = [];
    poller.subscribe(a, stream({ deliver: (event) => ofA.push(event) }));
    poller.subscribe(b, stream({ sessionId: 'b-login', deliver: (event) => ofB.push(event) }));
    const log = createLiveEventsRepository(app.db);
    await log.append(a, 'identity-notifications');
    await log.append(b, 'record-notifications');
    await log.append(a, 'pdf', { recordId: 3, status: 'failed' });
    await poller.pollOnce();
    await poller.pollOnce();
    expect(ofA.map((event) => [event.topic, event.payload])).toEqual([
      ['identity-notifications', null],
      ['pdf', { recordId: 3, status: 'failed' }],
    ]);
    expect(ofB.map((event) => event.topic)).toEqual(['record-notifications']);
    await poller.stop();
  });

  it('delivers an id that shows up after a higher one, and gives up on a hole after the grace period', async () => {
    const poller = broadcaster();
    await poller.start();
    const seen: number[] = [];
    poller.subscribe(a, stream({ deliver: (event) => seen.push(event.id) }));
    const base = await createLiveEventsRepository(app.db).latestId();
    await insertWithId(base + 2, a);
    await poller.pollOnce();
    expect(seen).toEqual([base + 2]);
    // the transaction holding base + 1 commits now
    await insertWithId(base + 1, a);
    await poller.pollOnce();
    expect(seen).toEqual([base + 2, base + 1]);
    await poller.pollOnce();
    expect(seen).toEqual([base + 2, base + 1]);

    // base + 3 never comes (a rolled-back insert): past the grace period the cursor moves over it
    await insertWithId(base + 4, a);
    const now = jest.spyOn(performance, 'now');
    await poller.pollOnce();
    now.mockReturnValue(performance.now() + GAP_GRACE_MS + 1);
    await poller.pollOnce();
    now.mockRestore();
    await insertWithId(base + 5, a);
    await poller.pollOnce();
    expect(seen).toEqual([base + 2, base + 1, base + 4, base + 5]);
    await poller.stop();
    if (engine === 'postgres') {
      // the ids above were chosen by hand: move the sequence past them
      await sql`select setval(pg_get_serial_sequence('live_events', 'id'), (select max(id) from live_events))`.execute(
        app.db,
      );
    }
  });

  it('closes its streams when it stops', async () => {
    const poller = broadcaster();
    await poller.start();
    const close = jest.fn();
    poller.subscribe(a, stream({ close }));
    expect(poller.streamsOf(a)).toBe(1);
    await poller.stop();
    expect(close).toHaveBeenCalledTimes(1);
    expect(poller.streamsOf(a)).toBe(0);
  });

  it('ends the streams whose login ended, asking once for the logins of every open stream', async () => {
    const asked: string[][] = [];
    const poller = broadcaster(async (sessionIds) => {
      asked.push(sessionIds);
      return new Set(['a-live', 'b-live']);
    });
    await poller.start();
    await poller.pollOnce();
    // no open stream: nothing to ask
    expect(asked).toEqual([]);
    const ended: string[] = [];
    const delivered: string[] = [];
    const tab = (sessionId: string, name: string) =>
      stream({ sessionId, loginEnded: () => ended.push(name), deliver: () => delivered.push(name) });
    poller.subscribe(a, tab('a-live', 'first tab'));
    poller.subscribe(a, tab('a-ended', 'second tab'));
    poller.subscribe(a, tab('a-ended', 'third tab'));
    poller.subscribe(b, tab('b-live', "b's tab"));
    await poller.pollOnce();
    expect(asked).toEqual([['a-live', 'a-ended', 'b-live']]);
    expect(ended).toEqual(['second tab', 'third tab']);
    expect(poller.streamsOf(a)).toBe(1);
    expect(poller.streamsOf(b)).toBe(1);
    // an ended stream gets nothing more
    await createLiveEventsRepository(app.db).append(a, 'monitoring');
    await poller.pollOnce();
    expect(delivered).toEqual(['first tab']);
    // a read of the log right after (a write answered here) does not read the logins again
    expect(asked).toHaveLength(1);
    await poller.stop();
  });

  it('deletes events past their retention', async () => {
    const log = createLiveEventsRepository(app.db, () => Date.now() - 2 * 60 * 60 * 1000);
    await log.append(a, 'monitoring');
    const old = await log.latestId();
    const poller = broadcaster();
    await poller.start();
    await poller.pollOnce();
    await poller.stop();
    expect(await app.db.selectFrom('live_events').select('id').where('id', '=', old).execute()).toEqual([]);
  });
});
