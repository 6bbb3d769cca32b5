import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import Fastify, { type FastifyInstance } from 'fastify';

import type { FederationManifest } from '@beacon/platform';
import { formatReleaseSet, RELEASE_SET_COOKIE } from '@beacon/platform/release-set';

import { writeEnvironment } from '../environment/environment-manifest';
import { manifestWith, publishWithIntegrity, seededStore } from '../test-support/fake-releases';
import { IMMUTABLE } from './cache-policy';
import { createEdge, type EdgeOptions } from './create-edge';
import { API_UNAVAILABLE_MESSAGE } from './unreachable-api';

const remotes = {
  search: { stable: '1.0.0-aaaaaaaaaa' },
  reports: { stable: '1.0.0-bbbbbbbbbb', canary: { version: '1.1.0-cccccccccc', percent: 10 } },
  guardian: { stable: '1.0.0-dddddddddd' },
  account: { stable: '1.0.0-eeeeeeeeee' },
  monitoring: { stable: '1.0.0-ffffffffff' },
};

function writeFile(root: string, relative: string, body: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

describe('edge', () => {
  let root: string;
  let edge: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'beacon-edge-'));
    const releases = path.join(root, 'releases');
    writeFile(releases, 'host/1.0.0-host000000/index.html', '<!doctype html><title>Beacon</title>');
    writeFile(releases, 'host/1.0.0-host000000/main.js', `console.log("host");\n${'// padding\n'.repeat(500)}`);
    writeFile(releases, 'host/1.0.0-host000000/262.0123456789.js', 'console.log("chunk");');
    writeFile(releases, 'reports/1.0.0-bbbbbbbbbb/mf-manifest.json', '{"id":"reports"}');
    writeFile(releases, 'reports/1.0.0-bbbbbbbbbb/remoteEntry.js', 'var reports;');
    // What release/precompress.ts leaves beside a chunk; marked, to tell which file was sent.
    writeFile(releases, 'reports/1.0.0-bbbbbbbbbb/7.0123456789.js', 'plain');
    writeFileSync(path.join(releases, 'reports/1.0.0-bbbbbbbbbb/7.0123456789.js.br'), brotliCompressSync('from .br'));
    writeFileSync(path.join(releases, 'reports/1.0.0-bbbbbbbbbb/7.0123456789.js.gz'), gzipSync('from .gz'));
    writeFileSync(path.join(releases, 'host/1.0.0-host000000/262.0123456789.js.br'), brotliCompressSync('host .br'));
    const release = JSON.stringify({ app: 'reports', version: '1.0.0-bbbbbbbbbb', publishedAt: '2026-01-01' });
    const sourceMap = '{"version":3,"mappings":"AAAA"}';
    writeFile(releases, 'reports/1.0.0-bbbbbbbbbb/release.json', release);
    writeFile(releases, 'reports/1.0.0-bbbbbbbbbb/remoteEntry.js.map', sourceMap);
    writeFile(releases, 'host/1.0.0-host000000/release.json', release);
    writeFile(releases, 'host/1.0.0-host000000/main.js.map', sourceMap);
    writeFile(releases, 'host/1.0.0-host000000/262.0123456789.js.map', sourceMap);
    writeFile(root, 'secret.txt', 'not for the web');
    await writeEnvironment('test', { host: '1.0.0-host000000', remotes }, path.join(root, 'environments'));
    edge = await createEdge({
      releasesDir: releases,
      environmentsDir: path.join(root, 'environments'),
      environment: 'test',
      apiOrigin: 'http://127.0.0.1:9',
    });
  });

  afterAll(async () => {
    await edge.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves the rollout manifest without caching, with the session's shell and no other host detail", async () => {
    const response = await edge.inject('/federation.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toContain('Cookie');
    const { releaseSet, ...served } = response.json<{ releaseSet: { startedAt: number } }>();
    expect(served).toEqual({ remotes });
    expect(releaseSet).toEqual({ startedAt: expect.any(Number), shell: '1.0.0-host000000', device: '' });
  });

  it('serves remote releases as immutable', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await edge.inject(`/remotes/reports/1.0.0-bbbbbbbbbb/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await edge.inject('/remotes/reports/9.9.9/remoteEntry.js')).statusCode).toBe(404);
  });

  it("revalidates the host's unhashed files and caches its hashed chunks forever", async () => {
    expect((await edge.inject('/main.js')).headers['cache-control']).toBe('no-cache');
    expect((await edge.inject('/262.0123456789.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('answers client-side routes with index.html and unknown files with 404', async () => {
    for (const route of [
      '/',
      '/login',
      '/dashboard',
      '/dashboard/reports/42',
      '/terms-of-use',
      '/opt-out',
      '/opt-out/confirm',
      '/removal-results',
    ]) {
      const response = await edge.inject(route);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await edge.inject('/nothing-here.js')).statusCode).toBe(404);
  });

  it("answers every path that is no page with the app's page and 404: the app shows its Not Found page", async () => {
    for (const url of [
      '/terms',
      '/dashboardx',
      '/foo/bar',
      '/foo/bar?from=mail',
      '/login/again',
      '/dashboard/nowhere',
      '/dashboard/not-found',
      '/dashboard/reports/rec-42',
      '/dashboard/reports/42/extra',
      '/nothing-here.js',
    ]) {
      const response = await edge.inject(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toContain('<title>Beacon</title>');
    }
    // a report id as links write it is a page: only the API knows, for its member, whether that record exists
    for (const url of ['/dashboard/reports/42', `/dashboard/reports/${btoa('42')}`, '/Dashboard/Reports/']) {
      expect([url, (await edge.inject(url)).statusCode]).toEqual([url, 200]);
    }
  });

  it('keeps a plain 404 for release files that do not exist (they are not pages)', async () => {
    const response = await edge.inject('/remotes/reports/9.9.9/remoteEntry.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found', statusCode: 404 });
  });

  it('never serves release metadata or source maps, of the host or of a remote', async () => {
    for (const url of [
      '/release.json',
      '/main.js.map',
      '/262.0123456789.js.map',
      '/remotes/reports/1.0.0-bbbbbbbbbb/release.json',
      '/remotes/reports/1.0.0-bbbbbbbbbb/remoteEntry.js.map',
    ]) {
      const response = await edge.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('mappings');
      expect(response.body).not.toContain('publishedAt');
    }
    expect((await edge.inject('/remotes/reports/1.0.0-bbbbbbbbbb/remoteEntry.js')).statusCode).toBe(200);
  });

  it('never serves files outside the releases', async () => {
    for (const url of [
      '/../secret.txt',
      '/..%2f..%2fsecret.txt',
      '/remotes/../secret.txt',
      '/remotes/host/1.0.0-host000000/index.html',
    ]) {
      const response = await edge.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('not for the web');
    }
    // the host's folder is not reachable as a remote release (the host page comes only as the page of a path)
    expect((await edge.inject('/remotes/host/1.0.0-host000000/index.html')).json()).toEqual({
      message: 'Not Found',
      statusCode: 404,
    });
  });

  it('sends the security headers', async () => {
    const headers = (await edge.inject('/dashboard')).headers;
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('compresses what it serves', async () => {
    const gzip = await edge.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const brotli = await edge.inject({ url: '/main.js', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(1000);
  });

  it("sends a release's precompressed copy as it is, with the file's type and caching", async () => {
    const url = '/remotes/reports/1.0.0-bbbbbbbbbb/7.0123456789.js';
    const brotli = await edge.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('from .br');
    const gzip = await edge.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('from .gz');
    expect((await edge.inject({ url, headers: { 'accept-encoding': 'identity' } })).body).toBe('plain');

    const host = await edge.inject({ url: '/262.0123456789.js', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(host.rawPayload).toString()).toBe('host .br');
    expect(host.headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe('edge serving a built folder as the host (the monolith build)', () => {
  let root: string;
  let upstream: FastifyInstance;
  let edge: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'beacon-edge-monolith-'));
    const releases = path.join(root, 'releases');
    writeFile(releases, 'host/1.0.0-host000000/index.html', '<!doctype html><title>Federated host</title>');
    writeFile(releases, 'host/1.0.0-host000000/main.js', 'console.log("federated host");');
    writeFile(releases, 'reports/1.0.0-bbbbbbbbbb/remoteEntry.js', 'var reports;');
    const monolith = path.join(root, 'monolith', 'dist');
    writeFile(monolith, 'index.html', '<!doctype html><title>Monolith</title>');
    writeFile(monolith, 'main.js', 'console.log("monolith");');
    writeFile(monolith, '4075.3906447e1a.js', 'console.log("chunk");');
    writeFile(monolith, 'main.js.map', '{"version":3,"mappings":"AAAA"}');
    await writeEnvironment('test', { host: '1.0.0-host000000', remotes }, path.join(root, 'environments'));
    upstream = Fastify();
    upstream.get('/v1/ping', async () => ({ from: 'api' }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const address = upstream.server.address();
    edge = await createEdge({
      releasesDir: releases,
      environmentsDir: path.join(root, 'environments'),
      environment: 'test',
      apiOrigin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      hostDir: monolith,
    });
  });

  afterAll(async () => {
    await edge.close();
    await upstream.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers the app's pages and files from the folder, not from the environment's host release", async () => {
    for (const route of ['/', '/login', '/dashboard/reports']) {
      const response = await edge.inject(route);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Monolith</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const main = await edge.inject('/main.js');
    expect(main.body).toBe('console.log("monolith");');
    expect(main.headers['cache-control']).toBe('no-cache');
    expect((await edge.inject('/4075.3906447e1a.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await edge.inject('/main.js.map')).statusCode).toBe(404);
  });

  it('keeps /federation.json, the remote releases and the API proxy', async () => {
    expect((await edge.inject('/federation.json')).json()).toMatchObject({ remotes });
    expect((await edge.inject('/remotes/reports/1.0.0-bbbbbbbbbb/remoteEntry.js')).body).toBe('var reports;');
    expect((await edge.inject('/v1/ping')).json()).toEqual({ from: 'api' });
  });
});

describe('edge API proxy', () => {
  let upstream: FastifyInstance;
  const openStreams = new Set<ServerResponse>();
  let apiOrigin: string;
  let root: string;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.all('/v1/echo', async (request) => ({
      forwardedFor: request.headers['x-forwarded-for'],
      forwardedProto: request.headers['x-forwarded-proto'],
      forwardedHost: request.headers['x-forwarded-host'] ?? null,
      url: request.url,
    }));
    // the provider API's live updates (GET /v1/me/events): an event stream that stays open, an event after a while
    upstream.get('/v1/me/events', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      reply.raw.write('retry: 3000\n\nevent: ready\ndata: {"replayed":0}\n\n');
      const later = setTimeout(() => reply.raw.write('event: pdf\nid: 7\ndata: {"id":7,"topic":"pdf"}\n\n'), 150);
      openStreams.add(reply.raw);
      reply.raw.on('close', () => {
        clearTimeout(later);
        openStreams.delete(reply.raw);
      });
    });
    upstream.addHook('preClose', async () => {
      for (const stream of openStreams) stream.destroy();
    });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const address = upstream.server.address();
    apiOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    root = mkdtempSync(path.join(tmpdir(), 'beacon-edge-proxy-'));
    await writeEnvironment('test', { host: 'none', remotes }, root);
  });
  afterAll(async () => {
    await upstream.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function withEdge(options: Partial<EdgeOptions>, run: (edge: FastifyInstance) => Promise<void>) {
    const edge = await createEdge({
      releasesDir: root,
      environmentsDir: root,
      environment: 'test',
      apiOrigin,
      ...options,
    });
    try {
      await run(edge);
    } finally {
      await edge.close();
    }
  }

  it('forwards /v1 to the provider API with the client IP, replacing a spoofed one', async () => {
    await withEdge({}, async (edge) => {
      const response = await edge.inject({
        url: '/v1/echo?x=1',
        headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.test' },
        remoteAddress: '198.51.100.7',
      });
      expect(response.json()).toEqual({
        forwardedFor: '198.51.100.7',
        forwardedProto: 'http',
        forwardedHost: null,
        url: '/v1/echo?x=1',
      });
    });
  });

  it('passes the live-update event stream through as it comes: unbuffered, uncompressed, dropped with the client', async () => {
    await withEdge({}, async (edge) => {
      const origin = await edge.listen({ port: 0, host: '127.0.0.1' });
      const request = get(`${origin}/v1/me/events`, { agent: false, headers: { 'accept-encoding': 'gzip, br' } });
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        request.on('response', resolve).on('error', reject);
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(response.headers['content-encoding']).toBeUndefined();
      let text = '';
      for await (const chunk of response) {
        text += String(chunk);
        if (text.includes('event: pdf')) break;
      }
      // the event arrived while the stream is still open: nothing waited for its end
      expect(text).toContain('event: ready');
      expect(text).toContain('id: 7');
      expect(response.complete).toBe(false);
      expect(openStreams.size).toBe(1);
      // the browser leaves: the edge lets go of the API's stream too
      request.destroy();
      for (let waited = 0; openStreams.size > 0 && waited < 2_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(openStreams.size).toBe(0);
    });
  });

  it("keeps the provider API's own JSON errors for its paths, never the app's Not Found page", async () => {
    await withEdge({}, async (edge) => {
      for (const url of ['/v1/nothing', '/pdf/nothing', '/dashboard/api/nothing']) {
        const response = await edge.inject(url);
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json()).toMatchObject({ statusCode: 404 });
      }
    });
  });

  it('answers 502 with a JSON message when the provider API cannot be reached', async () => {
    await withEdge({ apiOrigin: 'http://127.0.0.1:9' }, async (edge) => {
      const response = await edge.inject({ url: '/v1/me/records' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: API_UNAVAILABLE_MESSAGE, statusCode: 502 });
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).not.toContain('127.0.0.1');
    });
  });

  it('takes the client address from X-Forwarded-For only when the peer is a trusted load balancer', async () => {
    await withEdge({ trustedProxies: ['10.0.0.0/8', '192.0.2.10'] }, async (edge) => {
      const echo = async (remoteAddress: string, forwardedFor: string) =>
        (await edge.inject({ url: '/v1/echo', headers: { 'x-forwarded-for': forwardedFor }, remoteAddress })).json<{
          forwardedFor: string;
        }>().forwardedFor;
      // the load balancer appended the client's address
      expect(await echo('10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
      expect(await echo('192.0.2.10', '203.0.113.9')).toBe('203.0.113.9');
      // what the client wrote before it does not count: exactly one address goes upstream
      expect(await echo('10.1.2.3', '192.0.2.66, 203.0.113.9')).toBe('203.0.113.9');
      // a chain of trusted proxies is walked back to the first untrusted address
      expect(await echo('10.1.2.3', '203.0.113.9, 10.4.5.6')).toBe('203.0.113.9');
      // a client talking to the edge directly cannot choose its address
      expect(await echo('198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
      expect(await echo('192.0.2.11', '203.0.113.9')).toBe('192.0.2.11');
    });
  });

  it('logs requests by path, never their query strings', async () => {
    const lines: string[] = [];
    await withEdge({ logger: { write: (line) => lines.push(line) } }, async (edge) => {
      await edge.inject('/v1/echo?firstName=Janet&lastName=Quist&phone=5551234567');
      await edge.inject({ method: 'POST', url: '/v1/echo?email=janet.quist%40mail.test', payload: {} });
      await edge.inject('/dashboard/search/person/?firstName=Janet&lastName=Quist');
      await edge.inject({ method: 'DELETE', url: '/nowhere?email=janet.quist@mail.test' });
    });
    const log = lines.join('');
    expect(log).toContain('"url":"/v1/echo"');
    expect(log).toContain('"url":"/dashboard/search/person/"');
    expect(log).toContain('"url":"/nowhere"');
    for (const secret of ['Janet', 'Quist', '5551234567', 'janet.quist', 'firstName', '?']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('edge CSP for a configured autocomplete service', () => {
  it('allows connecting to that origin only', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'beacon-edge-csp-'));
    await writeEnvironment(
      'test',
      {
        host: 'none',
        remotes,
        settings: { thirdPartyAutocomplete: { baseUrl: 'https://autocomplete.example/lookup', authId: 'key' } },
      },
      root,
    );
    const edge = await createEdge({
      releasesDir: root,
      environmentsDir: root,
      environment: 'test',
      apiOrigin: 'http://127.0.0.1:9',
    });
    try {
      const csp = String((await edge.inject('/federation.json')).headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' https://autocomplete.example;");
    } finally {
      await edge.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('edge with a configured map style (MAP_STYLE_URL)', () => {
  it('hands the style to the browser in the manifest and the page, and allows its origin', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'beacon-edge-map-'));
    await writeEnvironment('test', { host: 'none', remotes, settings: { chunkLoadTimeoutMs: 5000 } }, root);
    const edge = await createEdge({
      releasesDir: root,
      environmentsDir: root,
      environment: 'test',
      apiOrigin: 'http://127.0.0.1:9',
      mapStyleUrl: 'https://tiles.example/styles/streets.json?key=public',
    });
    try {
      const response = await edge.inject('/federation.json');
      expect(response.json()).toMatchObject({
        remotes,
        settings: { chunkLoadTimeoutMs: 5000, mapStyleUrl: 'https://tiles.example/styles/streets.json?key=public' },
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' https://tiles.example;");
      expect(csp).toContain("img-src 'self' data: blob: https://tiles.example;");
    } finally {
      await edge.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('edge: the digests of the remote entries in the served manifest (issue 60)', () => {
  let root: string;
  let edge: FastifyInstance;
  let reads: string[];
  const sriOf = (body: string) => `sha384-${createHash('sha384').update(body).digest('base64')}`;
  const entry = (version: string) => `var search = ${JSON.stringify(version)};`;
  const pageHead = '<html><head><title>Beacon</title></head><body></body></html>';

  beforeAll(async () => {
    const seeded = await seededStore();
    root = seeded.root;
    await publishWithIntegrity(seeded.store, root, 'host', '2.0.0', { 'index.html': pageHead });
    for (const version of ['2.0.0', '2.1.0', '2.2.0']) {
      await publishWithIntegrity(seeded.store, root, 'search', version);
    }
    // guardian 1.0.0 was published without a record (before issue 60)
    await seeded.store.writeEnvironment(
      'local',
      manifestWith('2.0.0', { search: { stable: '2.0.0', canary: { version: '2.1.0', percent: 10 } } }),
    );
    reads = [];
    edge = await createEdge({
      releasesDir: path.join(root, 'releases'),
      environmentsDir: seeded.environmentsDir,
      environment: 'local',
      apiOrigin: 'http://127.0.0.1:9',
      releaseStore: {
        readReleaseFile: (app, version, file) => {
          reads.push(`${app}/${version}/${file}`);
          return seeded.store.readReleaseFile(app, version, file);
        },
      },
    });
  });

  afterAll(async () => {
    await edge.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("names the SHA-384 of remoteEntry.js for stable and canary, from the releases' integrity.json", async () => {
    const served = (await edge.inject('/federation.json')).json<{ remotes: Record<string, unknown> }>();
    expect(served.remotes['search']).toEqual({
      stable: '2.0.0',
      canary: { version: '2.1.0', percent: 10 },
      integrity: { '2.0.0': sriOf(entry('2.0.0')), '2.1.0': sriOf(entry('2.1.0')) },
    });
    expect(served.remotes['guardian']).toEqual({ stable: '1.0.0' });
  });

  it('names the digest of a QA-pinned version too, in /federation.json and in the page', async () => {
    const pinned = (await edge.inject('/federation.json?remote.search=2.2.0')).json<{
      remotes: { search: { integrity: Record<string, string> } };
    }>();
    expect(pinned.remotes.search.integrity['2.2.0']).toBe(sriOf(entry('2.2.0')));
    const page = await edge.inject('/dashboard?remote.search=2.2.0');
    const inline = /<script id="beacon-federation" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
    const manifest = JSON.parse(inline ?? '{}') as { remotes: { search: { integrity: Record<string, string> } } };
    expect(manifest.remotes.search.integrity).toEqual({
      '2.0.0': sriOf(entry('2.0.0')),
      '2.1.0': sriOf(entry('2.1.0')),
      '2.2.0': sriOf(entry('2.2.0')),
    });
  });

  it("reads each release's record once", async () => {
    await edge.inject('/federation.json');
    await edge.inject('/federation.json');
    expect(reads.filter((read) => read === 'search/2.0.0/integrity.json')).toHaveLength(1);
  });

  it('refuses an environment file that holds digests itself (they are served only)', async () => {
    await expect(
      writeEnvironment(
        'local',
        manifestWith('2.0.0', { search: { stable: '2.0.0', integrity: { '2.0.0': sriOf('x') } } }),
        path.join(root, 'elsewhere'),
      ),
    ).rejects.toThrow('remotes.search.integrity is served by the edge, never written in an environment file');
  });
});

describe('edge keeping the release set a browser session started with (issue 60)', () => {
  const DEVICE = '0b6c2b4e-5f6a-4c1d';
  const NOW = Date.parse('2026-12-07T12:00:00Z');
  const CONTRACT_THEN = 'c'.repeat(64);
  // the contract the API speaks (GET /v1/contract)
  let apiSpeaks: string | null = CONTRACT_THEN;
  let root: string;
  let edge: FastifyInstance;
  const environments = () => path.join(root, 'environments');
  const setCookie = (startedAt: number) =>
    `beacon-device=${DEVICE}; ${RELEASE_SET_COOKIE}=${formatReleaseSet({
      startedAt,
      device: DEVICE,
      shell: '1.0.0-host000000',
      remotes: { search: '1.0.0-aaaaaaaaaa' },
    })}`;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'beacon-edge-set-'));
    const releases = path.join(root, 'releases');
    writeFile(releases, 'host/1.0.0-host000000/index.html', '<!doctype html><head><title>Beacon one</title></head>');
    writeFile(releases, 'host/1.0.0-host000000/main.js', 'console.log("shell one");');
    writeFile(releases, 'host/2.0.0-host000000/index.html', '<!doctype html><head><title>Beacon two</title></head>');
    writeFile(releases, 'host/2.0.0-host000000/main.js', 'console.log("shell two");');
    writeFile(releases, 'host/2.0.0-host000000/only-in-two.js', 'console.log("new chunk");');
    writeFile(releases, 'search/1.0.0-aaaaaaaaaa/remoteEntry.js', 'var search;');
    writeFile(releases, 'search/1.1.0-aaaaaaaaaa/remoteEntry.js', 'var search;');
    // every release here was built against the same API contract
    for (const release of ['host/1.0.0-host000000', 'host/2.0.0-host000000', 'search/1.0.0-aaaaaaaaaa']) {
      writeFile(releases, `${release}/build-info.json`, JSON.stringify({ contractHash: CONTRACT_THEN }));
    }
    // Promoted since the session started: a new shell and a new search.
    await writeEnvironment(
      'test',
      { host: '2.0.0-host000000', remotes: { ...remotes, search: { stable: '1.1.0-aaaaaaaaaa' } } },
      environments(),
    );
    edge = await createEdge({
      releasesDir: releases,
      environmentsDir: environments(),
      environment: 'test',
      apiOrigin: 'http://127.0.0.1:9',
      releaseSetMaxAgeMs: 30 * 60_000,
      apiContract: () => Promise.resolve(apiSpeaks),
      now: () => NOW,
    });
  });

  afterAll(async () => {
    await edge.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('ends the set when the API speaks another contract than its releases were built for', async () => {
    const cookie = setCookie(NOW - 5 * 60_000);
    apiSpeaks = 'f'.repeat(64);
    try {
      const manifest = (await edge.inject({ url: '/federation.json', headers: { cookie } })).json<FederationManifest>();
      expect(manifest.remotes.search).toEqual({ stable: '1.1.0-aaaaaaaaaa' });
      expect((await edge.inject({ url: '/', headers: { cookie } })).body).toContain('Beacon two');
    } finally {
      apiSpeaks = CONTRACT_THEN;
    }
    expect((await edge.inject({ url: '/', headers: { cookie } })).body).toContain('Beacon one');
  });

  it('serves a fresh session its shell and its versions after a promote', async () => {
    const cookie = setCookie(NOW - 5 * 60_000);
    const manifest = (await edge.inject({ url: '/federation.json', headers: { cookie } })).json<FederationManifest>();
    expect(manifest.remotes.search).toEqual({ stable: '1.1.0-aaaaaaaaaa', kept: '1.0.0-aaaaaaaaaa' });
    expect(manifest.releaseSet).toEqual({ startedAt: NOW - 5 * 60_000, shell: '1.0.0-host000000', device: DEVICE });

    const page = await edge.inject({ url: '/', headers: { cookie } });
    expect(page.body).toContain('Beacon one');
    expect(page.body).toContain('"kept":"1.0.0-aaaaaaaaaa"');
    expect((await edge.inject({ url: '/main.js', headers: { cookie } })).body).toContain('shell one');
    // A file only the current shell has is still found (a page opened before the set was taken).
    expect((await edge.inject({ url: '/only-in-two.js', headers: { cookie } })).statusCode).toBe(200);
  });

  it('serves the current release to a new session, an old one, and after a pull for a fault', async () => {
    for (const cookie of [undefined, setCookie(NOW - 31 * 60_000)]) {
      const headers = cookie ? { cookie } : {};
      const manifest = (await edge.inject({ url: '/federation.json', headers })).json<FederationManifest>();
      expect(manifest.remotes.search).toEqual({ stable: '1.1.0-aaaaaaaaaa' });
      expect((await edge.inject({ url: '/', headers })).body).toContain('Beacon two');
      expect((await edge.inject({ url: '/main.js', headers })).body).toContain('shell two');
    }

    const cookie = setCookie(NOW - 5 * 60_000);
    await writeEnvironment(
      'test',
      {
        host: '2.0.0-host000000',
        remotes: { ...remotes, search: { stable: '1.1.0-aaaaaaaaaa', pulled: ['1.0.0-aaaaaaaaaa'] } },
      },
      environments(),
    );
    const manifest = (await edge.inject({ url: '/federation.json', headers: { cookie } })).json<FederationManifest>();
    expect(manifest.remotes.search.kept).toBeUndefined();
  });
});
