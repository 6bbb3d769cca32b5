import type { ClientRequest } from 'node:http';

import { LIVE_SESSION_ENDED_EVENT } from '@beacon/validation';
import type { FastifyInstance } from 'fastify';

import { revokeMemberLogins } from '../../../src/admin/revoke-member-logins';
import { createDatabase, type DatabaseHandle } from '../../../src/db/create-database';
import { createLiveEventsRepository } from '../../../src/repositories/live-events-repository';
import {
  buildTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  TestClock,
  type TestDatabase,
} from '../../helper';
import { openStream, type SseMessage } from '../../sse-helper';

// GET /v1/me/events (issue 18 point 7) over a real socket: Server-Sent Events of the member's own account only, fed
// by the live_events table whoever wrote to it (here a second connection standing for another API instance), and
// ended when its login ends, whoever ended it (issue 55 point 3).

const URL = '/v1/me/events';

const ready = (message: SseMessage) => message.event === 'ready';

describe.each(ENGINES)('GET /v1/me/events on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let origin: string;
  /** another API instance's connection to the same database */
  let other: DatabaseHandle;
  let premium: { token: string; accountId: number };
  let guardian: { token: string; accountId: number };
  const requests: ClientRequest[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, {
      config: {
        liveEvents: {
          pollIntervalMs: 50,
          heartbeatMs: 300,
          retentionMs: 3_600_000,
          maxStreamsPerAccount: 3,
          replayLimit: 50,
        },
      },
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });

    other = createDatabase(database.config);
    const member = async (email: string) => ({
      token: (await loginTokens(app, email)).accessToken,
      accountId: (await app.accounts.findByEmail(email))!.id,
    });
    premium = await member(MEMBERS.premium);
    guardian = await member(MEMBERS.guardian);
  });
  afterEach(() => {
    for (const request of requests.splice(0)) request.destroy();
  });
  afterAll(async () => {
    await other.db.destroy();
    if (app.server.listening) await app.close();
    await database.drop();
  });

  const open = (token: string, headers: Record<string, string> = {}) => openStream(origin, token, requests, headers);

  it('needs a signed-in member (401 without a bearer token)', async () => {
    const response = await inject(app, { method: 'GET', url: URL });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ statusCode: 401 });
  });

  it('answers an unbuffered event stream that starts with retry and ready', async () => {
    const { status, header, stream } = await open(premium.token);
    expect(status).toBe(200);
    expect(header('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(header('cache-control')).toBe('no-cache, no-transform');
    expect(header('x-accel-buffering')).toBe('no');
    // the security headers of every answer are there too
    expect(header('x-content-type-options')).toBe('nosniff');
    expect(await stream.next()).toEqual({ retry: '3000' });
    expect(await stream.next()).toEqual({ event: 'ready', data: JSON.stringify({ replayed: 0 }) });
  });

  it("delivers an event another instance appended for the member, and never another member's", async () => {
    const { stream } = await open(premium.token);
    await stream.until(ready);
    const otherInstance = createLiveEventsRepository(other.db);
    await otherInstance.append(guardian.accountId, 'identity-notifications');
    await otherInstance.append(premium.accountId, 'pdf', { recordId: 7, status: 'complete' });
    const seen = await stream.until((message) => message.event === 'pdf');
    const event = seen.at(-1)!;
    const data = JSON.parse(event.data!) as { id: number; topic: string; payload: unknown };
    expect(data).toEqual({ id: Number(event.id), topic: 'pdf', payload: { recordId: 7, status: 'complete' } });
    // the guardian member's event, appended first, never reached this stream
    expect(seen.filter((message) => message.event === 'identity-notifications')).toEqual([]);
  });

  it('replays the events after Last-Event-ID (own account only) before ready', async () => {
    const log = createLiveEventsRepository(other.db);
    const last = await log.latestId();
    await log.append(premium.accountId, 'record-notifications');
    await log.append(guardian.accountId, 'record-notifications');
    await log.append(premium.accountId, 'monitoring');
    const { stream } = await open(premium.token, { 'last-event-id': String(last) });
    const seen = await stream.until(ready);
    const topics = seen.filter((message) => message.event && message.event !== 'ready').map((message) => message.event);
    expect(topics).toEqual(['record-notifications', 'monitoring']);
    expect(seen.at(-1)!.data).toBe(JSON.stringify({ replayed: 2 }));
  });

  it('beats with comment lines while nothing happens', async () => {
    const { stream } = await open(premium.token);
    await stream.until(ready);
    const seen = await stream.until((message) => message.comment !== undefined, 2_000);
    expect(seen.at(-1)).toEqual({ comment: 'keep-alive' });
  });

  it('refuses more streams of one member than the cap with 429', async () => {
    for (let index = 0; index < 3; index += 1) await (await open(guardian.token)).stream.until(ready);
    const refused = await open(guardian.token);
    expect(refused.status).toBe(429);
    expect(refused.header('retry-after')).toBe('3');
    // a closed stream frees its place
    for (const request of requests.splice(0)) request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.liveEvents.broadcaster.streamsOf(guardian.accountId)).toBe(0);
  });

  it('ends a stream when its access token expires (the client reconnects with a refreshed one)', async () => {
    // a second instance on the same database, whose tokens live a second
    const shortLived = await buildTestApp(database, { seed: false, config: { accessTokenTtlSeconds: 1 } });
    try {
      const shortOrigin = await shortLived.listen({ port: 0, host: '127.0.0.1' });
      const token = (await loginTokens(shortLived, MEMBERS.premium)).accessToken;
      const { stream } = await openStream(shortOrigin, token, requests);
      await stream.until(ready);
      expect(await stream.next(3_000)).toBeNull();
    } finally {
      await shortLived.close();
    }
  });

  it('ends its streams when the app closes, so closing does not hang', async () => {
    const { stream } = await open(premium.token);
    await stream.until(ready);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stream.next()).toBeNull();
  });
});

