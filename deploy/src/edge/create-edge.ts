import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

import { isKnownPagePath, remoteNames } from '@beacon/platform';
import { releaseSetFromCookies } from '@beacon/platform/release-set';

import { readEnvironment, toFederationManifest, type EnvironmentManifest } from '../environment/environment-manifest';
import { LocalReleaseStore } from '../storage/local-release-store';
import type { ReleaseStore } from '../storage/release-store';
import { NO_CACHE, cacheControlFor } from './cache-policy';
import { edgeLoggerOptions, type LogDestination } from './edge-logger';
import { forwardedHeaders } from './forwarded-headers';
import { HtmlShell, deviceIdFrom } from './html-shell';
import { isMissingReport } from './missing-report';
import { ReleaseIntegrityCache } from './release-integrity-cache';
import { securityHeaders } from './security-headers';
import { sessionReleaseSet, type SessionSetView } from './session-release-set';
import { apiContractSource, type ApiContractSource } from './api-contract';
import { answerUnreachableApi } from './unreachable-api';

export interface EdgeOptions {
  releasesDir: string;
  environmentsDir: string;
  environment: string;
  /** Provider API origin that /v1, /pdf and /dashboard/api are proxied to. */
  apiOrigin: string;
  /**
   * Addresses and CIDR ranges of the load balancers in front of the edge (EDGE_TRUSTED_PROXIES). A request from one
   * of them is taken to come from the address in its X-Forwarded-For; empty: the socket address is the client.
   */
  trustedProxies?: string[];
  /**
   * Serve this built folder as the host instead of the host release the environment names (the monolith build,
   * `pnpm build:monolith`, for comparing it with the federated app); /federation.json, the remote releases and the
   * API proxy stay as they are.
   */
  hostDir?: string;
  /** `pnpm dev`: the apps' dev servers to proxy to instead of releases. */
  devServers?: { host: string; remotes: Record<string, string> };
  /**
   * MAP_STYLE_URL (edge-settings.ts): given to the browser as `settings.mapStyleUrl`, over the environment's own, and
   * its origin allowed to be fetched from (style, tiles, glyphs and sprites).
   */
  mapStyleUrl?: string | undefined;
  /**
   * Where the releases' integrity.json is read (issue 60): by default the same local folder the edge serves the
   * releases from, so the digests describe the bytes it sends.
   */
  releaseStore?: Pick<ReleaseStore, 'readReleaseFile'>;
  /** Log requests (by path only, never their query strings), to stdout or to the given destination. */
  logger?: boolean | LogDestination;
  /**
   * EDGE_RELEASE_SET_MAX_AGE_MINUTES (edge-settings.ts): how long a browser session keeps the versions it started
   * with after a promote or rollback (session-release-set.ts).
   */
  releaseSetMaxAgeMs?: number;
  /** The contract the API speaks now (default: asked of `apiOrigin`, api-contract.ts). */
  apiContract?: ApiContractSource;
  now?: () => number;
}

/** A session keeps its set of versions for half an hour unless the edge is told otherwise. */
export const DEFAULT_RELEASE_SET_MAX_AGE_MS = 30 * 60_000;

const API_PREFIXES = ['/v1', '/pdf', '/dashboard/api'];
// Build output that stays on disk for the error tooling but is never sent to browsers: source maps, and the
// release's metadata.
const NOT_SERVED = /(\.map|\/release\.json)$/;

