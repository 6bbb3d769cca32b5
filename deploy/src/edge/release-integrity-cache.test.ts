import { createHash } from 'node:crypto';

import { remoteNames, type FederationManifest } from '@beacon/platform';

import { INTEGRITY_FILE } from '../release/release-digests';
import type { ReleaseStore } from '../storage/release-store';
import { ReleaseIntegrityCache } from './release-integrity-cache';

const entryOf = (app: string, version: string) => `var ${app} = "${version}";`;
const hex = (body: string) => createHash('sha384').update(body).digest('hex');
const sri = (body: string) => `sha384-${createHash('sha384').update(body).digest('base64')}`;

/** A store whose releases all record their remoteEntry.js, except those in `unrecorded`; counts its reads. */
function fakeStore(unrecorded: string[] = []) {
  const reads: string[] = [];
  const store: Pick<ReleaseStore, 'readReleaseFile'> = {
    readReleaseFile: async (app, version, file) => {
      reads.push(`${app}/${version}/${file}`);
      if (file !== INTEGRITY_FILE || unrecorded.includes(`${app}/${version}`)) return null;
      const files = { 'remoteEntry.js': hex(entryOf(app, version)), '61.0123456789.js': hex('chunk') };
      return Buffer.from(JSON.stringify({ algorithm: 'sha384', files }));
    },
  };
  return { store, reads };
}

const manifest: FederationManifest = {
  remotes: Object.fromEntries(
    remoteNames.map((remote) => [remote, { stable: '1.0.0' }]),
  ) as FederationManifest['remotes'],
};

describe('ReleaseIntegrityCache', () => {
  it("adds the entry digest of stable, canary and kept versions and of a QA pin in the request's query", async () => {
    const { store } = fakeStore();
    const cache = new ReleaseIntegrityCache(store);
    const served = await cache.withEntryIntegrity(
      {
        ...manifest,
        remotes: {
          ...manifest.remotes,
          search: { stable: '1.0.0', canary: { version: '1.1.0', percent: 5 }, kept: '0.9.0', pulled: ['0.8.0'] },
        },
      },
      new URLSearchParams('remote.search=1.2.0&remote.reports=../x'),
    );
    expect(served.remotes.search.integrity).toEqual({
      '1.0.0': sri(entryOf('search', '1.0.0')),
      '1.1.0': sri(entryOf('search', '1.1.0')),
      '0.9.0': sri(entryOf('search', '0.9.0')),
      '1.2.0': sri(entryOf('search', '1.2.0')),
    });
    expect(served.remotes.reports.integrity).toEqual({ '1.0.0': sri(entryOf('reports', '1.0.0')) });
  });

  it('leaves out a version whose release records nothing, and drops a digest the manifest brought itself', async () => {
    const { store } = fakeStore(['search/1.0.0']);
    const cache = new ReleaseIntegrityCache(store);
    const served = await cache.withEntryIntegrity(
      {
        ...manifest,
        remotes: {
          ...manifest.remotes,
          search: { stable: '1.0.0', integrity: { '1.0.0': `sha384-${'A'.repeat(64)}` } },
        },
      },
      new URLSearchParams(),
    );
    expect(served.remotes.search).toEqual({ stable: '1.0.0' });
  });

  it('reads a release once (releases never change), and one without a record again after a minute', async () => {
    let now = 0;
    const { store, reads } = fakeStore(['search/1.0.0']);
    const cache = new ReleaseIntegrityCache(store, () => now);
    await cache.withEntryIntegrity(manifest, new URLSearchParams());
    await cache.withEntryIntegrity(manifest, new URLSearchParams());
    expect(reads.filter((read) => read.startsWith('reports/'))).toHaveLength(1);
    expect(reads.filter((read) => read.startsWith('search/'))).toHaveLength(1);
    now = 61_000;
    await cache.withEntryIntegrity(manifest, new URLSearchParams());
    expect(reads.filter((read) => read.startsWith('reports/'))).toHaveLength(1);
    expect(reads.filter((read) => read.startsWith('search/'))).toHaveLength(2);
  });

  it('gives the SRI value of any recorded file, and none for an unknown one or an unreadable store', async () => {
    const cache = new ReleaseIntegrityCache(fakeStore().store);
    expect(await cache.fileSri('search', '1.0.0', '61.0123456789.js')).toBe(sri('chunk'));
    expect(await cache.fileSri('search', '1.0.0', 'constructor')).toBeNull();
    const failing = new ReleaseIntegrityCache({ readReleaseFile: () => Promise.reject(new Error('store down')) });
    expect(await failing.fileSri('search', '1.0.0', 'remoteEntry.js')).toBeNull();
  });
});
