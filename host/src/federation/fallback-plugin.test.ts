import type { LoadFailureClassification } from './load-failure-reason';
import { CanaryFallbackError, createFallbackPlugin, RemoteIntegrityError } from './fallback-plugin';
import { resetFallbacks, setFallbackReporter, setFallbackTarget } from './fallback-registry';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof createFallbackPlugin>['errorLoadRemote']>>[0];

const STABLE_ENTRY = '/remotes/search/1.0.0/remoteEntry.js';

function fakeOrigin(loadRemote: (id: string) => Promise<unknown>) {
  return { registerRemotes: jest.fn(), loadRemote: jest.fn(loadRemote) };
}

function failure(id: string, origin: ReturnType<typeof fakeOrigin>, lifecycle = 'onLoad'): ErrorArgs {
  return { id, error: new Error('chunk answered 500'), lifecycle, origin } as unknown as ErrorArgs;
}

const CANARY_ENTRY = '/remotes/search/1.1.0/remoteEntry.js';
const network = async (): Promise<LoadFailureClassification> => ({ reason: 'network', url: CANARY_ENTRY });
const integrity = async (): Promise<LoadFailureClassification> => ({ reason: 'integrity', url: CANARY_ENTRY });
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('canary fallback plugin', () => {
  const reports: Error[] = [];

  beforeEach(() => {
    resetFallbacks();
    reports.length = 0;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setFallbackReporter((error) => reports.push(error));
    setFallbackTarget({ remote: 'search', chosenVersion: '1.1.0', stableVersion: '1.0.0', entry: STABLE_ENTRY });
  });

  it('registers the stable version, reports the failure once and loads again', async () => {
    const plugin = createFallbackPlugin({ classify: network });
    const origin = fakeOrigin(async (id) => ({ loaded: id }));
    await expect(plugin.errorLoadRemote?.(failure('search/routes', origin))).resolves.toEqual({
      loaded: 'search/routes',
    });
    expect(origin.registerRemotes).toHaveBeenCalledWith([{ name: 'search', entry: STABLE_ENTRY }], { force: true });
    await settled();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toBeInstanceOf(CanaryFallbackError);
    expect(reports[0]?.message).toBe(
      'search 1.1.0 failed to load (network: /remotes/search/1.1.0/remoteEntry.js could not be loaded; Error: chunk answered 500); fell back to stable 1.0.0',
    );

    // A second exposed module of the same canary failing (loaded in parallel) retries on stable too.
    await expect(plugin.errorLoadRemote?.(failure('search/SearchPanel', origin))).resolves.toEqual({
      loaded: 'search/SearchPanel',
    });
    expect(origin.registerRemotes).toHaveBeenCalledTimes(1);
    await settled();
    expect(reports).toHaveLength(1);
  });

  it('lets the error through when the stable version fails too, without looping', async () => {
    const plugin = createFallbackPlugin({ classify: network });
    // The real runtime calls errorLoadRemote again when the retried load fails.
    const origin: ReturnType<typeof fakeOrigin> = fakeOrigin(async (id) => {
      const nested = await plugin.errorLoadRemote?.(failure(id, origin));
      if (!nested) throw new Error('stable failed too');
      return nested;
    });
    await expect(plugin.errorLoadRemote?.(failure('search/routes', origin))).rejects.toThrow('stable failed too');
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a remote without a canary or pin, and for manifest-level events', async () => {
    const plugin = createFallbackPlugin({ classify: network });
    const origin = fakeOrigin(async () => ({}));
    await expect(plugin.errorLoadRemote?.(failure('reports/routes', origin))).resolves.toBeUndefined();
    await expect(
      plugin.errorLoadRemote?.(failure('/remotes/search/1.1.0/remoteEntry.js', origin, 'afterResolve')),
    ).resolves.toBeUndefined();
    expect(origin.registerRemotes).not.toHaveBeenCalled();
    await settled();
    expect(reports).toHaveLength(0);
  });

  it('serves stable when the browser refused the canary for its integrity, and says so in the report', async () => {
    const plugin = createFallbackPlugin({ classify: integrity });
    const origin = fakeOrigin(async (id) => ({ loaded: id }));
    await expect(plugin.errorLoadRemote?.(failure('search/routes', origin))).resolves.toEqual({
      loaded: 'search/routes',
    });
    expect(origin.registerRemotes).toHaveBeenCalledWith([{ name: 'search', entry: STABLE_ENTRY }], { force: true });
    await settled();
    expect(reports.map((report) => report.message)).toEqual([
      'search 1.1.0 failed to load (integrity: /remotes/search/1.1.0/remoteEntry.js is not the file its release recorded (SHA-384); Error: chunk answered 500); fell back to stable 1.0.0',
    ]);
  });

  it('reports a stable file refused for its integrity once, with nothing to fall back to', async () => {
    const plugin = createFallbackPlugin({ classify: integrity });
    const origin = fakeOrigin(async () => ({}));
    await expect(plugin.errorLoadRemote?.(failure('reports/routes', origin))).resolves.toBeUndefined();
    await expect(plugin.errorLoadRemote?.(failure('reports/SearchPanel', origin))).resolves.toBeUndefined();
    await settled();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toBeInstanceOf(RemoteIntegrityError);
    expect(reports[0]?.message).toContain('reports failed to load (integrity:');
  });
});
