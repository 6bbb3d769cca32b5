import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import Fastify, { type FastifyInstance } from 'fastify';

import { knownPagePatternSource, reportPagePatternSource } from '@beacon/platform';

import { waitForPort } from '../cli/wait-for-port';
import { createEdge } from '../edge/create-edge';
import { writeEnvironment } from '../environment/environment-manifest';

const nginxDir = path.resolve(import.meta.dirname, '../../nginx');
const siteConfig = readFileSync(path.join(nginxDir, 'beacon.conf'), 'utf8');
const headersConfig = readFileSync(path.join(nginxDir, 'security-headers.conf'), 'utf8');
const apiProxyConfig = readFileSync(path.join(nginxDir, 'api-proxy.conf'), 'utf8');
const trustedProxiesConfig = readFileSync(path.join(nginxDir, 'trusted-proxies.conf'), 'utf8');
const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(
  (candidate) => spawnSync(candidate, ['-v']).status === 0,
);

const remotes = {
  search: { stable: '1.0.0-aaaaaaaaaa' },
  reports: { stable: '1.0.0-bbbbbbbbbb' },
  guardian: { stable: '1.0.0-dddddddddd' },
  account: { stable: '1.0.0-eeeeeeeeee' },
  monitoring: { stable: '1.0.0-ffffffffff' },
};
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function writeFile(root: string, relative: string, body: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

/** An access token as the browser's apiV2 cookie carries it (the stand-in API knows it; nothing verifies it here). */
const RECORD_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

const PRECOMPRESSED_ENTRY = gzipSync('var reports;', { level: 9 });

/** The layout of beacon.conf in a temp folder, and an edge serving the same files. */
async function layout() {
  const root = mkdtempSync(path.join(tmpdir(), 'beacon-nginx-'));
  const releases = path.join(root, 'releases');
  writeFile(releases, 'host/1.0.0-host000000/index.html', '<!doctype html><title>Beacon</title>');
  writeFile(releases, 'host/1.0.0-host000000/main.js', 'console.log("host");');
  writeFile(releases, 'host/1.0.0-host000000/262.0123456789.js', 'console.log("chunk");');
  writeFile(releases, 'reports/1.0.0-bbbbbbbbbb/mf-manifest.json', '{"id":"reports"}');
  writeFile(releases, 'reports/1.0.0-bbbbbbbbbb/remoteEntry.js', 'var reports;');
  // as `pnpm release` precompresses; too short for nginx to compress on the fly (gzip_min_length)
  writeFileSync(path.join(releases, 'reports/1.0.0-bbbbbbbbbb/remoteEntry.js.gz'), PRECOMPRESSED_ENTRY);
  const release = JSON.stringify({ app: 'reports', version: '1.0.0-bbbbbbbbbb', publishedAt: '2026-01-01' });
  const sourceMap = '{"version":3,"mappings":"AAAA"}';
  writeFile(releases, 'reports/1.0.0-bbbbbbbbbb/release.json', release);
  writeFile(releases, 'reports/1.0.0-bbbbbbbbbb/remoteEntry.js.map', sourceMap);
  writeFile(releases, 'host/1.0.0-host000000/release.json', release);
  writeFile(releases, 'host/1.0.0-host000000/main.js.map', sourceMap);
  writeFile(releases, 'host/1.0.0-host000000/262.0123456789.js.map', sourceMap);
  await writeEnvironment('production', { host: '1.0.0-host000000', remotes }, path.join(root, 'environments'));
  symlinkSync(path.join(releases, 'host/1.0.0-host000000'), path.join(root, 'host'));
  return root;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A GET from a chosen local address (127.0.0.2 is a loopback address too, so nginx can tell two peers apart). */
function getFrom(localAddress: string, url: string, headers: Record<string, string>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { localAddress, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function waitForLog(file: string, text: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const log = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (log.includes(text)) return log;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

describe('deploy/nginx config', () => {
  it('sends every security header the edge sends, with the same value', async () => {
    const root = await layout();
    const edge = await createEdge({
      releasesDir: path.join(root, 'releases'),
      environmentsDir: path.join(root, 'environments'),
      environment: 'production',
      apiOrigin: 'http://127.0.0.1:9',
    });
    try {
      const headers = (await edge.inject('/dashboard')).headers;
      const configured = new Map(
        [...headersConfig.matchAll(/^add_header ([\w-]+) "(.*)" always;$/gm)].map((match) => [
          (match[1] ?? '').toLowerCase(),
          match[2],
        ]),
      );
      const fromEdge = new Map(SECURITY_HEADERS.map((name) => [name, String(headers[name])]));
      expect(configured).toEqual(fromEdge);
    } finally {
      await edge.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('uses the cache policies of the edge and proxies the API paths', () => {
    expect(siteConfig).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(siteConfig).toContain('add_header Cache-Control "no-cache" always;');
    for (const prefix of ['/v1/', '/pdf/', '/dashboard/api/']) expect(siteConfig).toContain(`location ^~ ${prefix} {`);
  });

  it("serves the app's pages by the pattern of @beacon/platform, and every other path as Not Found with a 404", () => {
    const patterns = [...siteConfig.matchAll(/location ~\* "([^"]*)" \{([^}]*)\}/g)];
    expect(patterns.map((match) => match[1])).toEqual([
      reportPagePatternSource('beacon_record_page_id'),
      knownPagePatternSource(),
    ]);
    const [reportPage, pages] = patterns.map((match) => match[2] ?? '');
    expect(pages).toContain('try_files $uri /index.html;');
    // a report page asks the API first (the first regular expression that matches wins: it must come first)
    expect(reportPage).toContain('auth_request /_beacon/report-record-exists;');
    expect(reportPage).toContain('error_page 403 =404 /index.html;');
    expect(reportPage).toContain('try_files $uri /index.html;');
    const fallback = /location \/ \{([^}]*)\}/.exec(siteConfig)?.[1] ?? '';
    expect(fallback).toContain('try_files $uri =404;');
    expect(fallback).toContain('error_page 404 /index.html;');
  });

  it('passes the live-update stream through unbuffered and uncompressed, as the edge does', () => {
    const block = /location = \/v1\/me\/events \{([^}]*)\}/.exec(siteConfig)?.[1] ?? '';
    expect(block).toContain('proxy_pass http://beacon_api;');
    expect(block).toContain('include /etc/nginx/beacon/api-proxy.conf;');
    expect(block).toContain('proxy_buffering off;');
    expect(block).toContain('gzip off;');
    expect(block).toMatch(/proxy_read_timeout 1h;/);
    expect(apiProxyConfig).toContain('proxy_http_version 1.1;');
  });

  it('takes the client address from the trusted load balancers only and forwards exactly that one', () => {
    expect(siteConfig).toContain('include /etc/nginx/beacon/trusted-proxies.conf;');
    expect(siteConfig).toContain('real_ip_header X-Forwarded-For;');
    expect(siteConfig).toContain('real_ip_recursive on;');
    // shipped trusting nobody: every set_real_ip_from is the operator's to add
    expect(trustedProxiesConfig).not.toMatch(/^\s*set_real_ip_from/m);
    expect(apiProxyConfig).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(apiProxyConfig).toContain('proxy_set_header X-Real-IP $remote_addr;');
  });

  it('logs requests without their query strings', () => {
    const formats = [...siteConfig.matchAll(/^\s*log_format\s+(\w+)\s+([^;]+);/gm)];
    expect(formats.map((match) => match[1])).toEqual(['beacon_paths']);
    const format = formats[0]?.[2] ?? '';
    expect(format).toContain('$beacon_request_path');
    expect(format).not.toMatch(/\$(args|query_string|request_uri|request(?![_a-z])|arg_)/);
    expect(siteConfig).toMatch(/^\s*access_log \S+ beacon_paths;/m);
  });

  (nginxBinary ? describe : describe.skip)('served by a real nginx', () => {
    let root: string;
    let nginx: ChildProcess;
    let edge: FastifyInstance;
    let api: FastifyInstance;
    let nginxOrigin: string;
    const liveStreams = new Set<ServerResponse>();
    const recordChecks: Array<{ url: string; headers: Record<string, unknown> }> = [];

    beforeAll(async () => {
      root = await layout();
      api = Fastify();
      api.get('/v1/echo', async (request) => ({
        forwardedFor: request.headers['x-forwarded-for'],
        realIp: request.headers['x-real-ip'],
      }));
      // the member of RECORD_TOKEN has records 42 and 12 (an e-mail record, linked as base64 "MTI=")
      api.get<{ Params: { recordId: string } }>('/v1/me/records/:recordId/exists', async (request, reply) => {
        recordChecks.push({ url: request.url, headers: { ...request.headers } });
        if (request.headers.cookie !== `apiV2=${RECORD_TOKEN}`) return reply.code(401).send({ statusCode: 401 });
        if (['42', 'MTI='].includes(request.params.recordId)) return reply.code(204).send();
        return reply.code(404).send({ message: 'Record not found', statusCode: 404 });
      });
      api.get('/v1/me/events', (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
        reply.raw.write(`event: ready\ndata: {"replayed":0}\n\n${': padding\n'.repeat(200)}\n`);
        const later = setTimeout(() => reply.raw.write('event: pdf\nid: 7\ndata: {"id":7,"topic":"pdf"}\n\n'), 150);
        reply.raw.on('close', () => clearTimeout(later));
        liveStreams.add(reply.raw);
      });
      api.addHook('preClose', async () => {
        for (const stream of liveStreams) stream.destroy();
      });
      await api.listen({ port: 0, host: '127.0.0.1' });
      const apiAddress = api.server.address();
      const apiPort = typeof apiAddress === 'object' && apiAddress ? apiAddress.port : 0;
      const port = await freePort();
      nginxOrigin = `http://127.0.0.1:${port}`;

      // beacon.conf as shipped, pointed at the temp layout, a free port and the stand-in API.
      const confDir = path.join(root, 'conf');
      mkdirSync(confDir);
      writeFileSync(path.join(confDir, 'security-headers.conf'), headersConfig);
      writeFileSync(path.join(confDir, 'api-proxy.conf'), apiProxyConfig);
      // 127.0.0.2 plays the load balancer; requests from 127.0.0.1 are clients talking to nginx directly.
      writeFileSync(path.join(confDir, 'trusted-proxies.conf'), `${trustedProxiesConfig}set_real_ip_from 127.0.0.2;\n`);
      const site = siteConfig
        .replaceAll('/srv/beacon', root)
        .replaceAll('/etc/nginx/beacon', confDir)
        .replaceAll('/var/log/nginx', root)
        .replace('listen 8080;', `listen 127.0.0.1:${port};`)
        .replace('server 127.0.0.1:4000;', `server 127.0.0.1:${apiPort};`);
      writeFileSync(path.join(confDir, 'beacon.conf'), site);
      const temp = (name: string) => path.join(root, 'tmp', name);
      for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(temp(name), { recursive: true });
      writeFileSync(
        path.join(confDir, 'nginx.conf'),
        [
          // As root, workers would switch to an unprivileged user that cannot read the temp folder.
          process.getuid?.() === 0 ? 'user root;' : '',
          'worker_processes 1;',
          `pid ${path.join(root, 'nginx.pid')};`,
          `error_log ${path.join(root, 'error.log')};`,
          'events { worker_connections 64; }',
          'http {',
          '  include /etc/nginx/mime.types;',
          '  default_type application/octet-stream;',
          `  access_log off;`,
          `  client_body_temp_path ${temp('body')}; proxy_temp_path ${temp('proxy')};`,
          `  fastcgi_temp_path ${temp('fastcgi')}; uwsgi_temp_path ${temp('uwsgi')}; scgi_temp_path ${temp('scgi')};`,
          `  include ${path.join(confDir, 'beacon.conf')};`,
          '}',
        ].join('\n'),
      );
      const check = spawnSync(nginxBinary ?? 'nginx', ['-t', '-p', root, '-c', path.join(confDir, 'nginx.conf')], {
        encoding: 'utf8',
      });
      expect(check.stderr).toContain('syntax is ok');
      nginx = spawn(nginxBinary ?? 'nginx', ['-p', root, '-c', path.join(confDir, 'nginx.conf'), '-g', 'daemon off;'], {
        stdio: 'ignore',
      });
      await waitForPort(port, '127.0.0.1', 10_000);
      edge = await createEdge({
        releasesDir: path.join(root, 'releases'),
        environmentsDir: path.join(root, 'environments'),
        environment: 'production',
        apiOrigin: `http://127.0.0.1:${apiPort}`,
      });
    });

    afterAll(async () => {
      nginx?.kill('SIGTERM');
      await edge?.close();
      await api?.close();
      rmSync(root, { recursive: true, force: true });
    });

    it.each([
      ['/'],
      ['/dashboard'],
      ['/dashboard/reports/42'],
      ['/login'],
      ['/main.js'],
      ['/262.0123456789.js'],
      ['/remotes/reports/1.0.0-bbbbbbbbbb/remoteEntry.js'],
      ['/remotes/reports/1.0.0-bbbbbbbbbb/mf-manifest.json'],
      ['/remotes/reports/9.9.9/remoteEntry.js'],
      ['/remotes/host/1.0.0-host000000/index.html'],
      ['/nothing-here.js'],
      ['/release.json'],
      ['/main.js.map'],
      ['/262.0123456789.js.map'],
      ['/remotes/reports/1.0.0-bbbbbbbbbb/release.json'],
      ['/remotes/reports/1.0.0-bbbbbbbbbb/remoteEntry.js.map'],
      // mistyped paths: the app's page with a 404 (its Not Found page), never a plain error
      ['/terms'],
      ['/dashboardx'],
      ['/foo/bar'],
      ['/foo/bar?from=mail'],
      ['/login/again'],
      ['/dashboard/nowhere'],
      ['/dashboard/not-found'],
      ['/dashboard/reports/rec-42'],
      ['/dashboard/reports/42/extra'],
      // pages as links write them, in any case
      ['/dashboard/reports/MTI='],
      ['/dashboard/reports/MTI%3D'],
      ['/Dashboard/Reports/'],
      ['/dashboard/report/email/jane%40example.com'],
      ['/dashboard/search/person/?first=Jane&last=Doe'],
    ])('answers %s like the edge', async (url) => {
      const fromNginx = await fetch(nginxOrigin + url);
      const fromEdge = await edge.inject(url);
      expect(fromNginx.status).toBe(fromEdge.statusCode);
      if (String(fromEdge.headers['content-type']).startsWith('text/html')) {
        expect(fromNginx.headers.get('content-type')).toBe(fromEdge.headers['content-type']);
      }
      if (fromEdge.statusCode === 200 || String(fromEdge.headers['content-type']).startsWith('text/html')) {
        expect(fromNginx.headers.get('cache-control')).toBe(fromEdge.headers['cache-control']);
        expect(Buffer.from(await fromNginx.arrayBuffer()).toString()).toBe(fromEdge.body);
      }
      for (const name of SECURITY_HEADERS) expect(fromNginx.headers.get(name)).toBe(fromEdge.headers[name] ?? null);
    });

    it.each([
      ['/dashboard/reports/42', `apiV2=${RECORD_TOKEN}`],
      ['/dashboard/reports/MTI%3D', `beacon_device=0123456789abcdef; apiV2=${RECORD_TOKEN}`],
      ['/dashboard/reports/999', `apiV2=${RECORD_TOKEN}; theme=dark`],
      ['/Dashboard/Reports/NDQ=/', `apiV2=${RECORD_TOKEN}`],
      ['/dashboard/reports/abc', `apiV2=${RECORD_TOKEN}`],
      ['/dashboard/reports/999', 'apiV2=eyJ.expired.token'],
      ['/dashboard/reports/999', 'apiV2='],
      ['/dashboard/reports/999', 'theme=dark'],
      ['/dashboard/reports/rec-42', `apiV2=${RECORD_TOKEN}`],
      ['/dashboard/reports', `apiV2=${RECORD_TOKEN}`],
    ])('answers the report page %s with the cookie %s like the edge', async (url, cookie) => {
      const fromNginx = await fetch(nginxOrigin + url, { headers: { cookie } });
      const fromEdge = await edge.inject({ url, headers: { cookie } });
      expect(fromNginx.status).toBe(fromEdge.statusCode);
      expect(fromNginx.headers.get('content-type')).toBe(fromEdge.headers['content-type']);
      expect(fromNginx.headers.get('cache-control')).toBe(fromEdge.headers['cache-control']);
      expect(Buffer.from(await fromNginx.arrayBuffer()).toString()).toBe(fromEdge.body);
      for (const name of SECURITY_HEADERS) expect(fromNginx.headers.get(name)).toBe(fromEdge.headers[name] ?? null);
    });

    it('sends the API only the access token and the client for a report page', async () => {
      recordChecks.length = 0;
      const response = await fetch(`${nginxOrigin}/dashboard/reports/999`, {
        headers: { cookie: `beacon_device=0123456789abcdef; apiV2=${RECORD_TOKEN}`, 'user-agent': 'Beacon test' },
      });
      expect(response.status).toBe(404);
      expect(recordChecks.map((check) => check.url)).toEqual(['/v1/me/records/999/exists']);
      expect(recordChecks[0]?.headers).toMatchObject({
        cookie: `apiV2=${RECORD_TOKEN}`,
        'x-forwarded-for': '127.0.0.1',
      });
      expect(recordChecks[0]?.headers).not.toHaveProperty('user-agent');
    });

    it('passes the live-update stream through as it comes, uncompressed', async () => {
      const request = httpRequest(`${nginxOrigin}/v1/me/events`, {
        agent: false,
        headers: { 'accept-encoding': 'gzip' },
      });
      request.end();
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        request.on('response', resolve).on('error', reject);
      });
      try {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
        expect(response.headers['content-encoding']).toBeUndefined();
        let text = '';
        for await (const chunk of response) {
          text += String(chunk);
          if (text.includes('event: pdf')) break;
        }
        expect(text).toContain('id: 7');
        expect(response.complete).toBe(false);
      } finally {
        request.destroy();
      }
    });

    it("sends the release's precompressed gzip copy as it is", async () => {
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        httpRequest(`${nginxOrigin}/remotes/reports/1.0.0-bbbbbbbbbb/remoteEntry.js`, {
          headers: { 'accept-encoding': 'gzip' },
        })
          .on('response', resolve)
          .on('error', reject)
          .end();
      });
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['vary']).toBe('Accept-Encoding');
      expect(Buffer.concat(chunks).equals(PRECOMPRESSED_ENTRY)).toBe(true);
    });

    it('serves the rollout manifest uncached, with the remotes the host reads', async () => {
      const response = await fetch(`${nginxOrigin}/federation.json`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(((await response.json()) as { remotes: unknown }).remotes).toEqual(remotes);
    });

    it('proxies the API with the client address, replacing a spoofed one', async () => {
      const response = await fetch(`${nginxOrigin}/v1/echo`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(await response.json()).toEqual({ forwardedFor: '127.0.0.1', realIp: '127.0.0.1' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('takes the client address a trusted load balancer forwards, and only from it', async () => {
      const echo = (peer: string, forwardedFor: string) =>
        getFrom(peer, `${nginxOrigin}/v1/echo`, { 'x-forwarded-for': forwardedFor });
      // an untrusted peer: its spoofed header is ignored, the upstream sees the peer
      expect(await echo('127.0.0.1', '203.0.113.9')).toEqual({ forwardedFor: '127.0.0.1', realIp: '127.0.0.1' });
      // the load balancer: the client it forwards
      expect(await echo('127.0.0.2', '203.0.113.9')).toEqual({ forwardedFor: '203.0.113.9', realIp: '203.0.113.9' });
      // what the client put in the header before the balancer appended its address does not count
      expect(await echo('127.0.0.2', '192.0.2.66, 203.0.113.9')).toEqual({
        forwardedFor: '203.0.113.9',
        realIp: '203.0.113.9',
      });
    });

    it('writes the access log by path, without query strings, with the client address', async () => {
      await fetch(`${nginxOrigin}/dashboard/search/person/?firstName=Janet&lastName=Quist`);
      await getFrom('127.0.0.2', `${nginxOrigin}/v1/echo?phone=5551234567&email=janet.quist%40mail.test`, {
        'x-forwarded-for': '203.0.113.9',
      });
      // nginx writes a line when the response is done; give the worker a moment to have written it
      const log = await waitForLog(path.join(root, 'beacon.access.log'), '/v1/echo');
      expect(log).toContain('"GET /dashboard/search/person/ HTTP/1.1"');
      expect(log).toMatch(/^203\.0\.113\.9 .*"GET \/v1\/echo HTTP\/1\.1" 200/m);
      for (const secret of ['Janet', 'Quist', '5551234567', 'janet.quist', 'firstName', '?']) {
        expect(log).not.toContain(secret);
      }
    });
  });
});
