import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { deployEnv, E2E_DATA_DIR } from '../support/deploy-dirs';
import { pnpmDeploy, pnpmDeployOk, REPO_ROOT } from '../support/release-cli';
import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 8's acceptance: one remote released and rolled out on its own, without touching the host. The tests share
// one rollout state, so they run in order; they leave search on its original stable version.
test.describe.configure({ mode: 'serial' });

const NEW_VERSION = '1.1.0';
const RESULTS_PATH = '/dashboard/search/person/';
const environmentFile = path.join(deployEnv.BEACON_ENVIRONMENTS_DIR, 'local.json');

interface Environment {
  host: string;
  remotes: Record<string, { stable: string; canary?: { version: string; percent: number } | null }>;
}

function readEnvironment(): Environment {
  return JSON.parse(readFileSync(environmentFile, 'utf8')) as Environment;
}

function hashFolder(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update('\0').update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** The host as members get it: its release folder, and what the edge serves for the shell and its entry. */
async function hostFingerprint(request: APIRequestContext): Promise<string[]> {
  const { host } = readEnvironment();
  const served = await Promise.all(
    ['/', '/main.js', '/dashboard/search/person/'].map(async (url) => {
      const body = await (await request.get(url, { headers: { 'accept-encoding': 'identity' } })).body();
      // the page names when this request's session set of versions started (issue 60): a time, not the host
      const page = body.toString('utf8').replace(/"releaseSet":\{[^}]*\}/, '"releaseSet":{}');
      return `${url} ${createHash('sha256').update(page).digest('hex')}`;
    }),
  );
  return [`host ${host}`, `files ${hashFolder(path.join(deployEnv.BEACON_RELEASES_DIR, 'host', host))}`, ...served];
}

const recentEvents = new WeakMap<Page, string[]>();

