import { platformSettings } from './settings';

export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
  constructor() {
    super('Loading chunk failed');
  }
}

/** Rejects with "Loading chunk failed" when a lazily loaded module is still pending after the configured time. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = platformSettings().chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
