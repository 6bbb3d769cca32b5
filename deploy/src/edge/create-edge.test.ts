import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { writeEnvironment } from '../environment/environment-manifest';
import { createEdge } from './create-edge';

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

  it('serves the rollout manifest without caching and without the host version', async () => {
    const response = await edge.inject('/federation.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ remotes });
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
    for (const route of ['/', '/login', '/dashboard', '/dashboard/reports/42', '/terms-of-use', '/opt-out']) {
      const response = await edge.inject(route);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await edge.inject('/nothing-here.js')).statusCode).toBe(404);
  });

  it('never serves files outside the releases', async () => {
    for (const url of [
      '/../secret.txt',
      '/..%2f..%2fsecret.txt',
      '/remotes/../secret.txt',
      '/remotes/host/1.0.0-host000000/index.html',
    ]) {
      const response = await edge.inject(url);
      expect(response.body).not.toContain('not for the web');
      expect(response.body).not.toContain('<title>Beacon</title>');
    }
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
});

describe('edge API proxy', () => {
  it('forwards /v1 to the provider API with the client IP, replacing a spoofed one', async () => {
    const upstream = (await import('fastify')).default();
    upstream.get('/v1/echo', async (request) => ({
      forwardedFor: request.headers['x-forwarded-for'],
      url: request.url,
    }));
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const address = upstream.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const root = mkdtempSync(path.join(tmpdir(), 'beacon-edge-proxy-'));
    await writeEnvironment('test', { host: 'none', remotes }, root);
    const edge = await createEdge({
      releasesDir: root,
      environmentsDir: root,
      environment: 'test',
      apiOrigin: `http://127.0.0.1:${port}`,
    });
    try {
      const response = await edge.inject({
        url: '/v1/echo?x=1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '198.51.100.7',
      });
      expect(response.json()).toEqual({ forwardedFor: '198.51.100.7', url: '/v1/echo?x=1' });
    } finally {
      await edge.close();
      await upstream.close();
      rmSync(root, { recursive: true, force: true });
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
