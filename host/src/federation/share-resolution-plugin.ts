import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * Federation runtime plugin: a shared singleton whose required range is the caret of the very version found
 * (`^19.3.1` for 19.3.1, how every Beacon app declares its shared packages, tooling/webpack/shared-dependencies.mjs)
 * is handed over without the runtime's semver check, which cannot fail for it.
 *
 * Why (issue 19): the runtime checks every shared module an app consumes with a semver parser that builds about ten
 * regular expressions per check. The host's start-up consumes 14 shared modules, and so does each remote it loads:
 * about 35 ms of the host's first long task at Lighthouse's 4× CPU went to those checks. Any other range (a remote
 * built against another version) takes the runtime's own resolver, with its check and its warning; the release
 * check (deploy/src/release/check-shared-ranges.ts) refuses such a remote before it ships.
 */
export function createShareResolutionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'beacon-share-resolution',
    resolveShare(args: ResolveShareArgs): ResolveShareArgs {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const config = shareInfo.shareConfig;
      // tree-shaken shares are chosen by their exports, which only the runtime's resolver knows how to match
      if (!config?.singleton || shareInfo.treeShaking || config.requiredVersion !== `^${version}`) return args;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!shared) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}

// The host's webpack config names this file in `runtimePlugins` (the host's own consumes); remotes get it through
// `registerGlobalPlugins` before they are registered (register-remotes.ts).
export default createShareResolutionPlugin;
