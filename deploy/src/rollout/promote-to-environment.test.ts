import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { RemoteName } from '@beacon/platform';

import { sha384Hex } from '../release/release-digests';
import type { ReleaseStore } from '../storage/release-store';
import {
  fakeBuild,
  HOST_SHARED,
  manifestWith,
  putSignedRelease,
  seededStore,
  testSigner,
  TEST_CONTRACT,
  withContract,
} from '../test-support/fake-releases';
import { applyRollout } from './apply-rollout';
import { promoteToEnvironment } from './promote-to-environment';

const signer = testSigner();
const now = () => new Date('2026-06-07T08:09:10.000Z');

describe('promoteToEnvironment', () => {
  let store: ReleaseStore;
  let root: string;

  const release = async (version: string, options: { contract?: string; shared?: Record<string, string> } = {}) => {
    const build = withContract(
      fakeBuild(root, 'search', options.shared ?? HOST_SHARED),
      options.contract ?? TEST_CONTRACT,
    );
    await putSignedRelease(store, 'search', version, build, signer);
  };
  /** Rolled out and promoted in staging as an operator does, verified on the way. */
  const stableInStaging = async (version: string) => {
    const options = { store, environment: 'staging', actor: 'sam', verifyKey: signer.publicKey };
    await applyRollout({ action: 'rollout', remote: 'search', version, percent: 10 }, options);
    await applyRollout({ action: 'promote', remote: 'search' }, options);
  };
  const promote = () =>
    promoteToEnvironment({
      store,
      remote: 'search',
      from: 'staging',
      to: 'production',
      actor: 'sam',
      verifyKey: signer.publicKey,
      now,
    });
  /** SHA-384 of every file the environment serves for the remote (its stable release, read from the store). */
  const servedDigests = async (environment: string, remote: RemoteName) => {
    const version = (await store.readEnvironment(environment))?.remotes[remote].stable ?? '';
    const digests: Record<string, string> = {};
    for (const name of await store.listReleaseFiles(remote, version)) {
      digests[name] = sha384Hex((await store.readReleaseFile(remote, version, name)) ?? '');
    }
    return digests;
  };

  beforeEach(async () => {
    ({ store, root } = await seededStore({ signer, environments: ['staging', 'production'] }));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('moves the release verified in staging to production: the same bytes, history kept, one audit line', async () => {
    await release('1.1.0');
    await stableInStaging('1.1.0');
    const promoted = await promote();

    expect(promoted.version).toBe('1.1.0');
    const production = await store.readEnvironment('production');
    expect(production?.remotes.search).toEqual({ stable: '1.1.0', canary: null });
    expect(production?.history?.search).toEqual(['1.0.0']);
    const staged = await servedDigests('staging', 'search');
    expect(Object.keys(staged)).toContain('remoteEntry.js');
    expect(await servedDigests('production', 'search')).toEqual(staged);
    expect(promoted.files['remoteEntry.js']).toBe(staged['remoteEntry.js']);
    expect((await store.readAudit()).at(-1)).toEqual({
      time: '2026-06-07T08:09:10.000Z',
      actor: 'sam',
      action: 'promote',
      env: 'production',
      app: 'search',
      before: { stable: '1.0.0' },
      after: { stable: '1.1.0', canary: null },
      from: 'staging',
    });
  });

  it('refuses a release whose signature does not verify, changing nothing', async () => {
    await release('1.1.0');
    await stableInStaging('1.1.0');
    const provenanceFile = path.join(root, 'releases', 'search', '1.1.0', 'provenance.json');
    const envelope = JSON.parse(readFileSync(provenanceFile, 'utf8')) as { payload: string };
    const statement = Buffer.from(envelope.payload, 'base64')
      .toString()
      .replace('"version":"1.1.0"', '"version":"1.1.0 "');
    writeFileSync(provenanceFile, JSON.stringify({ ...envelope, payload: Buffer.from(statement).toString('base64') }));
    const audit = await store.readAudit();

    await expect(promote()).rejects.toThrow('Refusing search 1.1.0: the signature of its provenance does not verify');
    await expect(
      promoteToEnvironment({
        store,
        remote: 'search',
        from: 'staging',
        to: 'production',
        actor: 'sam',
        verifyKey: testSigner().publicKey,
      }),
    ).rejects.toThrow('its provenance is not signed by the release key');
    expect((await store.readEnvironment('production'))?.remotes.search).toEqual({ stable: '1.0.0' });
    expect(await store.readAudit()).toEqual(audit);
  });

  it('refuses a release built against another API contract than the target host', async () => {
    await release('1.2.0', { contract: 'd1'.repeat(32) });
    await stableInStaging('1.2.0');
    await expect(promote()).rejects.toThrow(
      'Refusing search 1.2.0: it was built against API contract d1d1d1d1d1d1, the host of production (1.0.0) against c0c0c0c0c0c0',
    );
    expect((await store.readEnvironment('production'))?.remotes.search).toEqual({ stable: '1.0.0' });
  });

  it('refuses when the target host has no contract hash to compare with', async () => {
    await store.putRelease('host', '0.9.0', fakeBuild(root, 'host', HOST_SHARED), {
      app: 'host',
      version: '0.9.0',
      publishedAt: '2026-01-01T00:00:00.000Z',
    });
    await store.writeEnvironment('production', manifestWith('0.9.0'));
    await release('1.1.0');
    await stableInStaging('1.1.0');
    await expect(promote()).rejects.toThrow('the host release 0.9.0 of production has no build-info.json');
  });

  it('refuses a release whose shared ranges the target host does not satisfy', async () => {
    // Staging runs a newer host with react 19.4; production's host still provides 19.3.1.
    const newerReact = { ...HOST_SHARED, react: '19.4.0', 'react-dom': '19.4.0' };
    await putSignedRelease(
      store,
      'host',
      '2.0.0',
      withContract(fakeBuild(root, 'host', newerReact), TEST_CONTRACT),
      signer,
    );
    await store.writeEnvironment('staging', manifestWith('2.0.0'));
    await release('1.3.0', { shared: newerReact });
    await stableInStaging('1.3.0');
    await expect(promote()).rejects.toThrow('react: search needs ^19.4.0, the host provides 19.3.1');
  });

  it('refuses over a canary running in the target, and a version already stable there', async () => {
    await release('1.1.0');
    await release('1.2.0');
    await stableInStaging('1.1.0');
    await applyRollout(
      { action: 'rollout', remote: 'search', version: '1.2.0', percent: 5 },
      { store, environment: 'production', actor: 'sam' },
    );
    await expect(promote()).rejects.toThrow('search has a canary (1.2.0) running');
    await applyRollout({ action: 'rollback', remote: 'search' }, { store, environment: 'production', actor: 'sam' });
    await promote();
    await expect(promote()).rejects.toThrow('search 1.1.0 is already the stable version');
  });

  it('names a missing environment', async () => {
    await expect(
      promoteToEnvironment({
        store,
        remote: 'search',
        from: 'staging',
        to: 'prod',
        actor: 'sam',
        verifyKey: signer.publicKey,
      }),
    ).rejects.toThrow('No environment "prod"');
  });
});
