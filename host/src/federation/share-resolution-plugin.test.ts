import { createInstance } from '@module-federation/enhanced/runtime';

import { createShareResolutionPlugin } from './share-resolution-plugin';

type Plugin = ReturnType<typeof createShareResolutionPlugin>;
type ResolveShareArgs = Parameters<NonNullable<Plugin['resolveShare']>>[0];
type Shared = ResolveShareArgs['shareInfo'];

function sharedEntry(
  version: string,
  shareConfig: Partial<Shared['shareConfig']>,
  extra: Partial<Shared> = {},
): Shared {
  return {
    version,
    from: 'host',
    scope: ['default'],
    deps: [],
    useIn: [],
    strategy: 'loaded-first',
    shareConfig: {
      requiredVersion: `^${version}`,
      singleton: true,
      eager: false,
      strictVersion: false,
      ...shareConfig,
    },
    lib: () => ({ name: 'react' }),
    ...extra,
  } as Shared;
}

/** What the runtime hands to `resolveShare` for react 19.3.1, with its own (semver-checking) resolver. */
function resolveShareArgs(shareInfo: Shared): ResolveShareArgs {
  const registered = sharedEntry('19.3.1', {});
  return {
    shareScopeMap: { default: { react: { '19.3.1': registered } } },
    scope: 'default',
    pkgName: 'react',
    version: '19.3.1',
    shareInfo,
    GlobalFederation: {} as ResolveShareArgs['GlobalFederation'],
    resolver: jest.fn(() => ({ shared: registered, useTreesShaking: false })),
  };
}

function resolve(args: ResolveShareArgs): ResolveShareArgs {
  const resolved = createShareResolutionPlugin().resolveShare?.(args);
  if (!resolved) throw new Error('resolveShare returned nothing');
  return resolved;
}

describe('share resolution plugin', () => {
  it("hands over the registered singleton for a range that is the caret of its version, without the runtime's check", () => {
    const args = resolveShareArgs(sharedEntry('19.3.1', {}));
    const resolved = resolve(args);
    expect(resolved.resolver()).toEqual({
      shared: args.shareScopeMap['default']?.['react']?.['19.3.1'],
      useTreesShaking: false,
    });
    expect(args.resolver).not.toHaveBeenCalled();
  });

  it.each([
    ['another range', sharedEntry('19.0.0', {})],
    ['a wider range', sharedEntry('19.3.1', { requiredVersion: '>=18' })],
    ['no range', sharedEntry('19.3.1', { requiredVersion: false })],
    ['a shared module that is not a singleton', sharedEntry('19.3.1', { singleton: false })],
    ['a tree-shaken share', sharedEntry('19.3.1', {}, { treeShaking: { mode: 'runtime-infer', usedExports: [] } })],
  ])("leaves %s to the runtime's resolver", (_case, shareInfo) => {
    const args = resolveShareArgs(shareInfo);
    expect(resolve(args)).toBe(args);
  });

  it('leaves a version the scope does not hold to the runtime', () => {
    const args = { ...resolveShareArgs(sharedEntry('19.3.1', {})), version: '19.4.0' };
    args.shareInfo = sharedEntry('19.4.0', {});
    expect(resolve(args)).toBe(args);
  });

  it('gives the real runtime the module it registered', () => {
    const react = { name: 'react' };
    const federation = createInstance({
      name: 'share_resolution_test',
      remotes: [],
      shared: {
        react: { version: '19.3.1', lib: () => react, shareConfig: { singleton: true, requiredVersion: '^19.3.1' } },
      },
      plugins: [createShareResolutionPlugin()],
    });
    const factory = federation.loadShareSync<typeof react>('react');
    expect(factory()).toBe(react);
  });
});
