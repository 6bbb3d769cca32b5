import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { EnvironmentManifest } from '../environment/environment-manifest';
import type { BuildFacts } from '../provenance/provenance-statement';
import { releaseSigner, type ReleaseSigner } from '../provenance/release-key';
import { writeProvenance } from '../provenance/write-provenance';
import { BUILD_INFO_FILE } from '../release/build-info';
import { withPrecompressedCopy } from '../release/precompress';
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

/** The API contract hash the seeded host and remotes were built against. */
export const TEST_CONTRACT = 'c0'.repeat(32);

/** A fresh Ed25519 release key (each test file its own: a key from another test is "another key"). */
export function testSigner(): ReleaseSigner {
  return releaseSigner(generateKeyPairSync('ed25519').privateKey);
}

/** Writes the build-info.json the webpack BuildInfoPlugin emits into a fake build; returns the folder. */
export function withContract(dir: string, contractHash: string): string {
  writeFileSync(path.join(dir, BUILD_INFO_FILE), `${JSON.stringify({ contractHash })}\n`);
  return dir;
}

/** What a provenance statement of a test release states about its build. */
export function fakeBuildFacts(contractHash: string | null = TEST_CONTRACT): Omit<BuildFacts, 'app' | 'version'> {
  return {
    command: 'pnpm --filter @beacon/remote-search build',
    sourceUri: 'git+https://example.invalid/beacon',
    commit: '0123456789abcdef0123456789abcdef01234567',
    treeClean: true,
    lockfileSha256: 'ab'.repeat(32),
    builderId: 'urn:beacon:builder:test',
    contractHash,
    startedOn: '2026-05-01T00:00:00.000Z',
    finishedOn: '2026-05-01T00:01:00.000Z',
  };
}

/**
 * Publishes a fake build as `pnpm release` does (precompressed copies, integrity.json, provenance.json signed by
 * `signer`), without the range checks and the audit line.
 */
export async function putSignedRelease(
  store: ReleaseStore,
  app: string,
  version: string,
  buildDir: string,
  signer: ReleaseSigner,
): Promise<void> {
  await withPrecompressedCopy(buildDir, async (dir) => {
    await writeProvenance(dir, { ...fakeBuildFacts(), app, version }, signer);
    await store.putRelease(app, version, dir, { app, version, publishedAt: '2026-05-01T00:00:00.000Z' });
  });
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

/**
 * A local store in a temp folder holding host 1.0.0 and every remote at 1.0.0, live in the "local" environment (or
 * the environments named). With a signer, the releases are signed and carry build-info.json with TEST_CONTRACT.
 */
export async function seededStore(options: { signer?: ReleaseSigner; environments?: string[] } = {}): Promise<{
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
  const { signer } = options;
  for (const app of ['host', 'search', 'reports', 'guardian', 'account', 'monitoring']) {
    if (signer) {
      await putSignedRelease(
        store,
        app,
        '1.0.0',
        withContract(fakeBuild(root, app, HOST_SHARED), TEST_CONTRACT),
        signer,
      );
    } else await store.putRelease(app, '1.0.0', fakeBuild(root, app, HOST_SHARED), metadata(app));
  }
  for (const environment of options.environments ?? ['local']) {
    await store.writeEnvironment(environment, manifestWith('1.0.0'));
  }
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
