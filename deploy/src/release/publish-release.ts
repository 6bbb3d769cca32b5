import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { isRemoteName } from '@beacon/platform';

import { DeployError, ReleaseExistsError } from '../deploy-error';
import type { BuildFacts } from '../provenance/provenance-statement';
import type { ReleaseSigner } from '../provenance/release-key';
import { writeProvenance } from '../provenance/write-provenance';
import { assertReleaseVersion, type ReleaseStore } from '../storage/release-store';
import type { AppName } from './app-catalog';
import { assertHostFitsRemotes, assertRemoteFitsHost } from './check-shared-ranges';
import { withPrecompressedCopy } from './precompress';
import { readSharedEntries } from './shared-compatibility';

export interface PublishOptions {
  store: ReleaseStore;
  app: AppName;
  version: string;
  /** The app's build output (its dist/ folder). */
  distDir: string;
  /** The environment whose live versions the build's shared ranges are checked against. */
  environment: string;
  actor: string;
  /** Signs the release's provenance.json (issue 60): what the build was made from, by and how. */
  provenance: { signer: ReleaseSigner; facts: Omit<BuildFacts, 'app' | 'version'> };
  now?: () => Date;
}

export interface PublishResult {
  version: string;
  /** Checks that could not be made (e.g. no environment yet). */
  warnings: string[];
}

/**
 * Publishes a build as an immutable release, with its signed provenance, after checking its shared singleton ranges
 * against the environment, and records it in the audit log.
 */
export async function publishRelease(options: PublishOptions): Promise<PublishResult> {
  const { store, app, version, distDir, environment, actor } = options;
  const now = options.now ?? (() => new Date());
  assertReleaseVersion(version);
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new DeployError(`${app} has no build in ${distDir}: build it first`);
  if (await store.hasRelease(app, version)) throw new ReleaseExistsError(app, version);

  const shared = readSharedEntries(await readFile(manifestFile), manifestFile);
  const manifest = await store.readEnvironment(environment);
  const warnings: string[] = [];
  if (!manifest) {
    warnings.push(`No environment "${environment}" in ${store.description}: shared ranges not checked`);
  } else if (isRemoteName(app)) {
    await assertRemoteFitsHost({ store, remote: app, version, shared, environment, manifest });
  } else {
    warnings.push(...(await assertHostFitsRemotes({ store, version, shared, environment, manifest })));
  }

  const publishedAt = now().toISOString();
  const { signer, facts } = options.provenance;
  await withPrecompressedCopy(distDir, async (dir) => {
    await writeProvenance(dir, { ...facts, app, version }, signer);
    await store.putRelease(app, version, dir, { app, version, publishedAt });
  });
  await store.appendAudit({
    time: publishedAt,
    actor,
    action: 'release',
    env: environment,
    app,
    before: null,
    after: { version },
  });
  return { version, warnings };
}
