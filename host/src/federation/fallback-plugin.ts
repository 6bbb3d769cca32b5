import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { takeFallbackEntry } from './fallback-registry';

/**
 * Federation runtime plugin: when a remote's canary fails to load, register its stable version instead and
 * load again. When there is nothing to fall back to, the error reaches the route's error boundary.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'beacon-canary-fallback',
    async errorLoadRemote(args) {
      const remote = args.id.split('/')[0] ?? '';
      const entry = takeFallbackEntry(remote);
      if (!entry || args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[beacon] ${remote} failed to load; falling back to its stable version`, args.error);
      args.origin.registerRemotes([{ name: remote, entry }], { force: true });
      return args.origin.loadRemote(args.id);
    },
  };
}
