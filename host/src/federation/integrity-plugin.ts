import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { entryIntegrityFor } from './entry-integrity';

/**
 * Federation runtime plugin (issue 60): the <script> the runtime adds for a remote's remoteEntry.js carries the
 * SHA-384 the served manifest names for that version, so the browser refuses an entry whose bytes differ; the entry
 * names its chunks' digests in turn (tooling/webpack/chunk-integrity-plugin.mjs). A refused entry fails the load like
 * a network error, and the fallback plugin serves stable and reports it. An entry without a digest (a release
 * published before its files were recorded) loads as before.
 */
export function createIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'beacon-entry-integrity',
    createScript({ url }) {
      const integrity = entryIntegrityFor(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.setAttribute('integrity', integrity);
      // A script with `integrity` is fetched in CORS mode; same origin, so `anonymous` still sends the cookies, and
      // the edge's preload of the entry is made the same way (html-shell.ts), so the browser reuses it.
      script.crossOrigin = 'anonymous';
      return { script };
    },
  };
}

// The host's webpack config names this file in `runtimePlugins`: its default export is the plugin factory.
export default createIntegrityPlugin;
