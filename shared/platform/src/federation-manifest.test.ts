import {
  chooseRemoteVersion,
  cohortBucket,
  entryIntegrityOf,
  federationManifestProblems,
  isFederationManifest,
  isReleaseVersion,
} from './federation-manifest';

describe('chooseRemoteVersion', () => {
  const rollout = { stable: '1.0.0', canary: { version: '1.1.0', percent: 25 } };

  it('is sticky per device and puts about the canary percentage in the canary', () => {
    const devices = Array.from({ length: 2000 }, (_, index) => `device-${index}`);
    const inCanary = devices.filter((device) => chooseRemoteVersion('search', rollout, device).version === '1.1.0');
    expect(inCanary.length / devices.length).toBeGreaterThan(0.2);
    expect(inCanary.length / devices.length).toBeLessThan(0.3);
    for (const device of devices.slice(0, 50)) {
      expect(chooseRemoteVersion('search', rollout, device)).toEqual(chooseRemoteVersion('search', rollout, device));
    }
  });

  it('falls back to stable from a canary or a pinned version, never from stable itself', () => {
    const device = Array.from({ length: 100 }, (_, index) => `d${index}`).find((id) => cohortBucket('search', id) < 25);
    expect(chooseRemoteVersion('search', rollout, device ?? '')).toEqual({ version: '1.1.0', fallback: '1.0.0' });
    expect(chooseRemoteVersion('search', { stable: '1.0.0' }, 'x')).toEqual({ version: '1.0.0' });
    expect(chooseRemoteVersion('search', { stable: '1.0.0' }, 'x', '0.9.0')).toEqual({
      version: '0.9.0',
      fallback: '1.0.0',
    });
  });

  it("keeps the session's version over the cohort's, with stable as its fallback; a pin still wins", () => {
    const kept = { ...rollout, kept: '0.9.0' };
    for (const device of ['a', 'b', 'c', 'd']) {
      expect(chooseRemoteVersion('search', kept, device)).toEqual({ version: '0.9.0', fallback: '1.0.0' });
    }
    expect(chooseRemoteVersion('search', { ...rollout, kept: '1.0.0' }, 'x')).toEqual({ version: '1.0.0' });
    expect(chooseRemoteVersion('search', kept, 'x', '1.5.0')).toEqual({ version: '1.5.0', fallback: '1.0.0' });
  });

  it('pins a QA tester to the version in the pin, stable included, whatever the cohort', () => {
    const inCanary = Array.from({ length: 200 }, (_, index) => `q${index}`).find(
      (id) => cohortBucket('search', id) < 25,
    );
    expect(inCanary).toBeDefined();
    expect(chooseRemoteVersion('search', rollout, inCanary ?? '', '1.0.0')).toEqual({ version: '1.0.0' });
    expect(chooseRemoteVersion('search', rollout, inCanary ?? '', '1.5.0')).toEqual({
      version: '1.5.0',
      fallback: '1.0.0',
    });
  });

  it('follows hash(remote + deviceId) mod 100 < percent at the edges of the range', () => {
    const devices = Array.from({ length: 300 }, (_, index) => `edge-${index}`);
    for (const device of devices) {
      const bucket = cohortBucket('search', device);
      const at = (percent: number) =>
        chooseRemoteVersion('search', { stable: 'a', canary: { version: 'b', percent } }, device).version;
      expect(at(0)).toBe('a');
      expect(at(100)).toBe('b');
      expect(at(bucket)).toBe('a');
      expect(at(bucket + 1)).toBe('b');
    }
    // The remote is part of the key: one device is not in every remote's canary at once.
    const differs = devices.some((device) => cohortBucket('search', device) !== cohortBucket('reports', device));
    expect(differs).toBe(true);
  });

  it('keeps cohorts in 0..99', () => {
    for (let index = 0; index < 500; index += 1) {
      const bucket = cohortBucket('reports', `device-${index}`);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
    }
  });
});

describe('isFederationManifest', () => {
  it('needs a stable version for every remote', () => {
    const remotes = {
      search: { stable: '1' },
      reports: { stable: '1' },
      guardian: { stable: '1' },
      account: { stable: '1' },
      monitoring: { stable: '1' },
    };
    expect(isFederationManifest({ remotes })).toBe(true);
    expect(isFederationManifest({ remotes: { ...remotes, account: {} } })).toBe(false);
    expect(isFederationManifest(null)).toBe(false);
  });
});