/** Keeps the page's last console errors and failed or refused requests, for `describePage`. */
function watchPage(page: Page): void {
  const events: string[] = [];
  const keep = (event: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${event}`);
    if (events.length > 30) events.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      keep(`console ${message.type()}: ${message.text()}`);
  });
  page.on('requestfailed', (request) => keep(`failed ${request.url()}: ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400 || response.url().endsWith('/refresh-access-token')) {
      keep(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  recentEvents.set(page, events);
}

/** What the page shows and holds, for a failure message: the run that fails rarely is the one to explain itself. */
async function describePage(page: Page): Promise<string> {
  const state = await page.evaluate(() => ({
    url: window.location.href,
    headings: [...document.querySelectorAll('h1, h2, [role="alert"], [role="status"]')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter(Boolean)
      .slice(0, 8),
    signedIn: Boolean(window.localStorage.getItem('accessToken') && window.localStorage.getItem('refreshToken')),
    deviceId: window.localStorage.getItem('deviceId'),
  }));
  return JSON.stringify({ ...state, recentEvents: recentEvents.get(page) ?? [] }, null, 2);
}

/** Loads the person results as a device with this id and returns the search release it shows. */
async function versionSeenBy(page: Page, deviceId: string): Promise<string> {
  await page.evaluate((id) => window.localStorage.setItem('deviceId', id), deviceId);
  await page.goto(RESULTS_PATH);
  const line = page.getByText(/^Search release /);
  try {
    await expect(line).toBeVisible();
  } catch (error) {
    throw new Error(`no search release shown for device ${deviceId}: ${await describePage(page)}`, { cause: error });
  }
  return ((await line.textContent()) ?? '').replace('Search release ', '').trim();
}

test.beforeAll(() => {
  expect(
    existsSync(environmentFile),
    `the e2e stack must run on ${deployEnv.BEACON_ENVIRONMENTS_DIR} (stop any other stack on the e2e ports)`,
  ).toBe(true);
});

test('search 1.1.0 released and rolled out to 50 %, promoted, rolled back; the host never changes', async ({
  page,
  request,
}) => {
  test.setTimeout(900_000);
  const hostBefore = await hostFingerprint(request);
  const stable = readEnvironment().remotes['search']?.stable ?? '';

  // Builds the search remote alone with its version visible on the results page, and publishes it.
  const released = pnpmDeployOk('release', 'search', '--version', NEW_VERSION);
  expect(released).toContain(`Published search ${NEW_VERSION}`);
  expect(readdirSync(path.join(deployEnv.BEACON_RELEASES_DIR, 'host'))).toHaveLength(1);

  pnpmDeployOk('rollout', 'search', NEW_VERSION, '--percent', '50');
  const listed = pnpmDeployOk('releases', 'search');
  expect(listed).toMatch(new RegExp(`${NEW_VERSION.replaceAll('.', '\\.')} +canary +50%`));
  expect(listed).toMatch(new RegExp(`${stable} +stable +50%`));

  watchPage(page);
  await signInAs(page, DEMO_MEMBERS.premium);
  const devices = Array.from({ length: 40 }, () => randomUUID());
  const seen = new Map<string, string>();
  for (const device of devices) {
    const version = await versionSeenBy(page, device);
    seen.set(device, version);
    // Sticky: the same device gets the same version on the next load.
    expect(await versionSeenBy(page, device), `device ${device} on reload`).toBe(version);
  }
  const onNew = [...seen.values()].filter((version) => version === NEW_VERSION).length;
  expect(onNew, 'devices on the canary at 50 %').toBeGreaterThanOrEqual(10);
  expect(onNew, 'devices on the canary at 50 %').toBeLessThanOrEqual(30);
  expect(new Set(seen.values()).size).toBe(2);

  pnpmDeployOk('promote', 'search');
  for (const device of devices) expect(await versionSeenBy(page, device), `after promote: ${device}`).toBe(NEW_VERSION);

  pnpmDeployOk('rollback', 'search');
  expect(readEnvironment().remotes['search']).toMatchObject({ stable, canary: null });
  for (const device of devices) {
    expect(await versionSeenBy(page, device), `after rollback: ${device}`).not.toBe(NEW_VERSION);
  }

  expect(await hostFingerprint(request)).toEqual(hostBefore);
  const audit = readFileSync(deployEnv.BEACON_AUDIT_LOG, 'utf8').trim().split('\n');
  expect(audit.map((line) => (JSON.parse(line) as { action: string }).action).slice(-4)).toEqual([
    'release',
    'rollout',
    'promote',
    'rollback',
  ]);
});

test('a canary whose chunks answer 500 falls back to stable with no error screen, and the server records it', async ({
  page,
}) => {
  pnpmDeployOk('rollout', 'search', NEW_VERSION, '--percent', '100');
  try {
    await signInAs(page, DEMO_MEMBERS.premium);
    const failed: string[] = [];
    await page.route(new RegExp(`/remotes/search/${NEW_VERSION.replaceAll('.', '\\.')}/.+\\.js$`), (route) => {
      failed.push(route.request().url());
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'broken canary' });
    });
    const reported = page.waitForResponse(
      (response) =>
        response.url().endsWith('/v1/errors') &&
        response.request().method() === 'POST' &&
        (response.request().postData() ?? '').includes(`search ${NEW_VERSION} failed to load`),
    );
    await page.goto(RESULTS_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Person Search Results' })).toBeVisible();
    await expect(page.getByText(/^Search release /)).toBeVisible();
    await expect(page.getByText(`Search release ${NEW_VERSION}`)).toBeHidden();
    await expect(page.getByText('Oops! Something went wrong. :-(')).toBeHidden();
    expect(failed.length).toBeGreaterThan(0);
    expect((await reported).status()).toBe(204);

    // Read back from the provider API's database (the e2e stack's SQLite file).
    const requireFromServer = createRequire(path.join(REPO_ROOT, 'server/package.json'));
    const Database = requireFromServer('better-sqlite3') as new (
      file: string,
      options: { readonly: boolean },
    ) => { prepare(sql: string): { get(...params: unknown[]): unknown }; close(): void };
    const db = new Database(path.join(E2E_DATA_DIR, 'beacon.sqlite'), { readonly: true });
    try {
      const row = db
        .prepare('SELECT message, name, path FROM error_reports WHERE message LIKE ? ORDER BY id DESC LIMIT 1')
        .get(`search ${NEW_VERSION} failed to load%`) as { message: string; name: string; path: string } | undefined;
      expect(row).toMatchObject({ name: 'CanaryFallbackError', path: RESULTS_PATH });
      expect(row?.message).toContain('fell back to stable');
    } finally {
      db.close();
    }
  } finally {
    pnpmDeployOk('rollback', 'search');
  }
});

test('a release whose react range conflicts with the host is refused', async ({ request }) => {
  // The search build as the last release left it, re-labelled as built against React 17.
  const dist = mkdtempSync(path.join(tmpdir(), 'beacon-react17-'));
  try {
    cpSync(path.join(REPO_ROOT, 'remotes/search/dist'), dist, { recursive: true });
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      shared: { name: string; version: string; requiredVersion: string }[];
    };
    for (const entry of manifest.shared) {
      if (entry.name === 'react') Object.assign(entry, { version: '17.0.2', requiredVersion: '^17.0.2' });
    }
    writeFileSync(manifestFile, JSON.stringify(manifest));

    const refused = pnpmDeploy('release', 'search', '--version', '1.2.0', '--dist', dist);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/react: search needs \^17\.0\.2, the host provides 19\.\d+\.\d+/);
    expect(existsSync(path.join(deployEnv.BEACON_RELEASES_DIR, 'search', '1.2.0'))).toBe(false);
    expect((await request.get('/remotes/search/1.2.0/mf-manifest.json')).status()).toBe(404);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
