import { loadRemote } from '@module-federation/enhanced/runtime';

import type { ExposedModules, ExposedName, FederatedId, RemoteName } from '@beacon/platform';

import { recordRemoteLoadFailure } from '../features/release-health/release-health';
import { createRemoteModuleCache } from './remote-module-cache';

// The host's one door to its remotes: federation's loadRemote behind the shared cache. The monolith build
// (monolith/) replaces this module with one that imports the remotes' expose files directly.
const remoteModules = createRemoteModuleCache(
  <R extends RemoteName, E extends ExposedName<R>>(remote: R, exposed: E) =>
    loadRemote<ExposedModules[R][E]>(`${remote}/${exposed}` satisfies FederatedId<R, E>),
  recordRemoteLoadFailure,
);

/**
 * Loads an exposed module of a remote once and shares the promise; a failure stays until
 * {@link forgetFailedRemoteLoads} (see `createRemoteModuleCache` for why).
 */
export function loadRemoteModule<R extends RemoteName, E extends ExposedName<R>>(
  remote: R,
  exposed: E,
): Promise<ExposedModules[R][E]> {
  return remoteModules.load(remote, exposed);
}

/** Lets failed remotes be tried again (called when the route's error boundary resets on navigation). */
export function forgetFailedRemoteLoads(): void {
  remoteModules.forgetFailed();
}
