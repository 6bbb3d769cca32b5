import { waitFor } from '@testing-library/react';

import { cohortBucket, type FederationManifest } from '@beacon/platform';
import { releaseSetFromCookies } from '@beacon/platform/release-set';

import { entryIntegrityFor, resetEntryIntegrity } from './entry-integrity';
import { fallbackTarget, markSwitched, resetFallbacks } from './fallback-registry';
import { readPinnedVersions, recordSessionReleaseSet, registerFederatedRemotes } from './register-remotes';

const registerRemotes = jest.fn();
const registerGlobalPlugins = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerGlobalPlugins: (...args: unknown[]) => registerGlobalPlugins(...args),
}));

const manifest: FederationManifest = {
  remotes: {
    search: { stable: '1.0.0', canary: { version: '1.1.0', percent: 50 } },
    reports: { stable: '2.0.0' },
    guardian: { stable: '3.0.0' },
    account: { stable: '4.0.0' },
    monitoring: { stable: '5.0.0' },
  },
};

const deviceIn = (inCanary: boolean) =>
  Array.from({ length: 200 }, (_, index) => `device-${index}`).find(
    (id) => cohortBucket('search', id) < 50 === inCanary,
  ) ?? '';

function registeredEntries(): Record<string, string> {
  const remotes = registerRemotes.mock.calls.at(-1)?.[0] as { name: string; entry: string }[];
  return Object.fromEntries(remotes.map((remote) => [remote.name, remote.entry]));
}

describe('readPinnedVersions', () => {
  it('keeps ?remote.<name>=<version> for the tab and ignores unknown remotes', () => {
    window.sessionStorage.clear();
    expect(readPinnedVersions('?remote.search=1.5.0&remote.nope=1&q=x')).toEqual(new Map([['search', '1.5.0']]));
    // A later page load of the same tab without the parameter keeps the pin.
    expect(readPinnedVersions('')).toEqual(new Map([['search', '1.5.0']]));
    window.sessionStorage.clear();
    expect(readPinnedVersions('')).toEqual(new Map());
  });
});

describe('registerFederatedRemotes', () => {
  beforeEach(() => {
    registerRemotes.mockReset();
    registerGlobalPlugins.mockReset();
    resetFallbacks();
  });

  it("gives every remote's federation instance the host's share resolution before registering them", () => {
    registerFederatedRemotes(manifest, deviceIn(false), new Map());
    expect(registerGlobalPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'beacon-share-resolution' })]);
    expect(registerGlobalPlugins.mock.invocationCallOrder[0]).toBeLessThan(
      registerRemotes.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('gives a canary-cohort device the canary with stable as its fallback', () => {
    registerFederatedRemotes(manifest, deviceIn(true), new Map());
    expect(registeredEntries()).toMatchObject({
      search: '/remotes/search/1.1.0/remoteEntry.js',
      reports: '/remotes/reports/2.0.0/remoteEntry.js',
    });
    expect(fallbackTarget('search')).toEqual({
      remote: 'search',
      chosenVersion: '1.1.0',
      stableVersion: '1.0.0',
      entry: '/remotes/search/1.0.0/remoteEntry.js',
    });
    expect(fallbackTarget('reports')).toBeUndefined();
  });

  it('gives other devices stable, and a QA pin overrides the cohort', () => {
    registerFederatedRemotes(manifest, deviceIn(false), new Map());
    expect(registeredEntries()['search']).toBe('/remotes/search/1.0.0/remoteEntry.js');
    expect(fallbackTarget('search')).toBeUndefined();

    registerFederatedRemotes(manifest, deviceIn(false), new Map([['search', '1.5.0']]));
    expect(registeredEntries()['search']).toBe('/remotes/search/1.5.0/remoteEntry.js');
    expect(fallbackTarget('search')?.stableVersion).toBe('1.0.0');
  });
});

describe('registerFederatedRemotes and integrity (issue 60)', () => {
  const sriA = `sha384-${'A'.repeat(64)}`;
  const sriB = `sha384-${'B'.repeat(64)}`;
  beforeEach(() => {
    registerRemotes.mockReset();
    resetFallbacks();
    resetEntryIntegrity();
  });

  it('hands the runtime plugin the digest of the chosen entry and of the stable one it may fall back to', () => {
    const withDigests: FederationManifest = {
      remotes: {
        ...manifest.remotes,
        search: {
          stable: '1.0.0',
          canary: { version: '1.1.0', percent: 50 },
          integrity: { '1.0.0': sriA, '1.1.0': sriB },
        },
      },
    };
    registerFederatedRemotes(withDigests, 'any-device', new Map([['search', '1.1.0']]));
    expect(entryIntegrityFor('/remotes/search/1.1.0/remoteEntry.js')).toBe(sriB);
    expect(entryIntegrityFor(`${window.location.origin}/remotes/search/1.0.0/remoteEntry.js`)).toBe(sriA);
    expect(entryIntegrityFor('/remotes/reports/2.0.0/remoteEntry.js')).toBeUndefined();
  });
});

