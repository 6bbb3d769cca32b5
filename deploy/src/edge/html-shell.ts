import { readFile } from 'node:fs/promises';
import path from 'node:path';

import {
  chooseRemoteVersion,
  DEVICE_COOKIE,
  INLINE_MANIFEST_ID,
  isReleaseVersion,
  preloadPlan,
  type FederationManifest,
  type RemoteName,
} from '@beacon/platform';

import { REMOTE_ENTRY_FILE, type ReleaseIntegrityCache } from './release-integrity-cache';

const PRELOAD_MANIFEST = 'preload-manifest.json';

/** preload-manifest.json of a build (tooling/webpack/preload-manifest-plugin.mjs) */
interface PreloadManifest {
  /** named chunk group → its JS and CSS files */
  groups: Record<string, string[]>;
  /** named chunk group → the shared modules (share keys) it needs before it runs */
  consumes: Record<string, string[]>;
  /** shared module this build provides → the named chunk it is in (the host's) */
  provides: Record<string, string>;
}

export interface ShellRequest {
  pathname: string;
  /** the request's query: QA pins (?remote.search=1.5.0) choose versions as the host will */
  search: URLSearchParams;
  deviceId: string | null;
}

/**
 * The host's index.html for one request, with the rollout manifest inlined (no /federation.json round trip before
 * the remotes can be registered) and a preload hint for every file of the page's first screen: the host's startup
 * chunks, and the remote entry, routes module and screen of the remote the path opens, at the version this browser
 * will load (issue 19, "no waterfall"). Release files never change, so their chunk lists are read once.
 */
export class HtmlShell {
  private readonly manifests = new Map<string, Promise<PreloadManifest | null>>();
  private readonly pages = new Map<string, Promise<string>>();

  /**
   * `rebuiltRoot`: a host folder that is rebuilt in place (the monolith's dist, `serve-monolith`), whose page and
   * chunk lists are read on every request; release folders never change and are read once.
   */
  constructor(
    private readonly releasesDir: string,
    private readonly options: { rebuiltRoot?: string | undefined; integrity?: ReleaseIntegrityCache } = {},
  ) {}

  /** `remotes: false` for a host build that holds the remotes itself (the monolith): only its own chunks. */
  async render(
    hostRoot: string,
    manifest: FederationManifest,
    request: ShellRequest,
    { remotes = true }: { remotes?: boolean } = {},
  ): Promise<string> {
    let page = this.isRebuilt(hostRoot) ? undefined : this.pages.get(hostRoot);
    if (!page) {
      page = readFile(path.join(hostRoot, 'index.html'), 'utf8');
      page.catch(() => this.pages.delete(hostRoot));
      if (!this.isRebuilt(hostRoot)) this.pages.set(hostRoot, page);
    }
    const html = await page;
    const plan = preloadPlan(request.pathname);
    const host = await this.preloadManifest(hostRoot);
    const hostGroups = new Set(plan.host);
    const remoteLinks: string[] = [];
    for (const { remote, groups } of remotes ? plan.remotes : []) {
      const version = this.versionFor(remote, manifest, request);
      if (!version) continue;
      const build = await this.preloadManifest(path.join(this.releasesDir, remote, version));
      if (!build) continue;
      const base = `/remotes/${remote}/${encodeURIComponent(version)}/`;
      // A preload is used only by a request of the same integrity and CORS mode: the host loads the entry with
      // `integrity` and crossorigin="anonymous", and the remote's runtime its chunks with `integrity` (issue 60).
      const sriOf = (file: string) => this.options.integrity?.fileSri(remote, version, file) ?? null;
      const entrySri = await sriOf(REMOTE_ENTRY_FILE);
      remoteLinks.push(
        preloadLink(`${base}${REMOTE_ENTRY_FILE}`, entrySri ? { integrity: entrySri, anonymous: true } : {}),
      );
      for (const file of filesOf(build, groups)) {
        const sri = await sriOf(file);
        remoteLinks.push(preloadLink(base + file, sri ? { integrity: sri } : {}));
      }
      // the host chunks that provide what the screen needs (a form: the "forms" chunk), or it waits for them
      for (const group of groups) {
        for (const shareKey of build.consumes[group] ?? []) {
          const provider = host?.provides[shareKey];
          if (provider) hostGroups.add(provider);
        }
      }
    }
    const links = [...filesOf(host, [...hostGroups]).map((file) => preloadLink(`/${file}`)), ...remoteLinks];
    // JSON in a data block: "<" escaped so no value can close the element.
    const inline = JSON.stringify(manifest).replace(/</g, '\\u003c');
    const head = [`<script id="${INLINE_MANIFEST_ID}" type="application/json">${inline}</script>`, ...links].join('');
    return html.replace('</head>', `${head}</head>`);
  }

