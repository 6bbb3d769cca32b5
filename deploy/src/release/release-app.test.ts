import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { AppInfo } from './app-catalog';
import { releaseApp } from './release-app';

describe('releaseApp', () => {
  let root: string;
  let app: AppInfo;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'beacon-release-'));
    const dir = path.join(root, 'remotes/search');
    mkdirSync(path.join(dir, 'dist'), { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@beacon/remote-search', version: '1.2.3' }));
    writeFileSync(path.join(dir, 'dist/mf-manifest.json'), '{"id":"search"}');
    writeFileSync(path.join(dir, 'dist/remoteEntry.js'), 'var search = 1;');
    app = { name: 'search', packageName: '@beacon/remote-search', dir, devPort: 0 };
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('copies the build to releases/<app>/<version>/ with a content-hash version', async () => {
    const release = await releaseApp(app, path.join(root, 'releases'));
    expect(release.version).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    expect(release.created).toBe(true);
    expect(readFileSync(path.join(release.dir, 'remoteEntry.js'), 'utf8')).toBe('var search = 1;');
  });

  it('never overwrites an existing version, and a changed build gets a new one', async () => {
    const first = await releaseApp(app, path.join(root, 'releases'));
    const again = await releaseApp(app, path.join(root, 'releases'));
    expect(again).toMatchObject({ version: first.version, created: false });

    writeFileSync(path.join(app.dir, 'dist/remoteEntry.js'), 'var search = 2;');
    const changed = await releaseApp(app, path.join(root, 'releases'));
    expect(changed.version).not.toBe(first.version);
    expect(readFileSync(path.join(first.dir, 'remoteEntry.js'), 'utf8')).toBe('var search = 1;');
    expect(existsSync(`${changed.dir}.staging-${process.pid}`)).toBe(false);
  });

  it('refuses an app without a build', async () => {
    rmSync(path.join(app.dir, 'dist'), { recursive: true });
    await expect(releaseApp(app, path.join(root, 'releases'))).rejects.toThrow(/has no build/);
  });
});
