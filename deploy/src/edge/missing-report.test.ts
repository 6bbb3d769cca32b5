import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';

import { writeEnvironment } from '../environment/environment-manifest';
import { createEdge } from './create-edge';
import { REPORT_CHECK_TIMEOUT_MS } from './missing-report';

// The report page of a record the signed-in member does not have answers 404 (issue 56 point 1, decision 004): the
// edge asks the API with the session cookie of the page request, and serves the page as usual when it cannot tell.

const remotes = {
  search: { stable: '1.0.0-aaaaaaaaaa' },
  reports: { stable: '1.0.0-bbbbbbbbbb' },
  guardian: { stable: '1.0.0-dddddddddd' },
  account: { stable: '1.0.0-eeeeeeeeee' },
  monitoring: { stable: '1.0.0-ffffffffff' },
};
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const SLOW_RECORD = '777';

describe('edge: the report page of a missing record', () => {
  let root: string;
  let api: FastifyInstance;
  let edge: FastifyInstance;
  const asked: Array<{ url: string; headers: Record<string, unknown> }> = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'beacon-edge-report-'));
    const host = path.join(root, 'releases', 'host', '1.0.0-host000000');
    mkdirSync(host, { recursive: true });
    writeFileSync(path.join(host, 'index.html'), '<!doctype html><title>Beacon</title>');
    await writeEnvironment('test', { host: '1.0.0-host000000', remotes }, path.join(root, 'environments'));

    // The provider API as far as the edge uses it: the member of TOKEN has records 42 and 12 (an e-mail record,
    // linked as base64 "MTI="); record 777 answers late.
    api = Fastify({ forceCloseConnections: true });
    api.get<{ Params: { recordId: string } }>('/v1/me/records/:recordId/exists', async (request, reply) => {
      asked.push({ url: request.url, headers: { ...request.headers } });
      if (request.headers.cookie !== `apiV2=${TOKEN}`) return reply.code(401).send({ statusCode: 401 });
      if (request.params.recordId === SLOW_RECORD) {
        await new Promise((resolve) => setTimeout(resolve, REPORT_CHECK_TIMEOUT_MS + 500));
        return reply.code(404).send({ statusCode: 404 });
      }
      if (['42', 'MTI='].includes(request.params.recordId)) return reply.code(204).send();
      return reply.code(404).send({ message: 'Record not found', statusCode: 404 });
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    edge = await createEdge({
      releasesDir: path.join(root, 'releases'),
      environmentsDir: path.join(root, 'environments'),
      environment: 'test',
      apiOrigin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    });
  });
  afterAll(async () => {
    await edge.close();
    await api.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    asked.length = 0;
  });

  const page = (url: string, cookie?: string) =>
    edge.inject({ method: 'GET', url, headers: cookie ? { cookie, 'x-forwarded-for': '203.0.113.9' } : {} });
  const session = `beacon_device=0123456789abcdef; apiV2=${TOKEN}; theme=dark`;

  it.each([
    ['/dashboard/reports/999'],
    ['/dashboard/reports/999/'],
    ['/Dashboard/Reports/NDQ='],
    ['/dashboard/reports/abc'],
  ])("answers %s, a record the member does not have, with the app's page and 404", async (url) => {
    const response = await page(url, session);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Beacon</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([['/dashboard/reports/42'], ['/dashboard/reports/MTI%3D'], ['/dashboard/reports/MTI=']])(
    "answers %s, the member's own record, with the page and 200",
    async (url) => {
      const response = await page(url, session);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Beacon</title>');
    },
  );

  it('sends the API only the access token and the client, never the other cookies or headers', async () => {
    await page('/dashboard/reports/MTI%3D', session);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.url).toBe('/v1/me/records/MTI%3D/exists');
    expect(asked[0]?.headers).toMatchObject({ cookie: `apiV2=${TOKEN}`, 'x-forwarded-for': '127.0.0.1' });
    expect(asked[0]?.headers).not.toHaveProperty('authorization');
  });

  it('serves the page as usual without a session, and asks nothing', async () => {
    expect((await page('/dashboard/reports/999')).statusCode).toBe(200);
    expect((await page('/dashboard/reports/999', 'beacon_device=0123456789abcdef; apiV2=')).statusCode).toBe(200);
    expect(asked).toEqual([]);
  });

  it('serves the page when the API refuses the token: the app signs the visitor in first', async () => {
    expect((await page('/dashboard/reports/999', 'apiV2=eyJ.expired.token')).statusCode).toBe(200);
    expect(asked).toHaveLength(1);
  });

  it('asks only for report pages of one record', async () => {
    for (const url of ['/dashboard/reports', '/dashboard', '/dashboard/report/email/jane%40example.com']) {
      expect((await page(url, session)).statusCode).toBe(200);
    }
    expect((await page('/dashboard/reports/rec-42', session)).statusCode).toBe(404);
    expect(asked).toEqual([]);
  });

  it('serves the page when the API does not answer in time', async () => {
    const started = Date.now();
    const response = await page(`/dashboard/reports/${SLOW_RECORD}`, session);
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(REPORT_CHECK_TIMEOUT_MS + 500);
  });
});

describe('edge: the report page while the API is down', () => {
  it('serves the page (200): an outage costs the status, never the page', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'beacon-edge-report-down-'));
    const host = path.join(root, 'releases', 'host', '1.0.0-host000000');
    mkdirSync(host, { recursive: true });
    writeFileSync(path.join(host, 'index.html'), '<!doctype html><title>Beacon</title>');
    await writeEnvironment('test', { host: '1.0.0-host000000', remotes }, path.join(root, 'environments'));
    const edge = await createEdge({
      releasesDir: path.join(root, 'releases'),
      environmentsDir: path.join(root, 'environments'),
      environment: 'test',
      apiOrigin: 'http://127.0.0.1:9',
    });
    try {
      const response = await edge.inject({ url: '/dashboard/reports/999', headers: { cookie: `apiV2=${TOKEN}` } });
      expect(response.statusCode).toBe(200);
    } finally {
      await edge.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
