import type { FastifyInstance } from 'fastify';

import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_SENT_MAX,
  CONTACT_NAME_MAX,
  contactMessages,
  contactMessageSchema,
  checkPayload,
  messages,
} from '@beacon/validation';

import { MESSAGE_RECEIVED, SUPPORT_MESSAGE_BODY_LIMIT } from '../../../src/routes/v1/support';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  TestClock,
  type TestDatabase,
} from '../../helper';

// The Contact Us form (issue 16 point 7) and its limits (issue 55 point 6): a size cap on every field, a body limit,
// text kept exactly as typed, and a daily cap per member counted in the database.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  topic: 'reports',
  message: 'My report lists an old address.',
};

describe.each(ENGINES)('support messages on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;
  const clock = new TestClock(Date.parse('2026-11-20T12:00:00Z'));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { clock: clock.read });
  }, 60_000);
  // the test clock runs on a minute a message: a fresh access token for each test
  beforeEach(async () => {
    token = (await loginTokens(app, MEMBERS.premium)).accessToken;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  // each message a minute after the last: the route's per-minute budget is not what these tests are about
  const send = (payload: object | string, as: string | null = token) => {
    clock.advance(MINUTE_MS);
    return inject(app, {
      method: 'POST',
      url: '/v1/support/messages',
      ...(as ? { token: as } : {}),
      ...(typeof payload === 'string' ? { payload, headers: { 'content-type': 'application/json' } } : { payload }),
    });
  };
  const stored = (id: number) =>
    app.db.selectFrom('support_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it("stores the member's message for Member Care and answers with its reference", async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const body = json<{ id: number; status: string; message: string }>(response);
    expect(body).toMatchObject({ status: 'received', message: MESSAGE_RECEIVED });
    expect(await stored(body.id)).toMatchObject({ topic: 'reports', email: 'ada@example.com', status: 'received' });
  });

  it('refuses an incomplete message with the form messages', async () => {
    const cases: Array<[object, string]> = [
      [{ ...valid, name: ' ' }, contactMessages.nameRequired],
      [{ ...valid, email: 'nope' }, messages.emailInvalid],
      [{ ...valid, topic: 'lottery' }, contactMessages.topicRequired],
      [{ ...valid, message: 'short' }, contactMessages.messageLength],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(json<{ message: string }>(response).message).toBe(message);
    }
  });

  it('refuses a field over its size with the form message, and a body over the limit with 413', async () => {
    const cases: Array<[object, string]> = [
      [{ ...valid, name: 'A'.repeat(CONTACT_NAME_MAX + 1) }, contactMessages.nameLength],
      [
        { ...valid, email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com` },
        messages.emailInvalid,
      ],
      [{ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, contactMessages.messageLength],
      // white space around a message does not count, up to a point
      [
        { ...valid, message: `${' '.repeat(CONTACT_MESSAGE_SENT_MAX)}${'x'.repeat(20)}` },
        contactMessages.messageLength,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(json<{ message: string }>(response).message).toBe(message);
    }
    const huge = await send(JSON.stringify({ ...valid, message: 'x'.repeat(SUPPORT_MESSAGE_BODY_LIMIT) }));
    expect(huge.statusCode).toBe(413);
    expect(await app.db.selectFrom('support_messages').select('id').execute()).toHaveLength(1);

    // the largest message the form allows fits the body limit, in characters of three UTF-8 bytes each
    const largest = {
      name: '語'.repeat(CONTACT_NAME_MAX),
      email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
      topic: 'other',
      message: `${'語'.repeat(CONTACT_MESSAGE_MAX)}${'\u3000'.repeat(CONTACT_MESSAGE_SENT_MAX - CONTACT_MESSAGE_MAX)}`,
    };
    expect(largest.email).toHaveLength(254);
    expect(checkPayload(contactMessageSchema, largest).ok).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(largest))).toBeGreaterThan(8 * 1024 - 200);
    expect((await send(largest)).statusCode).toBe(201);
  });

  it('stores HTML and every other character exactly as typed, and never sends it back', async () => {
    const typed = {
      name: `<b onmouseover="alert(1)">Ada</b> O'Brien & "Co"`,
      email: 'ada@example.com',
      topic: 'other',
      message:
        '<script>alert("stolen " + document.cookie)</script>\r\n<img src=x onerror=alert(1)> &lt;i&gt; &amp; ' +
        "\\ / ${x} `y` 'z' — e\u0301 שלום 😀\tend",
    };
    const response = await send(typed);
    expect(response.statusCode).toBe(201);
    // the answer is JSON with the reference number only: the member's text is not echoed anywhere
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('<');
    const row = await stored(json<{ id: number }>(response).id);
    expect(Buffer.from(row.message, 'utf8').equals(Buffer.from(typed.message, 'utf8'))).toBe(true);
    expect(Buffer.from(row.name, 'utf8').equals(Buffer.from(typed.name, 'utf8'))).toBe(true);
  });

  it('refuses text that neither engine could keep as typed, instead of failing or changing it', async () => {
    for (const payload of [
      { ...valid, message: 'a null \u0000 character in the middle' },
      { ...valid, name: 'Ada\u0000' },
      { ...valid, message: 'half an emoji \ud83d is not text' },
    ]) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(json<{ message: string }>(response).message).toBe(contactMessages.unsupportedCharacters);
    }
  });

  it('needs a signed-in member', async () => {
    expect((await send(valid, null)).statusCode).toBe(401);
  });
});

