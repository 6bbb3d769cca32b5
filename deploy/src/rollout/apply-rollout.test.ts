import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { ReleaseStore } from '../storage/release-store';
import { fakeBuild, HOST_SHARED, putSignedRelease, seededStore, testSigner } from '../test-support/fake-releases';
import { applyRollout } from './apply-rollout';

describe('applyRollout', () => {
  let store: ReleaseStore;
  let root: string;
  let auditLog: string;
  let environmentsDir: string;
  const options = () => ({
    store,
    environment: 'local',
    actor: 'sam',
    now: () => new Date('2026-05-06T07:08:09.000Z'),
  });

  beforeEach(async () => {
    ({ store, root, auditLog, environmentsDir } = await seededStore());
    const metadata = { app: 'search', version: '1.1.0', publishedAt: '2026-05-01T00:00:00.000Z' };
    await store.putRelease('search', '1.1.0', fakeBuild(root, 'search', HOST_SHARED), metadata);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('rolls out, promotes and rolls back, one audit line per change with before and after', async () => {
    await applyRollout({ action: 'rollout', remote: 'search', version: '1.1.0', percent: 50 }, options());
    expect((await store.readEnvironment('local'))?.remotes.search).toEqual({
      stable: '1.0.0',
      canary: { version: '1.1.0', percent: 50 },
    });
    await applyRollout({ action: 'promote', remote: 'search' }, options());
    expect((await store.readEnvironment('local'))?.remotes.search).toEqual({ stable: '1.1.0', canary: null });
    await applyRollout({ action: 'rollback', remote: 'search' }, options());
    expect((await store.readEnvironment('local'))?.remotes.search).toEqual({ stable: '1.0.0', canary: null });

    const lines = readFileSync(auditLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      {
        time: '2026-05-06T07:08:09.000Z',
        actor: 'sam',
        action: 'rollout',
        env: 'local',
        app: 'search',
        before: { stable: '1.0.0' },
        after: { stable: '1.0.0', canary: { version: '1.1.0', percent: 50 } },
      },
      expect.objectContaining({
        action: 'promote',
        before: { stable: '1.0.0', canary: { version: '1.1.0', percent: 50 } },
        after: { stable: '1.1.0', canary: null },
      }),
      expect.objectContaining({
        action: 'rollback',
        before: { stable: '1.1.0', canary: null },
        after: { stable: '1.0.0', canary: null },
      }),
    ]);
    // Written through a temp file and a rename: nothing but the manifest is left in the folder.
    expect(readdirSync(environmentsDir)).toEqual(['local.json']);
  });

  it('refuses a version that is not published, changing nothing', async () => {
    const before = readFileSync(path.join(environmentsDir, 'local.json'), 'utf8');
    await expect(
      applyRollout({ action: 'rollout', remote: 'search', version: '9.9.9', percent: 10 }, options()),
    ).rejects.toThrow('search 9.9.9 is not published in local folders');
    expect(readFileSync(path.join(environmentsDir, 'local.json'), 'utf8')).toBe(before);
    expect(await store.readAudit()).toEqual([]);
  });

  it('refuses a published version whose ranges the current host does not satisfy', async () => {
    const metadata = { app: 'search', version: '0.9.0', publishedAt: '2026-05-01T00:00:00.000Z' };
    const old = fakeBuild(root, 'search', { ...HOST_SHARED, react: '18.3.1' });
    await store.putRelease('search', '0.9.0', old, metadata);
    await expect(
      applyRollout({ action: 'rollout', remote: 'search', version: '0.9.0', percent: 10 }, options()),
    ).rejects.toThrow('react: search needs ^18.3.1, the host provides 19.3.1');
  });

  it('validates the manifest before writing it', async () => {
    await expect(
      applyRollout({ action: 'rollout', remote: 'search', version: '1.1.0', percent: 250 }, options()),
    ).rejects.toThrow('--percent must be a whole number from 0 to 100 (got 250)');
    await expect(
      applyRollout({ action: 'promote', remote: 'search' }, { ...options(), environment: 'nope' }),
    ).rejects.toThrow('No environment "nope"');
    expect(await store.readAudit()).toEqual([]);
  });

  it('with the release key, refuses to roll out or promote a release that does not verify; rolls back without', async () => {
    const signer = testSigner();
    const verifying = { ...options(), verifyKey: signer.publicKey };
    // 1.1.0 (beforeEach) is unsigned.
    await expect(
      applyRollout({ action: 'rollout', remote: 'search', version: '1.1.0', percent: 10 }, verifying),
    ).rejects.toThrow('Refusing search 1.1.0: it has no provenance.json');

    await putSignedRelease(store, 'search', '1.2.0', fakeBuild(root, 'search', HOST_SHARED), signer);
    await applyRollout({ action: 'rollout', remote: 'search', version: '1.2.0', percent: 10 }, verifying);
    // Changed after the rollout: the promote reads the bytes again.
    writeFileSync(path.join(root, 'releases', 'search', '1.2.0', 'remoteEntry.js'), 'alert(1)');
    await expect(applyRollout({ action: 'promote', remote: 'search' }, verifying)).rejects.toThrow(
      'remoteEntry.js has changed',
    );
    await applyRollout({ action: 'rollback', remote: 'search' }, verifying);
    expect((await store.readEnvironment('local'))?.remotes.search).toEqual({ stable: '1.0.0', canary: null });
  });
});
