import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { expect, test, type Page } from '@playwright/test';

import { deployEnv, E2E_DATA_DIR } from '../support/deploy-dirs';
import { pnpmDeployOk, REPO_ROOT } from '../support/release-cli';
import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 60: every file of a remote the host runs is checked by the browser (Subresource Integrity): remoteEntry.js
// against the digest /federation.json names, each chunk against the digest remoteEntry.js names. A byte changed in
// the release store after publication is refused; the member gets stable, and the server's error reports say
// integrity. Each test runs in a fresh browser context (no cached copy of the untouched files). They share one
// rollout state, so they run in order, and leave search on its stable version.
test.describe.configure({ mode: 'serial' });

const VERSION = '1.6.0';
const RESULTS_PATH = '/dashboard/search/person/';
const releaseDir = () => path.join(deployEnv.BEACON_RELEASES_DIR, 'search', VERSION);

interface ServedManifest {
  remotes: Record<string, { stable: string; integrity?: Record<string, string> }>;
}

/**
 * Changes one byte of a released file as someone with write access to the store could: inside its trailing source map
 * comment, so the file stays valid JavaScript that would run, and only its digest tells. Its `.br` and `.gz` copies
 * (which the edge sends to browsers that accept them) are made again from the changed bytes.
 */
function changeOneByte(file: string): void {
  const full = path.join(releaseDir(), file);
  const body = readFileSync(full);
  const at = body.lastIndexOf('.map');
  expect(at, `${file} ends with its source map comment`).toBeGreaterThan(0);
  body[at + 3] = 'q'.charCodeAt(0);
  writeFileSync(full, body);
  writeFileSync(`${full}.br`, brotliCompressSync(body));
  writeFileSync(`${full}.gz`, gzipSync(body));
}

/** The last error report the provider API stored whose message starts so (the e2e stack's SQLite file). */
function lastErrorReport(prefix: string): { message: string; name: string; path: string } | undefined {
  const requireFromServer = createRequire(path.join(REPO_ROOT, 'server/package.json'));
  const Database = requireFromServer('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => { prepare(sql: string): { get(...params: unknown[]): unknown }; close(): void };
  const db = new Database(path.join(E2E_DATA_DIR, 'beacon.sqlite'), { readonly: true });
  try {
    return db
      .prepare('SELECT message, name, path FROM error_reports WHERE message LIKE ? ORDER BY id DESC LIMIT 1')
      .get(`${prefix}%`) as { message: string; name: string; path: string } | undefined;
  } finally {
    db.close();
  }
}

/** Opens the person results and waits for the report of the canary's fall back to stable. */
async function openResultsExpectingFallback(page: Page): Promise<string> {
  const reported = page.waitForResponse(
    (response) =>
      response.url().endsWith('/v1/errors') &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes(`search ${VERSION} failed to load (integrity:`),
  );
  await page.goto(RESULTS_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Person Search Results' })).toBeVisible();
  await expect(page.getByText(/^Search release /)).toBeVisible();
  await expect(page.getByText(`Search release ${VERSION}`)).toBeHidden();
  await expect(page.getByText('Oops! Something went wrong. :-(')).toBeHidden();
  const response = await reported;
  expect(response.status()).toBe(204);
  return response.request().postData() ?? '';
}

test.beforeAll(() => {
  pnpmDeployOk('release', 'search', '--version', VERSION);
  pnpmDeployOk('rollout', 'search', VERSION, '--percent', '100');
});

test.afterAll(() => {
  pnpmDeployOk('rollback', 'search');
});

test('the released canary loads with its digests checked, and the manifest names them', async ({ page, request }) => {
  const manifest = (await (await request.get('/federation.json')).json()) as ServedManifest;
  const search = manifest.remotes['search'];
  expect(Object.keys(search?.integrity ?? {}).sort()).toEqual([search?.stable, VERSION].sort());
  expect(search?.integrity?.[VERSION]).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  const entry = readFileSync(path.join(releaseDir(), 'remoteEntry.js'), 'utf8');
  expect(entry).toContain('sriHashes');

  await signInAs(page, DEMO_MEMBERS.premium);
  const requested: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(`/remotes/search/${VERSION}/`)) requested.push(new URL(sent.url()).pathname);
  });
  await page.goto(RESULTS_PATH);
  await expect(page.getByText(`Search release ${VERSION}`)).toBeVisible();
  // The page's preload hints carry the same integrity (and, for the entry, CORS mode) as the scripts that use them:
  // each file is fetched once, not once by the hint and again by the script.
  expect(requested).toContain(`/remotes/search/${VERSION}/remoteEntry.js`);
  expect(requested.filter((file, index) => requested.indexOf(file) !== index)).toEqual([]);
});

test('a chunk changed in the release store is refused: the member gets stable, the report says integrity', async ({
  page,
}) => {
  const routes = readdirSync(releaseDir()).find((file) => /^__federation_expose_routes\.[0-9a-f]+\.js$/.test(file));
  expect(routes).toBeDefined();
  changeOneByte(routes ?? '');

  await signInAs(page, DEMO_MEMBERS.premium);
  const report = await openResultsExpectingFallback(page);
  expect(report).toContain(`/remotes/search/${VERSION}/${routes} is not the file its release recorded`);
  const stored = lastErrorReport(`search ${VERSION} failed to load (integrity:`);
  expect(stored).toMatchObject({ name: 'CanaryFallbackError', path: RESULTS_PATH });
  expect(stored?.message).toContain(routes);
  expect(stored?.message).toContain('fell back to stable');
});

test('a remoteEntry.js changed in the release store is refused the same way', async ({ page }) => {
  changeOneByte('remoteEntry.js');

  await signInAs(page, DEMO_MEMBERS.premium);
  const report = await openResultsExpectingFallback(page);
  expect(report).toContain(`/remotes/search/${VERSION}/remoteEntry.js is not the file its release recorded`);
  expect(
    lastErrorReport(`search ${VERSION} failed to load (integrity: /remotes/search/${VERSION}/remoteEntry.js`),
  ).toMatchObject({ name: 'CanaryFallbackError' });
});