describe.each(ENGINES)('the daily cap of support messages on %s', (engine) => {
  const PER_DAY = 3;
  const clock = new TestClock(Date.parse('2026-11-20T08:00:00Z'));
  let database: TestDatabase;
  let app: FastifyInstance;
  let other: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, { clock: clock.read, config: { supportMessagesPerDay: PER_DAY } });
    // a second instance on the same database (or the first one after a restart)
    other = await buildTestApp(database, {
      clock: clock.read,
      config: { supportMessagesPerDay: PER_DAY },
      seed: false,
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await other.close();
    await database.drop();
  });

  // signed in afresh for each message: the test clock runs on by hours
  const send = async (email: string, on = app) =>
    inject(on, {
      method: 'POST',
      url: '/v1/support/messages',
      token: (await loginTokens(app, email)).accessToken,
      payload: valid,
    });
  const CAPPED =
    'You have sent the most support messages allowed for today. Call us at (800) 555-0199 or try again tomorrow.';

  it('answers the message past the cap with 429 and Retry-After, on every instance, and takes one again a day on', async () => {
    for (let sent = 0; sent < PER_DAY; sent += 1) {
      expect((await send(MEMBERS.premium)).statusCode).toBe(201);
      clock.advance(HOUR_MS);
    }
    const capped = await send(MEMBERS.premium);
    expect(capped.statusCode).toBe(429);
    expect(json(capped)).toEqual({ message: CAPPED, statusCode: 429 });
    // the first message leaves the last 24 hours 21 hours from now
    expect(capped.headers['retry-after']).toBe(String((DAY_MS - PER_DAY * HOUR_MS) / 1000));
    const elsewhere = await send(MEMBERS.premium, other);
    expect(elsewhere.statusCode).toBe(429);
    expect(json(elsewhere)).toEqual({ message: CAPPED, statusCode: 429 });

    // another member is not affected
    expect((await send(MEMBERS.personReport)).statusCode).toBe(201);

    // 24 hours after the first message there is room for one more, and then the cap holds again
    clock.advance(DAY_MS - PER_DAY * HOUR_MS);
    expect((await send(MEMBERS.premium)).statusCode).toBe(201);
    const again = await send(MEMBERS.premium);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe(String(HOUR_MS / 1000));
    const premium = (await app.accounts.findByEmail(MEMBERS.premium))!.id;
    expect(
      await app.db.selectFrom('support_messages').select('id').where('account_id', '=', premium).execute(),
    ).toHaveLength(PER_DAY + 1);
  });
});
