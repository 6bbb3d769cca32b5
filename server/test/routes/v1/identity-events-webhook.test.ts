import type { FastifyInstance } from 'fastify';

import { signIdentityEvent } from '../../../src/services/identity-events/webhook-signature';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  IDENTITY_WEBHOOK_SECRET,
  json,
  MEMBERS,
  TestClock,
  type TestDatabase,
} from '../../helper';

// POST /v1/webhooks/identity-events (issue 58): the identity provider's signed events become the member's alerts,
// through the job process-identity-event, each with its producing event and a live event.

const URL = '/v1/webhooks/identity-events';

interface Line {
  level: number;
  msg: string;
  reason?: string;
  eventId?: string | null;
}

describe.each(ENGINES)('POST /v1/webhooks/identity-events on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = new TestClock(Date.UTC(2026, 10, 2, 12));
  const lines: Line[] = [];
  let accountId: number;
  let reference: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, {
      clock: clock.read,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Line) } },
    });
    accountId = (await app.accounts.findByEmail(MEMBERS.identity))!.id;
    reference = (await app.identityEvents.subscriberOf(accountId)).reference;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const nowSeconds = () => Math.floor(clock.now / 1000);

  function addressChange(id: string, subscriberReference = reference) {
    return {
      id,
      type: 'address.change',
      created: nowSeconds(),
      subscriber: { reference: subscriberReference },
      data: {
        old_address: { street: '200 Sample Avenue', city: 'Springfield', state: 'IL', zip: '62702' },
        new_address: { street: '300 Placeholder Road', city: 'Anytown', state: 'OH', zip: '43001' },
        changed_on: '2026-10-30',
      },
    };
  }

  function deliver(body: string, signature: string | undefined) {
    return app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json', ...(signature ? { 'beacon-identity-signature': signature } : {}) },
      payload: body,
    });
  }

  const signed = (event: object, at = nowSeconds(), secret = IDENTITY_WEBHOOK_SECRET) => {
    const body = JSON.stringify(event);
    return deliver(body, signIdentityEvent(secret, at, body));
  };

  const alertsOf = (alertId: string) =>
    app.db
      .selectFrom('identity_notifications')
      .select(['account_id', 'alert_id', 'report_name', 'category', 'type', 'identity_event_id'])
      .where('alert_id', '=', alertId)
      .execute();
  const liveEvents = async () =>
    (
      await app.db
        .selectFrom('live_events')
        .select('id')
        .where('account_id', '=', accountId)
        .where('topic', '=', 'identity-notifications')
        .execute()
    ).length;
  const refusals = () => lines.filter((line) => line.msg === 'identity event refused');

  it('accepts a signed event, and its job raises the alert with its producing event and a live event', async () => {
    const before = await liveEvents();
    const response = await signed(addressChange('evt_addresschange0001'));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ received: 'accepted' });
    // stored at once, alert only once the job ran
    const stored = await app.db
      .selectFrom('identity_events')
      .selectAll()
      .where('event_id', '=', 'evt_addresschange0001')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ type: 'address.change', subscriber_reference: reference, account_id: accountId });
    expect(await alertsOf('evt_addresschange0001')).toEqual([]);

    expect(await app.jobs.drain('process-identity-event')).toBe(1);
    expect(await alertsOf('evt_addresschange0001')).toEqual([
      {
        account_id: accountId,
        alert_id: 'evt_addresschange0001',
        report_name: 'Change of Address',
        category: 'address',
        type: 'address_change',
        identity_event_id: stored.id,
      },
    ]);
    expect(await liveEvents()).toBe(before + 1);
  });

  it('answers a repeated event id 200 and changes nothing', async () => {
    const before = await liveEvents();
    clock.advance(60_000);
    const response = await signed(addressChange('evt_addresschange0001'));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ received: 'duplicate' });
    expect(await app.jobs.drain('process-identity-event')).toBe(0);
    expect(await alertsOf('evt_addresschange0001')).toHaveLength(1);
    expect(await liveEvents()).toBe(before);
  });

  it('refuses a bad signature with 400 and logs a warning with the reason and the event id, not the body', async () => {
    lines.length = 0;
    const response = await signed(addressChange('evt_badsignature0001'), nowSeconds(), 'not-the-webhook-secret-0123');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'No signature matches the payload', statusCode: 400 });
    expect(refusals()).toEqual([
      expect.objectContaining({ level: 40, reason: 'bad_signature', eventId: 'evt_badsignature0001' }),
    ]);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('Placeholder Road');
    expect(logged).not.toContain(IDENTITY_WEBHOOK_SECRET);
    expect(
      await app.db.selectFrom('identity_events').select('id').where('event_id', '=', 'evt_badsignature0001').execute(),
    ).toEqual([]);
  });

  it('refuses a missing signature, and a tampered body', async () => {
    lines.length = 0;
    const body = JSON.stringify(addressChange('evt_tampered00000001'));
    expect((await deliver(body, undefined)).statusCode).toBe(400);
    const signature = signIdentityEvent(IDENTITY_WEBHOOK_SECRET, nowSeconds(), body);
    expect((await deliver(body.replace('Anytown', 'Othertown'), signature)).statusCode).toBe(400);
    expect(refusals().map((line) => line.reason)).toEqual(['missing_signature', 'bad_signature']);
  });

  it('refuses a replay: a true signature whose timestamp is older than the tolerance', async () => {
    lines.length = 0;
    const response = await signed(addressChange('evt_replayed00000001'), nowSeconds() - 301);
    expect(response.statusCode).toBe(400);
    expect(refusals()).toEqual([
      expect.objectContaining({ reason: 'stale_timestamp', eventId: 'evt_replayed00000001' }),
    ]);
    // the accepted event delivered again, captured long ago: refused too, nothing changes
    expect((await signed(addressChange('evt_addresschange0001'), nowSeconds() - 3_600)).statusCode).toBe(400);
    expect(await alertsOf('evt_addresschange0001')).toHaveLength(1);
  });

  it('refuses a malformed event (signed) with 400 saying what is wrong', async () => {
    lines.length = 0;
    const missing = addressChange('evt_malformed0000001');
    const { changed_on: _dropped, ...data } = missing.data;
    const response = await signed({ ...missing, data });
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toBe('Malformed event: data.changed_on is a required field');
    const unknown = await signed({ ...addressChange('evt_malformed0000002'), type: 'lottery.win' });
    expect(json<{ message: string }>(unknown).message).toMatch(/^Malformed event: type must be one of/);
    const notJson = 'not json';
    expect((await deliver(notJson, signIdentityEvent(IDENTITY_WEBHOOK_SECRET, nowSeconds(), notJson))).statusCode).toBe(
      400,
    );
    expect(refusals().map((line) => [line.reason, line.eventId])).toEqual([
      ['malformed_event', 'evt_malformed0000001'],
      ['malformed_event', 'evt_malformed0000002'],
      ['malformed_event', null],
    ]);
  });

  it('accepts an event for an unknown subscriber, stores it unmatched, and raises nothing', async () => {
    const response = await signed(addressChange('evt_unmatched0000001', 'sub_nobodyknowsthisone'));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ received: 'unmatched' });
    const stored = await app.db
      .selectFrom('identity_events')
      .select(['account_id'])
      .where('event_id', '=', 'evt_unmatched0000001')
      .executeTakeFirstOrThrow();
    expect(stored.account_id).toBeNull();
    expect(await app.jobs.drain('process-identity-event')).toBe(0);
    expect(await alertsOf('evt_unmatched0000001')).toEqual([]);
  });

  it('needs no app headers or member, and takes only JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
  });
});
