import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { fallbackTarget, markSwitched, reportFallback } from './fallback-registry';

/** The error sent to POST /v1/errors when a member was moved from a broken canary (or pin) to stable. */
export class CanaryFallbackError extends Error {
  override name = 'CanaryFallbackError';
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Federation runtime plugin: when a remote's canary (or QA-pinned) version fails to load, register its stable
 * version, report the failure and load again. Each failed load is retried once after the switch (several exposed
 * modules of one remote may fail at the same time); a stable version that fails too reaches the route's error
 * boundary.
 */
export function createFallbackPlugin(): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'beacon-canary-fallback',
    async errorLoadRemote(args) {
      // Only a failed loadRemote('<remote>/<exposed>') is retried; manifest failures ('afterResolve') reach it too.
      if (args.lifecycle !== 'onLoad' || retrying.has(args.id)) return undefined;
      const remote = args.id.split('/')[0] ?? '';
      const target = fallbackTarget(remote);
      if (!target) return undefined;
      if (markSwitched(remote)) {
        console.warn(`[beacon] ${remote} ${target.chosenVersion} failed to load; using ${target.stableVersion}`);
        args.origin.registerRemotes([{ name: remote, entry: target.entry }], { force: true });
        reportFallback(
          new CanaryFallbackError(
            `${remote} ${target.chosenVersion} failed to load (${describe(args.error)}); fell back to stable ${target.stableVersion}`,
          ),
        );
      }
      retrying.add(args.id);
      try {
        return await args.origin.loadRemote(args.id);
      } finally {
        retrying.delete(args.id);
      }
    },
  };
}

// The host's webpack config names this file in `runtimePlugins`: its default export is the plugin factory.
export default createFallbackPlugin;