/** The one origin of the app: host shell, rollout manifest, immutable remote releases and the API proxy. */
export async function createEdge(options: EdgeOptions): Promise<FastifyInstance> {
  const trustedProxies = options.trustedProxies ?? [];
  const app = Fastify({
    logger: options.logger ? edgeLoggerOptions(options.logger === true ? undefined : options.logger) : false,
    trustProxy: trustedProxies.length ? trustedProxies : false,
  });
  // Fastify's own 404 logs the whole URL; this one logs nothing beyond the request line of the logger (path only).
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).header('Cache-Control', NO_CACHE).send({ message: 'Not Found', statusCode: 404 }),
  );
  const dev = Boolean(options.devServers);
  const environment = await readEnvironment(options.environment, options.environmentsDir);
  const autocompleteUrl = environment.settings?.thirdPartyAutocomplete?.baseUrl;
  // The style named at start; an environment file's own (read per request) takes effect at the next start.
  const mapStyleUrl = options.mapStyleUrl ?? environment.settings?.mapStyleUrl;
  const integrity = new ReleaseIntegrityCache(
    options.releaseStore ??
      new LocalReleaseStore({
        releasesDir: options.releasesDir,
        environmentsDir: options.environmentsDir,
        auditLog: path.join(options.releasesDir, 'audit.log'),
      }),
  );
  // `query`: the request's, whose QA pins (?remote.search=1.5.0) get their entry digests too; `releaseSet`: the
  // set of versions this browser session keeps (session-release-set.ts).
  const servedManifest = async (
    manifest: EnvironmentManifest,
    query: URLSearchParams,
    releaseSet?: SessionSetView['releaseSet'],
  ) => {
    const served = { ...toFederationManifest(manifest), ...(releaseSet ? { releaseSet } : {}) };
    const withSettings = options.mapStyleUrl
      ? { ...served, settings: { ...served.settings, mapStyleUrl: options.mapStyleUrl } }
      : served;
    // The dev servers' builds are not releases and carry no digests.
    return dev ? withSettings : integrity.withEntryIntegrity(withSettings, query);
  };
  const now = options.now ?? Date.now;
  const apiContract = options.apiContract ?? apiContractSource(options.apiOrigin);
  // The set this browser session started with, where it is still to be kept (never with dev servers: no releases).
  // The API is asked for its contract only when there is a set to keep.
  const sessionView = async (
    manifest: EnvironmentManifest,
    cookieHeader: string | undefined,
  ): Promise<SessionSetView | null> => {
    if (options.devServers) return null;
    const set = releaseSetFromCookies(cookieHeader);
    return sessionReleaseSet(manifest, set, {
      releasesDir: options.releasesDir,
      maxAgeMs: options.releaseSetMaxAgeMs ?? DEFAULT_RELEASE_SET_MAX_AGE_MS,
      deviceId: deviceIdFrom(cookieHeader),
      now: now(),
      apiContract: set ? await apiContract() : null,
    });
  };
  await app.register(
    helmet,
    securityHeaders({
      dev,
      connectOrigins: autocompleteUrl ? [new URL(autocompleteUrl).origin] : [],
      mapOrigins: mapStyleUrl ? [new URL(mapStyleUrl).origin] : [],
    }),
  );
  // A CDN would compress too; without it the edge would send every chunk raw. Its default type test leaves
  // text/event-stream alone, so the API's live updates (GET /v1/me/events) pass through the proxy chunk by chunk as
  // they come, never held back by a compressor (tested in create-edge.test.ts).
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });

  for (const prefix of API_PREFIXES) {
    await app.register(httpProxy, {
      upstream: options.apiOrigin,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      // reply-from would log the upstream URL with its query string (searched names, phones, e-mails).
      disableRequestLogging: true,
      replyOptions: { rewriteRequestHeaders: forwardedHeaders, onError: answerUnreachableApi },
    });
  }

  app.get('/federation.json', async (request, reply) => {
    // Read on every request: a rollout written by the CLI reaches the next page load without a restart.
    const manifest = await readEnvironment(options.environment, options.environmentsDir);
    const view = await sessionView(manifest, request.headers.cookie);
    const query = new URL(request.url, 'http://edge').searchParams;
    return reply
      .header('Cache-Control', NO_CACHE)
      .header('Vary', 'Cookie')
      .send(await servedManifest(view?.manifest ?? manifest, query, view?.releaseSet));
  });

  if (options.devServers) {
    for (const [remote, origin] of Object.entries(options.devServers.remotes)) {
      await app.register(httpProxy, { upstream: origin, prefix: `/remotes/${remote}/dev`, rewritePrefix: '' });
    }
    await app.register(httpProxy, { upstream: options.devServers.host, prefix: '/', websocket: true });
    return app;
  }

  const hostDir = options.hostDir ? path.resolve(options.hostDir) : undefined;
  const shell = new HtmlShell(options.releasesDir, { rebuiltRoot: hostDir, integrity });
  const hostRootPrefix = hostDir ?? path.join(options.releasesDir, 'host');

  await app.register(fastifyStatic, {
    root: options.releasesDir,
    prefix: '/remotes/',
    index: false,
    wildcard: true,
    cacheControl: false,
    // Releases carry `.br` and `.gz` copies made at release time (release/precompress.ts): sent as they are, so the
    // compressor below leaves them alone (it skips a response that already has a Content-Encoding).
    preCompressed: true,
    // Under /remotes/ only remote releases are served; the host's own files are sent by the fallback below.
    allowedPath: (pathName, root) =>
      !NOT_SERVED.test(pathName) &&
      (root !== options.releasesDir || remoteNames.some((remote) => pathName.startsWith(`/${remote}/`))),
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath, hostRootPrefix));
    },
  });

  // A real wildcard route, not the not-found handler: route hooks (compression among them) apply to it.
  app.get('/*', async (request, reply) => {
    const environment = await readEnvironment(options.environment, options.environmentsDir);
    const view = await sessionView(environment, request.headers.cookie);
    const shellRoot = (version: string) => hostDir ?? path.join(options.releasesDir, 'host', version);
    const hostRoot = shellRoot(view?.shell ?? environment.host);
    const url = new URL(request.url, 'http://edge');
    const urlPath = decodeURIComponent(url.pathname);
    const relative = path.normalize(urlPath).replace(/^(\.\.(\/|\\|$))+/, '');
    // A file of the session's shell, else of the environment's (a page opened before the set was taken).
    for (const root of new Set([hostRoot, shellRoot(environment.host)])) {
      const file = path.join(root, relative);
      if (
        !NOT_SERVED.test(urlPath) &&
        file.startsWith(root + path.sep) &&
        existsSync(file) &&
        statSync(file).isFile() &&
        relative !== '/index.html'
      ) {
        return reply.sendFile(relative, root);
      }
    }
    // Release files and the files kept from browsers are not pages: a plain 404, as for the API.
    if (urlPath.startsWith('/remotes/') || NOT_SERVED.test(urlPath)) {
      return reply.code(404).header('Cache-Control', NO_CACHE).send({ message: 'Not Found', statusCode: 404 });
    }
    // Every other path is a page of the app (index.html, the SPA fallback) or is not found: then the app's Not Found
    // page with a 404 (issue 56), so a mistyped link says so to the visitor and to crawlers alike. Which paths are
    // pages is @beacon/platform's (known-page-paths.ts); nginx serves the same (deploy/nginx/beacon.conf). The report
    // page of a record the signed-in member does not have is one too, as the API says (missing-report.ts).
    const missing =
      !isKnownPagePath(urlPath) ||
      (await isMissingReport(options.apiOrigin, {
        path: urlPath,
        cookieHeader: request.headers.cookie,
        ip: request.ip,
        protocol: request.protocol,
      }));
    const status = missing ? 404 : 200;
    const html = await shell.render(
      hostRoot,
      await servedManifest(view?.manifest ?? environment, url.searchParams, view?.releaseSet),
      { pathname: urlPath, search: url.searchParams, deviceId: deviceIdFrom(request.headers.cookie) },
      { remotes: !hostDir },
    );
    // The page names the versions this browser's cohort loads (its device cookie): never shared across browsers.
    return reply
      .code(status)
      .header('Cache-Control', NO_CACHE)
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  return app;
}
