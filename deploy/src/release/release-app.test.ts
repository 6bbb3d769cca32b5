import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

import { verifyRelease } from '../provenance/verify-release';
import { LocalReleaseStore } from '../storage/local-release-store';
import { fakeBuildFacts, testSigner } from '../test-support/fake-releases';
import type { AppInfo } from './app-catalog';
import { releaseApp } from './release-app';

describe('releaseApp', () => {
  let root: string;
  let app: AppInfo;
  let store: LocalReleaseStore;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'beacon-release-'));
    const dir = path.join(root, 'remotes/search');
    mkdirSync(path.join(dir, 'dist'), { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@beacon/remote-search', version: '1.2.3' }));
    writeFileSync(path.join(dir, 'dist/mf-manifest.json'), '{"id":"search"}');
    writeFileSync(path.join(dir, 'dist/remoteEntry.js'), 'var search = 1;');
    app = { name: 'search', packageName: '@beacon/remote-search', dir, devPort: 0 };
    store = new LocalReleaseStore({
      releasesDir: path.join(root, 'releases'),
      environmentsDir: path.join(root, 'environments'),
      auditLog: path.join(root, 'audit.log'),
    });
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('copies the build to releases/<app>/<version>/ with a content-hash version', async () => {
    const release = await releaseApp(app, store);
    expect(release.version).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    expect(release.created).toBe(true);
    expect(String(await store.readReleaseFile('search', release.version, 'remoteEntry.js'))).toBe('var search = 1;');
    expect(existsSync(path.join(root, 'releases/search', release.version, 'release.json'))).toBe(true);
  });

  it('writes no user name into release.json', async () => {
    const release = await releaseApp(app, store);
    const metadata = String(await store.readReleaseFile('search', release.version, 'release.json'));
    expect(Object.keys(JSON.parse(metadata) as object).sort()).toEqual(['app', 'publishedAt', 'version']);
    expect(metadata).not.toContain(userInfo().username);
  });

  it('never overwrites an existing version, and a changed build gets a new one', async () => {
    const first = await releaseApp(app, store);
    const again = await releaseApp(app, store);
    expect(again).toMatchObject({ version: first.version, created: false });

    writeFileSync(path.join(app.dir, 'dist/remoteEntry.js'), 'var search = 2;');
    const changed = await releaseApp(app, store);
    expect(changed.version).not.toBe(first.version);
    expect(String(await store.readReleaseFile('search', first.version, 'remoteEntry.js'))).toBe('var search = 1;');
    // No staging folder is left behind.
    expect(readdirSync(path.join(root, 'releases/search')).sort()).toEqual([first.version, changed.version].sort());
  });

  it('refuses an app without a build', async () => {
    rmSync(path.join(app.dir, 'dist'), { recursive: true });
    await expect(releaseApp(app, store)).rejects.toThrow(/has no build/);
  });

  it('signs the release when given the release key, so it verifies as a `pnpm release` one does', async () => {
    const signer = testSigner();
    const release = await releaseApp(app, store, { signer, facts: async () => fakeBuildFacts() });
    const verified = await verifyRelease(store, 'search', release.version, signer.publicKey);
    expect(verified).toBeTruthy();
    await expect(verifyRelease(store, 'search', release.version, testSigner().publicKey)).rejects.toThrow(/Refusing/);
  });
});
