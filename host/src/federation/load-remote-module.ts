import { loadRemote } from '@module-federation/enhanced/runtime';

import {
  withChunkTimeout,
  type ExposedModules,
  type ExposedName,
  type FederatedId,
  type RemoteName,
} from '@beacon/platform';

import { RemoteLoadError } from './remote-load-error';

const pending = new Map<string, Promise<unknown>>();
const failed = new Set<string>();

/**
 * Loads an exposed module of a remote once and shares the promise (React's `use` needs a stable one).
 * A failed load stays cached, so React's retry sees the same rejection and the error boundary shows it;
 * {@link forgetFailedRemoteLoads} clears it when the member navigates, so the next route tries again.
 */
export function loadRemoteModule<R extends RemoteName, E extends ExposedName<R>>(
  remote: R,
  exposed: E,
): Promise<ExposedModules[R][E]> {
  const id: FederatedId<R, E> = `${remote}/${exposed}`;
  const existing = pending.get(id) as Promise<ExposedModules[R][E]> | undefined;
  if (existing) return existing;
  const load = withChunkTimeout(loadRemote<ExposedModules[R][E]>(id))
    .catch((error: unknown) => {
      if (error instanceof Error && error.name === 'ChunkLoadTimeoutError') throw error;
      throw new RemoteLoadError(remote, error);
    })
    .then((module) => {
      if (!module) throw new RemoteLoadError(remote, new Error(`${id} is empty`));
      return module;
    });
  load.catch(() => failed.add(id));
  pending.set(id, load);
  return load;
}

/** Lets failed remotes be tried again (called when the route's error boundary resets on navigation). */
export function forgetFailedRemoteLoads(): void {
  for (const id of failed) pending.delete(id);
  failed.clear();
}
