import { manifestWith } from '../test-support/fake-releases';
import { toFederationManifest } from './environment-manifest';

describe('toFederationManifest', () => {
  it("serves remotes and settings, never the host's version, the history or the release guard's plan", () => {
    const guard = {
      steps: [5, 25, 50, 100],
      stepIndex: 0,
      stepStartedAt: '2026-05-06T07:00:00.000Z',
      stepMinutes: 5,
      status: 'watching' as const,
    };
    const manifest = {
      ...manifestWith('1.0.0', { search: { stable: '1.0.0', canary: { version: '1.1.0', percent: 5 }, guard } }),
      history: { search: ['0.9.0'] },
      settings: { chunkLoadTimeoutMs: 5000 },
    };
    const served = toFederationManifest(manifest);
    expect(served.remotes.search).toEqual({ stable: '1.0.0', canary: { version: '1.1.0', percent: 5 } });
    expect(served).toEqual({ remotes: expect.any(Object) as unknown, settings: { chunkLoadTimeoutMs: 5000 } });
    expect(manifest.remotes.search.guard).toEqual(guard);
  });
});