  /** The version the host will choose, or null when it cannot be known here (a canary, and no device id yet). */
  private versionFor(remote: RemoteName, manifest: FederationManifest, request: ShellRequest): string | null {
    const rollout = manifest.remotes[remote];
    const pin = request.search.get(`remote.${remote}`);
    if (pin !== null && !isReleaseVersion(pin)) return null;
    if (!pin && rollout.canary && rollout.canary.percent > 0 && !request.deviceId) return null;
    return chooseRemoteVersion(remote, rollout, request.deviceId ?? '', pin).version;
  }

  private preloadManifest(releaseRoot: string): Promise<PreloadManifest | null> {
    let manifest = this.isRebuilt(releaseRoot) ? undefined : this.manifests.get(releaseRoot);
    if (!manifest) {
      manifest = readFile(path.join(releaseRoot, PRELOAD_MANIFEST), 'utf8')
        .then((body) => {
          // a release built before `consumes` and `provides` were written has only its groups
          const parsed = JSON.parse(body) as Partial<PreloadManifest>;
          return parsed.groups
            ? { groups: parsed.groups, consumes: parsed.consumes ?? {}, provides: parsed.provides ?? {} }
            : null;
        })
        .catch(() => null);
      if (!this.isRebuilt(releaseRoot)) this.manifests.set(releaseRoot, manifest);
    }
    return manifest;
  }

  private isRebuilt(root: string): boolean {
    return this.options.rebuiltRoot !== undefined && path.resolve(root) === path.resolve(this.options.rebuiltRoot);
  }
}

function filesOf(manifest: PreloadManifest | null, names: string[]): string[] {
  if (!manifest) return [];
  return [...new Set(names.flatMap((name) => manifest.groups[name] ?? []))];
}

/**
 * A script is preloaded at the priority of the deferred `main.js` (low), which runs first and asks for it: at the
 * default (high) the preloaded chunks went ahead of `main.js` itself, and shared the connection with the page's
 * stylesheets, which the first paint waits for. Stylesheets keep their (highest) priority: the first screen's paint
 * needs them.
 */
function preloadLink(href: string, { integrity, anonymous }: { integrity?: string; anonymous?: boolean } = {}): string {
  const escaped = href.replace(/"/g, '%22');
  // An SRI value is base64 (A-Z, a-z, 0-9, +, /) after "sha384-": nothing to escape.
  const checked = `${integrity ? ` integrity="${integrity}"` : ''}${anonymous ? ' crossorigin="anonymous"' : ''}`;
  return href.endsWith('.css')
    ? `<link rel="preload" as="style" href="${escaped}"${checked}>`
    : `<link rel="preload" as="script" fetchpriority="low" href="${escaped}"${checked}>`;
}

/** The device id of the request's cookie, if it looks like one. */
export function deviceIdFrom(cookieHeader: string | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([0-9A-Za-z-]{8,64})(?:;|$)`).exec(cookieHeader ?? '');
  return match?.[1] ?? null;
}
