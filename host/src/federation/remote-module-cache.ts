import {
  withChunkTimeout,
  type ExposedModules,
  type ExposedName,
  type FederatedId,
  type RemoteName,
} from '@beacon/platform';

import { RemoteLoadError } from './remote-load-error';

/** Fetches one exposed module: federation's `loadRemote` in the host, a direct `import()` in the monolith build. */
export type ExposedModuleFetcher = <R extends RemoteName, E extends ExposedName<R>>(
  remote: R,
  exposed: E,
) => Promise<ExposedModules[R][E] | null | undefined>;

export interface RemoteModuleCache {
  load<R extends RemoteName, E extends ExposedName<R>>(remote: R, exposed: E): Promise<ExposedModules[R][E]>;
  forgetFailed(): void;
}

/**
 * Loads an exposed module of a remote once and shares the promise (React's `use` needs a stable one).
 * A failed load stays cached, so React's retry sees the same rejection and the error boundary shows it;
 * `forgetFailed` clears it when the member navigates, so the next route tries again.
 */
export function createRemoteModuleCache(
  fetchModule: ExposedModuleFetcher,
  /** told of each load that failed, once per load (the release health counts it against the remote) */
  onFailure?: (remote: RemoteName, error: unknown) => void,
): RemoteModuleCache {
  const pending = new Map<string, Promise<unknown>>();
  const failed = new Set<string>();

  function load<R extends RemoteName, E extends ExposedName<R>>(remote: R, exposed: E): Promise<ExposedModules[R][E]> {
    const id: FederatedId<R, E> = `${remote}/${exposed}`;
    const existing = pending.get(id) as Promise<ExposedModules[R][E]> | undefined;
    if (existing) return existing;
    const loading = withChunkTimeout(fetchModule(remote, exposed))
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === 'ChunkLoadTimeoutError') throw error;
        throw new RemoteLoadError(remote, error);
      })
      .then((module) => {
        if (!module) throw new RemoteLoadError(remote, new Error(`${id} is empty`));
        return module;
      });
    loading.catch((error: unknown) => {
      failed.add(id);
      onFailure?.(remote, error);
    });
    pending.set(id, loading);
    return loading;
  }

  function forgetFailed(): void {
    for (const id of failed) pending.delete(id);
    failed.clear();
  }

  return { load, forgetFailed };
}
