import { readFileSync, rmSync } from 'node:fs';

import { parseEnvelope } from '../provenance/dsse';
import { verifyRelease } from '../provenance/verify-release';
import type { ReleaseStore } from '../storage/release-store';
import {
  fakeBuild,
  fakeBuildFacts,
  HOST_SHARED,
  seededStore,
  testSigner,
  TEST_CONTRACT,
  withContract,
} from '../test-support/fake-releases';
import { publishRelease } from './publish-release';

const signer = testSigner();

const now = () => new Date('2026-03-04T05:06:07.000Z');

describe('publishRelease', () => {
  let store: ReleaseStore;
  let root: string;
  let auditLog: string;

  beforeEach(async () => {
    ({ store, root, auditLog } = await seededStore());
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const publish = (app: 'search' | 'host', version: string, distDir: string, environment = 'local') =>
    publishRelease({
      store,
      app,
      version,
      distDir,
      environment,
      actor: 'dana',
      now,
      provenance: { signer, facts: fakeBuildFacts() },
    });

  it('publishes a remote whose ranges the host satisfies, and audits it', async () => {
    const result = await publish('search', '1.1.0', fakeBuild(root, 'search', HOST_SHARED));
    expect(result).toEqual({ version: '1.1.0', warnings: [] });
    expect(await store.hasRelease('search', '1.1.0')).toBe(true);
    // who published is in the audit log only: release.json names no person
    const metadata = JSON.parse(String(await store.readReleaseFile('search', '1.1.0', 'release.json'))) as unknown;
    expect(metadata).toEqual({ app: 'search', version: '1.1.0', publishedAt: '2026-03-04T05:06:07.000Z' });
    const lines = readFileSync(auditLog, 'utf8').trim().split('\n');
    expect(JSON.parse(lines.at(-1) ?? '')).toEqual({
      time: '2026-03-04T05:06:07.000Z',
      actor: 'dana',
      action: 'release',
      env: 'local',
      app: 'search',
      before: null,
      after: { version: '1.1.0' },
    });
  });

  it('signs the release: provenance.json verifies with the release key and names every file', async () => {
    await publish('search', '1.1.0', withContract(fakeBuild(root, 'search', HOST_SHARED), TEST_CONTRACT));
    const verified = await verifyRelease(store, 'search', '1.1.0', signer.publicKey);
    expect(Object.keys(verified.files)).toEqual(['build-info.json', 'mf-manifest.json', 'remoteEntry.js']);
    const envelope = parseEnvelope((await store.readReleaseFile('search', '1.1.0', 'provenance.json')) ?? '');
    expect(envelope?.signatures).toEqual([{ keyid: signer.keyid, sig: expect.any(String) as unknown }]);
  });

  it('refuses a release whose react range conflicts with the host, naming the package, range and host version', async () => {
    const conflicting = fakeBuild(root, 'search', { ...HOST_SHARED, react: '18.3.1' }, { react: '^18.3.1' });
    await expect(publish('search', '1.2.0', conflicting)).rejects.toThrow(
      [
        'Refusing search 1.2.0: its shared singleton ranges are not satisfied by the host of local (1.0.0):',
        '  react: search needs ^18.3.1, the host provides 19.3.1',
      ].join('\n'),
    );
    expect(await store.hasRelease('search', '1.2.0')).toBe(false);
    expect(await store.readAudit()).toEqual([]);
  });

  it('refuses to publish an existing version', async () => {
    await expect(publish('search', '1.0.0', fakeBuild(root, 'search', HOST_SHARED))).rejects.toThrow(
      'search 1.0.0 is already published and releases are immutable',
    );
  });

  it('checks a new host against every remote version live in the environment', async () => {
    const olderReact = fakeBuild(root, 'host', { ...HOST_SHARED, react: '18.2.0', 'react/jsx-runtime': '18.2.0' });
    await expect(publish('host', '2.0.0', olderReact)).rejects.toThrow(
      /Refusing host 2\.0\.0: remotes live in local need other shared singleton versions:\n {2}react: search 1\.0\.0 needs \^19\.3\.1, this host provides 18\.2\.0/,
    );
    await expect(
      publish('host', '2.0.1', fakeBuild(root, 'host', { ...HOST_SHARED, react: '19.4.0' })),
    ).resolves.toEqual({
      version: '2.0.1',
      warnings: [],
    });
  });

  it('publishes without a check, saying so, when the environment does not exist yet', async () => {
    const result = await publish('search', '1.1.0', fakeBuild(root, 'search', HOST_SHARED), 'staging');
    expect(result.warnings).toEqual([expect.stringContaining('No environment "staging"')]);
  });

  it('refuses a folder without a build', async () => {
    await expect(publish('search', '1.1.0', root)).rejects.toThrow('search has no build');
  });
});
