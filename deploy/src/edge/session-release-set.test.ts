import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { ReleaseSet } from '@beacon/platform/release-set';

import { manifestWith } from '../test-support/fake-releases';
import { sessionReleaseSet } from './session-release-set';

const MINUTE = 60_000;
// The API contracts the releases below were built against (build-info.json).
const OLD_CONTRACT = 'a'.repeat(64);
const NEW_CONTRACT = 'b'.repeat(64);
const NOW = Date.parse('2026-12-07T12:00:00Z');
const DEVICE = '0b6c2b4e-5f6a-4c1d';

describe('sessionReleaseSet', () => {
  let releasesDir: string;
  const publish = (app: string, version: string, file: string, contract = OLD_CONTRACT) => {
    mkdirSync(path.join(releasesDir, app, version), { recursive: true });
    writeFileSync(path.join(releasesDir, app, version, file), '');
    writeFileSync(path.join(releasesDir, app, version, 'build-info.json'), JSON.stringify({ contractHash: contract }));
  };

  beforeAll(() => {
    releasesDir = mkdtempSync(path.join(tmpdir(), 'beacon-release-set-'));
    publish('host', '1.0.0', 'index.html');
    publish('host', '2.0.0', 'index.html', NEW_CONTRACT);
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) publish('search', version, 'remoteEntry.js');
    publish('reports', '1.0.0', 'remoteEntry.js');
  });
  afterAll(() => rmSync(releasesDir, { recursive: true, force: true }));

  // After a promote of search 1.1.0 and a new shell 2.0.0, while the session started on 1.0.0 of both.
  const environment = manifestWith('2.0.0', { search: { stable: '1.1.0' } });
  const startedOnOld = (changes: Partial<ReleaseSet> = {}): ReleaseSet => ({
    startedAt: NOW - 10 * MINUTE,
    device: DEVICE,
    shell: '1.0.0',
    remotes: { search: '1.0.0', reports: '1.0.0' },
    ...changes,
  });
  const view = (set: ReleaseSet | null, deviceId: string | null = DEVICE, apiContract: string | null = OLD_CONTRACT) =>
    sessionReleaseSet(environment, set, { releasesDir, maxAgeMs: 30 * MINUTE, deviceId, now: NOW, apiContract });

  it('keeps the shell and the versions a fresh session started with, stable still its fallback', () => {
    const kept = view(startedOnOld());
    expect(kept.shell).toBe('1.0.0');
    expect(kept.releaseSet).toEqual({ startedAt: NOW - 10 * MINUTE, shell: '1.0.0', device: DEVICE });
    expect(kept.manifest.remotes.search).toEqual({ stable: '1.1.0', kept: '1.0.0' });
    expect(kept.manifest.remotes.reports).toEqual({ stable: '1.0.0', kept: '1.0.0' });
    expect(kept.manifest.remotes.guardian).toEqual({ stable: '1.0.0' });
    expect(kept.manifest.host).toBe('2.0.0');
  });

  it('starts a new set without a cookie, after the maximum age, or for another device', () => {
    const fresh = { startedAt: NOW, shell: '2.0.0' };
    expect(view(null).releaseSet).toEqual({ ...fresh, device: DEVICE });
    expect(view(startedOnOld({ startedAt: NOW - 31 * MINUTE })).releaseSet).toEqual({ ...fresh, device: DEVICE });
    expect(view(startedOnOld(), 'another-device-id').releaseSet).toEqual({ ...fresh, device: 'another-device-id' });
    expect(view(startedOnOld(), null).releaseSet).toEqual({ ...fresh, device: '' });
    for (const set of [null, startedOnOld({ startedAt: NOW - 31 * MINUTE })]) {
      expect(view(set).manifest).toBe(environment);
      expect(view(set).shell).toBe('2.0.0');
    }
  });

  it('never keeps a version pulled for a fault, nor one that is no longer published', () => {
    const pulled = sessionReleaseSet(
      manifestWith('2.0.0', { search: { stable: '1.1.0', pulled: ['1.0.0'] } }),
      startedOnOld({ shell: '0.9.0' }),
      { releasesDir, maxAgeMs: 30 * MINUTE, deviceId: DEVICE, now: NOW, apiContract: OLD_CONTRACT },
    );
    expect(pulled.manifest.remotes.search).toEqual({ stable: '1.1.0', pulled: ['1.0.0'] });
    expect(pulled.shell).toBe('2.0.0');
    expect(view(startedOnOld({ remotes: { search: '0.5.0' } })).manifest.remotes.search).toEqual({ stable: '1.1.0' });
  });

  it('takes a set from the future as starting now, and a set far in the future as none', () => {
    expect(view(startedOnOld({ startedAt: NOW + 30_000 })).releaseSet.startedAt).toBe(NOW);
    expect(view(startedOnOld({ startedAt: NOW + 10 * MINUTE })).shell).toBe('2.0.0');
  });

  it('keeps nothing when the maximum age is zero', () => {
    const off = sessionReleaseSet(environment, startedOnOld(), {
      releasesDir,
      maxAgeMs: 0,
      deviceId: DEVICE,
      now: NOW,
      apiContract: OLD_CONTRACT,
    });
    expect(off.shell).toBe('2.0.0');
  });

  it("keeps the API contract of the set too: once the API speaks another, the environment's versions are served", () => {
    // the API moved to the contract the new shell was built for: nothing built for the old one is kept
    const moved = view(startedOnOld(), DEVICE, NEW_CONTRACT);
    expect(moved.shell).toBe('2.0.0');
    expect(moved.manifest.remotes.search).toEqual({ stable: '1.1.0' });
    expect(moved.manifest.remotes.reports).toEqual({ stable: '1.0.0' });
    // a release without build-info.json cannot be shown to speak it either
    publish('search', '0.9.0', 'remoteEntry.js');
    rmSync(path.join(releasesDir, 'search', '0.9.0', 'build-info.json'));
    expect(view(startedOnOld({ remotes: { search: '0.9.0' } })).manifest.remotes.search).toEqual({ stable: '1.1.0' });
    // an API that could not be asked does not end a session's set
    expect(view(startedOnOld(), DEVICE, null).shell).toBe('1.0.0');
  });
});