describe.each(ENGINES)('GET /v1/me/events when its login ends, on %s', (engine) => {
  const LIFETIME_MS = 60 * 60 * 1000;
  const SESSION_ENDED = { event: LIVE_SESSION_ENDED_EVENT, data: '{}' };
  const clock = new TestClock();
  let database: TestDatabase;
  let app: FastifyInstance;
  let origin: string;
  /** another API instance's connection to the same database (or an administrator's command beside the server) */
  let other: DatabaseHandle;
  const requests: ClientRequest[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, {
      clock: clock.read,
      config: {
        // a login ends at its maximum age while its access token is still good: only the login's end ends the stream
        sessionMaxAgeSeconds: LIFETIME_MS / 1000,
        accessTokenTtlSeconds: (2 * LIFETIME_MS) / 1000,
        liveEvents: {
          pollIntervalMs: 50,
          heartbeatMs: 300,
          retentionMs: 7 * 24 * LIFETIME_MS,
          maxStreamsPerAccount: 10,
          replayLimit: 50,
        },
      },
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    other = createDatabase(database.config);
  });
  afterEach(() => {
    for (const request of requests.splice(0)) request.destroy();
  });
  afterAll(async () => {
    await other.db.destroy();
    await app.close();
    await database.drop();
  });

  const open = (token: string) => openStream(origin, token, requests);
  const opened = async (token: string) => {
    const { stream } = await open(token);
    await stream.until(ready);
    return stream;
  };

  it('ends the stream with session-ended when the member signs out, and the login cannot open another', async () => {
    const tokens = await loginTokens(app, MEMBERS.premium);
    const stream = await opened(tokens.accessToken);
    expect((await inject(app, { method: 'POST', url: '/v1/logout', token: tokens.accessToken })).statusCode).toBe(204);
    expect((await stream.untilEnd()).at(-1)).toEqual(SESSION_ENDED);
    // the client asks again at once: refused like every call of an ended login, which signs it out
    expect((await open(tokens.accessToken)).status).toBe(401);
  });

  it("ends the other logins' streams on a password change, and keeps the stream of the login that made it", async () => {
    const changing = await loginTokens(app, MEMBERS.identity);
    const elsewhere = await loginTokens(app, MEMBERS.identity);
    const here = await opened(changing.accessToken);
    const there = await opened(elsewhere.accessToken);
    const change = await inject(app, {
      method: 'POST',
      url: '/v1/me/password',
      token: changing.accessToken,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-passphrase' },
    });
    expect(change.statusCode).toBe(204);
    expect((await there.untilEnd()).at(-1)).toEqual(SESSION_ENDED);
    expect((await open(elsewhere.accessToken)).status).toBe(401);
    // the changing login's stream is open still and gets the member's next event
    const identity = (await app.accounts.findByEmail(MEMBERS.identity))!;
    await createLiveEventsRepository(other.db).append(identity.id, 'monitoring');
    const seen = await here.until((message) => message.event === 'monitoring');
    expect(seen.filter((message) => message.event === LIVE_SESSION_ENDED_EVENT)).toEqual([]);
  });

  it('ends the stream when the login reaches its maximum age, though its access token is still good', async () => {
    const tokens = await loginTokens(app, MEMBERS.darkWeb);
    const stream = await opened(tokens.accessToken);
    clock.advance(LIFETIME_MS - 60_000);
    // a minute before: beats go on through several polls
    await stream.until((message) => message.comment !== undefined);
    await stream.until((message) => message.comment !== undefined);
    clock.advance(60_000);
    expect((await stream.untilEnd()).at(-1)).toEqual(SESSION_ENDED);
    expect((await open(tokens.accessToken)).status).toBe(401);
  });

  it("ends every stream of the member when an administrator revokes the member's logins", async () => {
    const phone = await loginTokens(app, MEMBERS.guardian);
    const laptop = await loginTokens(app, MEMBERS.guardian);
    const someoneElse = await loginTokens(app, MEMBERS.dataMonitoring);
    const streams = [await opened(phone.accessToken), await opened(laptop.accessToken)];
    const unaffected = await opened(someoneElse.accessToken);
    // `sessions:revoke` runs beside the server, on its own connection to the database
    expect(await revokeMemberLogins(other.db, MEMBERS.guardian, clock.read())).toMatchObject({ revoked: 2 });
    for (const stream of streams) expect((await stream.untilEnd()).at(-1)).toEqual(SESSION_ENDED);
    for (const tokens of [phone, laptop]) expect((await open(tokens.accessToken)).status).toBe(401);
    const someoneElseId = (await app.accounts.findByEmail(MEMBERS.dataMonitoring))!.id;
    await createLiveEventsRepository(other.db).append(someoneElseId, 'record-notifications');
    await unaffected.until((message) => message.event === 'record-notifications');
  });
});
