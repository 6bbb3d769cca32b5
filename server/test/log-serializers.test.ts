import type { FastifyInstance } from 'fastify';

import { redactUrl, serializeRequest } from '../src/log-serializers';
import { buildTestApp, createTestDatabase, ENGINES, inject, loginTokens, MEMBERS, type TestDatabase } from './helper';

// Searched names, phone numbers, e-mail addresses and street lines are personal data of the people looked up: no
// log line may carry them, while the log still says which route was called.

describe('redactUrl', () => {
  it.each([
    ['/v1/search/people?firstName=Ann&lastName=Lee', '/v1/search/people?[redacted]'],
    ['/v1/search/people?', '/v1/search/people?[redacted]'],
    ['/v1/me', '/v1/me'],
    ['/v1/lookup?q=12%20Main%20St?x', '/v1/lookup?[redacted]'],
  ])('%s → %s', (url, logged) => expect(redactUrl(url)).toBe(logged));
});

describe('serializeRequest', () => {
  it('keeps the method, the redacted URL and the addresses of anything logged as req, and nothing else', () => {
    const logged = { method: 'GET', url: '/v1/search/emails?email=a@b.c', ip: '10.0.0.7', headers: { cookie: 'x' } };
    expect(serializeRequest(logged)).toEqual({
      method: 'GET',
      url: '/v1/search/emails?[redacted]',
      remoteAddress: '10.0.0.7',
    });
    expect(serializeRequest({})).toEqual({});
  });
});

describe.each(ENGINES)('request logs on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = await buildTestApp(database, {
      config: { logLevel: 'trace' },
      logger: { stream: { write: (line: string) => lines.push(line) } },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('hold no searched name, phone number, e-mail address or street line, only the path', async () => {
    const { accessToken } = await loginTokens(app, MEMBERS.premium);
    lines.length = 0;
    const searches = [
      '/v1/search/people?firstName=Zebediah&lastName=Quackenbush&state=VT',
      '/v1/search/phones?phone=802-555-0199',
      '/v1/search/emails?email=zebediah.quackenbush%40example.com',
      '/v1/lookup?search=17%20Quackenbush%20Hollow',
      // a refused query is logged too (a 400 names the field, never the value)
      '/v1/search/people?firstName=Zebediah&lastName=Q&age=abc',
    ];
    for (const url of searches) await inject(app, { method: 'GET', url, token: accessToken });

    const output = lines.join('');
    for (const path of ['/v1/search/people', '/v1/search/phones', '/v1/search/emails', '/v1/lookup']) {
      expect(output).toContain(`"url":"${path}?[redacted]"`);
    }
    expect(output).toMatch(/"statusCode":200/);
    for (const searched of ['Zebediah', 'Quackenbush', 'quackenbush', '555-0199', '5550199', 'example.com', 'Hollow']) {
      expect(output).not.toContain(searched);
    }
  });
});
