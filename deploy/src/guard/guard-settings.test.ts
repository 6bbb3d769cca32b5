import { DEFAULT_GUARD_POLICY } from './guard-analysis';
import { guardSettings } from './guard-settings';

describe('guardSettings', () => {
  it('needs the token and defaults the rest', () => {
    expect(() => guardSettings({})).toThrow('The release guard needs RELEASE_HEALTH_TOKEN');
    expect(guardSettings({ RELEASE_HEALTH_TOKEN: 't0ken' })).toEqual({
      apiUrl: 'http://127.0.0.1:4000',
      token: 't0ken',
      tickMs: 5_000,
      staleMs: 15_000,
      policy: DEFAULT_GUARD_POLICY,
    });
  });

  it('reads the API URL, the tick, the staleness bound and the minimum sample', () => {
    const settings = guardSettings({
      RELEASE_HEALTH_TOKEN: 't0ken',
      BEACON_API_URL: 'https://api.example.test/',
      BEACON_GUARD_TICK_MS: '1000',
      BEACON_GUARD_STALE_MS: '4000',
      BEACON_GUARD_MIN_VIEWS: '200',
    });
    expect(settings).toMatchObject({ apiUrl: 'https://api.example.test', tickMs: 1000, staleMs: 4000 });
    expect(settings.policy).toMatchObject({ minViews: 200, minApiRequests: 200, minVitals: 200 });
    expect(guardSettings({ RELEASE_HEALTH_TOKEN: 't', PORT: '4100' }).apiUrl).toBe('http://127.0.0.1:4100');
    expect(() => guardSettings({ RELEASE_HEALTH_TOKEN: 't', BEACON_GUARD_TICK_MS: '0' })).toThrow(
      'BEACON_GUARD_TICK_MS must be a whole number above 0',
    );
    expect(() => guardSettings({ RELEASE_HEALTH_TOKEN: 't', BEACON_API_URL: 'nowhere' })).toThrow('not a URL');
  });
});
