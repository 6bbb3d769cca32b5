import { lazy, type ComponentType } from 'react';

import { withChunkTimeout } from '@beacon/platform';

/**
 * React.lazy with the platform's chunk-load timeout: a screen still pending after the configured time
 * (120 s by default) rejects with "Loading chunk failed" and the route's error boundary shows it.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ReturnType<typeof lazy<ComponentType<P>>> {
  return lazy(() => withChunkTimeout(load()));
}
