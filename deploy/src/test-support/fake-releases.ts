import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { EnvironmentManifest } from '../environment/environment-manifest';
import { writeReleaseIntegrity } from '../release/release-digests';
import { LocalReleaseStore } from '../storage/local-release-store';
import type { ReleaseStore } from '../storage/release-store';

/** The singletons every app of the repo shares, at the versions the host provides. */
export const HOST_SHARED = { react: '19.3.1', 'react-dom': '19.3.1', 'react/jsx-runtime': '19.3.1', jotai: '2.20.3' };

/** A build folder with an mf-manifest.json listing `shared` as webpack's manifest plugin does. */
export function fakeBuild(
  root: string,
  name: string,
  shared: Record<string, string>,
  ranges: Record<string, string> = {},
) {
  const dir = mkdtempSync(path.join(root, `build-${name}-`));
  mkdirSync(dir, { recursive: true });
  const entries = Object.entries(shared).map(([pkg, version]) => ({
    id: `${name}:${pkg}`,
    name: pkg,
    version,
    requiredVersion: ranges[pkg] ?? `^${version}`,
    // Deep imports (react/jsx-runtime) are shared under their package's "react/" key, without the flag.
    ...(pkg.includes('/') && !pkg.startsWith('@') ? {} : { singleton: true }),
  }));
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: name, name, shared: entries }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${name} = ${JSON.stringify(ranges)};`);
  return dir;
}

export function manifestWith(host: string, remotes: Partial<EnvironmentManifest['remotes']> = {}): EnvironmentManifest {
  return {
    host,
    remotes: {
      search: { stable: '1.0.0' },
      reports: { stable: '1.0.0' },
      guardian: { stable: '1.0.0' },
      account: { stable: '1.0.0' },
      monitoring: { stable: '1.0.0' },
      ...remotes,
    },
  };
}

/** A local store in a temp folder holding host 1.0.0 and every remote at 1.0.0, live in the "local" environment. */
export async function seededStore(): Promise<{
  store: ReleaseStore;
  root: string;
  auditLog: string;
  environmentsDir: string;
}> {
  const root = mkdtempSync(path.join(tmpdir(), 'beacon-deploy-'));
  const auditLog = path.join(root, 'audit.log');
  const environmentsDir = path.join(root, 'environments');
  const store = new LocalReleaseStore({ releasesDir: path.join(root, 'releases'), environmentsDir, auditLog });
  const metadata = (app: string) => ({ app, version: '1.0.0', publishedAt: '2026-01-01T00:00:00.000Z' });
  await store.putRelease('host', '1.0.0', fakeBuild(root, 'host', HOST_SHARED), metadata('host'));
  for (const remote of ['search', 'reports', 'guardian', 'account', 'monitoring']) {
    await store.putRelease(remote, '1.0.0', fakeBuild(root, remote, HOST_SHARED), metadata(remote));
  }
  await store.writeEnvironment('local', manifestWith('1.0.0'));
  return { store, root, auditLog, environmentsDir };
}

/**
 * Publishes a fake build with its integrity.json, as `pnpm release` does (release/precompress.ts): `files` are
 * written into the build first (an index.html for a host, a chunk for a remote).
 */
export async function publishWithIntegrity(
  store: ReleaseStore,
  root: string,
  app: string,
  version: string,
  files: Record<string, string> = {},
): Promise<void> {
  const dir = fakeBuild(root, app, HOST_SHARED);
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${app} = ${JSON.stringify(version)};`);
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  await writeReleaseIntegrity(dir);
  await store.putRelease(app, version, dir, { app, version, publishedAt: '2026-01-01T00:00:00.000Z' });
}
