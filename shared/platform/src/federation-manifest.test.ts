import { chooseRemoteVersion, cohortBucket, isFederationManifest } from './federation-manifest';

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
