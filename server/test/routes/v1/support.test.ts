import type { FastifyInstance } from 'fastify';

import { contactMessages, messages } from '@beacon/validation';

import { MESSAGE_RECEIVED } from '../../../src/routes/v1/support';
import {
  buildTestApp,
  createTestDatabase,
  ENGINES,
  inject,
  json,
  loginTokens,
  MEMBERS,
  type TestDatabase,
} from '../../helper';

// The Contact Us form (issue 16 point 7).

describe.each(ENGINES)('support messages on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database);
    token = (await loginTokens(app, MEMBERS.premium)).accessToken;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const send = (payload: object, as: string | null = token) =>
    inject(app, { method: 'POST', url: '/v1/support/messages', ...(as ? { token: as } : {}), payload });
  const valid = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    topic: 'reports',
    message: 'My report lists an old address.',
  };

  it("stores the member's message for Member Care and answers with its reference", async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const body = json<{ id: number; status: string; message: string }>(response);
    expect(body).toMatchObject({ status: 'received', message: MESSAGE_RECEIVED });
    const row = await app.db
      .selectFrom('support_messages')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ topic: 'reports', email: 'ada@example.com', status: 'received' });
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

  it('needs a signed-in member', async () => {
    expect((await send(valid, null)).statusCode).toBe(401);
  });
});