describe('federationManifestProblems', () => {
  const remotes = {
    search: { stable: '1.0.0' },
    reports: { stable: '1.0.0', canary: null },
    guardian: { stable: '1.0.0' },
    account: { stable: '1.0.0' },
    monitoring: { stable: '1.0.0' },
  };

  it('accepts a valid manifest with a canary and settings', () => {
    const manifest = {
      remotes: { ...remotes, search: { stable: '1.0.0', canary: { version: '1.1.0', percent: 50 } } },
      settings: { chunkLoadTimeoutMs: 5000 },
    };
    expect(federationManifestProblems(manifest)).toEqual([]);
  });

  it('names what is wrong with a canary', () => {
    const bad = (canary: unknown) =>
      federationManifestProblems({ remotes: { ...remotes, search: { stable: '1.0.0', canary } } });
    expect(bad({ version: '1.1.0', percent: 101 })).toEqual([
      'remotes.search.canary.percent must be an integer from 0 to 100',
    ]);
    expect(bad({ version: '1.1.0', percent: 2.5 })).toHaveLength(1);
    expect(bad({ version: '1.0.0', percent: 5 })).toEqual(['remotes.search.canary.version equals the stable one']);
    expect(bad({ version: '../host', percent: 5 })).toEqual(['remotes.search.canary.version is not a release version']);
    expect(bad('1.1.0')).toEqual(['remotes.search.canary must be an object or null']);
  });

  it('refuses versions that are not one path segment, and bad settings', () => {
    expect(isReleaseVersion('1.1.0-0123abcdef')).toBe(true);
    for (const version of ['', '..', 'a/b', '1..2', ' 1.0.0']) expect(isReleaseVersion(version)).toBe(false);
    expect(federationManifestProblems({ remotes, settings: { chunkLoadTimeoutMs: -1 } })).toEqual([
      'settings.chunkLoadTimeoutMs must be a positive number',
    ]);
  });

  it('takes a map style URL only when it is an absolute http(s) URL', () => {
    const withStyle = (mapStyleUrl: unknown) => federationManifestProblems({ remotes, settings: { mapStyleUrl } });
    expect(withStyle('https://tiles.example/styles/streets/style.json?key=k')).toEqual([]);
    for (const bad of ['javascript:alert(1)', '/styles/style.json', 42]) {
      expect(withStyle(bad)).toEqual(['settings.mapStyleUrl must be an http(s) URL']);
    }
  });

  it("takes the entries' integrity as release version → sha384 SRI value", () => {
    const sri = `sha384-${'A'.repeat(62)}+/`;
    const withIntegrity = (integrity: unknown) =>
      federationManifestProblems({ remotes: { ...remotes, search: { stable: '1.0.0', integrity } } });
    expect(withIntegrity({ '1.0.0': sri, '1.1.0': sri })).toEqual([]);
    for (const bad of [
      { '1.0.0': 'sha256-abc' },
      { '1.0.0': `${sri}=` },
      { '../x': sri },
      ['1.0.0', sri],
      'sha384-x',
      { '1.0.0': 42 },
    ]) {
      expect(withIntegrity(bad)).toEqual([
        'remotes.search.integrity must map release versions to sha384 integrity values',
      ]);
    }
  });
  it('leaves a guard plan to deploy (the edge never serves one)', () => {
    const canary = { version: '1.1.0', percent: 25 };
    expect(
      federationManifestProblems({ remotes: { ...remotes, search: { stable: '1.0.0', canary, guard: { any: 1 } } } }),
    ).toEqual([]);
  });

  it("checks the session's release set and kept versions the edge serves", () => {
    const releaseSet = { startedAt: 1_700_000_000_000, shell: '1.0.0', device: 'device-1' };
    expect(
      federationManifestProblems({ remotes: { ...remotes, search: { stable: '1.1.0', kept: '1.0.0' } }, releaseSet }),
    ).toEqual([]);
    expect(federationManifestProblems({ remotes: { ...remotes, search: { stable: '1.1.0', kept: '../x' } } })).toEqual([
      'remotes.search.kept is not a release version',
    ]);
    for (const wrong of [
      { ...releaseSet, startedAt: 1.5 },
      { ...releaseSet, shell: 'a/b' },
      { startedAt: 1, shell: '1.0.0' },
    ]) {
      expect(federationManifestProblems({ remotes, releaseSet: wrong })).toEqual([
        'releaseSet must hold startedAt (epoch ms), shell (a release version) and device',
      ]);
    }
  });
});

describe('entryIntegrityOf', () => {
  const sri = `sha384-${'B'.repeat(64)}`;
  it('gives the digest of a version the manifest names, nothing otherwise', () => {
    const rollout = { stable: '1.0.0', integrity: { '1.0.0': sri } };
    expect(entryIntegrityOf(rollout, '1.0.0')).toBe(sri);
    expect(entryIntegrityOf(rollout, '1.1.0')).toBeUndefined();
    expect(entryIntegrityOf(rollout, 'toString')).toBeUndefined();
    expect(entryIntegrityOf({ stable: '1.0.0' }, '1.0.0')).toBeUndefined();
  });
});