describe('the session release set (issue 60)', () => {
  // jsdom keeps no Secure cookie on http: a jar that keeps the last value of each cookie, as a browser does.
  let jar = new Map<string, string>();
  const doc = {
    get cookie() {
      return [...jar.values()].join('; ');
    },
    set cookie(value: string) {
      const pair = value.split(';')[0] ?? '';
      jar.set(pair.split('=')[0] ?? '', pair);
      expect(value).toMatch(/; Path=\/; SameSite=Lax; Secure$/);
    },
  } as unknown as Document;
  const cookies = () => doc.cookie;
  beforeEach(() => {
    registerRemotes.mockReset();
    resetFallbacks();
    jar = new Map();
  });

  const keptManifest = (device: string): FederationManifest => ({
    remotes: { ...manifest.remotes, search: { stable: '1.2.0', kept: '1.0.0' } },
    releaseSet: { startedAt: 1_000, shell: '7.0.0', device },
  });

  it('loads the version the edge kept for this device, with stable as its fallback, and records the set', async () => {
    registerFederatedRemotes(keptManifest('device-kept-1'), 'device-kept-1', new Map(), { now: () => 5_000, doc });
    expect(registeredEntries()['search']).toBe('/remotes/search/1.0.0/remoteEntry.js');
    expect(fallbackTarget('search')?.stableVersion).toBe('1.2.0');
    // written once the first screen has shown (bootstrap.tsx)
    expect(releaseSetFromCookies(cookies())).toBeNull();
    await recordSessionReleaseSet();
    expect(releaseSetFromCookies(cookies())).toEqual({
      startedAt: 1_000,
      device: 'device-kept-1',
      shell: '7.0.0',
      remotes: { search: '1.0.0', reports: '2.0.0', guardian: '3.0.0', account: '4.0.0', monitoring: '5.0.0' },
    });
  });

  it("ignores a set kept for another device id and starts this device's own", async () => {
    registerFederatedRemotes(keptManifest('device-other'), 'device-kept-2', new Map(), { now: () => 5_000, doc });
    expect(registeredEntries()['search']).toBe('/remotes/search/1.2.0/remoteEntry.js');
    await recordSessionReleaseSet();
    expect(releaseSetFromCookies(cookies())).toMatchObject({
      startedAt: 5_000,
      device: 'device-kept-2',
      remotes: { search: '1.2.0' },
    });
  });

  it("records the device's own version under a QA pin, and follows a fallback to stable", async () => {
    const device = deviceIn(true);
    registerFederatedRemotes(
      { ...manifest, releaseSet: { startedAt: 1_000, shell: '7.0.0', device } },
      device,
      new Map([['search', '1.5.0']]),
      { doc },
    );
    expect(registeredEntries()['search']).toBe('/remotes/search/1.5.0/remoteEntry.js');
    await recordSessionReleaseSet();
    expect(releaseSetFromCookies(cookies())?.remotes.search).toBe('1.1.0');

    expect(markSwitched('search')).toBe(true);
    await waitFor(() => expect(releaseSetFromCookies(cookies())?.remotes.search).toBe('1.0.0'));
  });

  it('keeps a switch to stable made before the set was written', async () => {
    const device = deviceIn(true);
    registerFederatedRemotes(
      { ...manifest, releaseSet: { startedAt: 1_000, shell: '7.0.0', device } },
      device,
      new Map(),
      {
        doc,
      },
    );
    expect(markSwitched('search')).toBe(true);
    await recordSessionReleaseSet();
    expect(releaseSetFromCookies(cookies())?.remotes.search).toBe('1.0.0');
  });

  it('writes no set when the edge keeps none (dev servers, a plain file server)', async () => {
    registerFederatedRemotes(manifest, deviceIn(false), new Map(), { doc });
    await recordSessionReleaseSet();
    expect(releaseSetFromCookies(cookies())).toBeNull();
  });
});
