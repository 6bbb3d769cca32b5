// @ts-check
import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

import { BuildInfoPlugin } from './build-info-plugin.mjs';
import { BundleCheckPlugin, TEST_SUPPORT_FORBIDDEN } from './bundle-check-plugin.mjs';
import { ChunkIntegrityPlugin } from './chunk-integrity-plugin.mjs';
import { classPrefixOf, createBaseConfig } from './create-base-config.mjs';
import { PreloadManifestPlugin } from './preload-manifest-plugin.mjs';
import { sharedFromPackageJson } from './shared-dependencies.mjs';
import { singleRuntimeCorePlugin } from './single-runtime-core-plugin.mjs';

const PLATFORM_MODULE =
  /[\\/]shared[\\/](api|platform|react-router|session|ui|validation)[\\/]src[\\/]|[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(yup|property-expr|tiny-case|toposort|eventsource-parser|jwt-decode)[\\/]/;
const FEDERATION_RUNTIME_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].*\.cjs$/;
const UI_FORMS_MODULE = /[\\/]shared[\\/]ui[\\/]src[\\/](form[\\/]|forms\.ts$)/;
/**
 * Chunks of @beacon/* code the host fetches only after its first screen or only on some pages (webpackChunkName):
 * `live-updates`, the stream's reader, and `page-not-found`, @beacon/ui's Not Found page (issue 56: one lazy chunk for
 * the host and the remotes, preloaded by the edge with a 404); `release-health`, the release health's counting and
 * sending with the contract it parses batches with, `release-set`, the session's set of versions written into its
 * cookie, and `classify-load-failure`, fetched only after a failed load (issue 60). The platform group would otherwise pull their code into `platform`, which every first screen loads
 * (issue 19).
 */
const LATER_CHUNKS = new Set([
  'live-updates',
  'page-not-found',
  'release-health',
  'release-set',
  'classify-load-failure',
]);

/** @type {Record<string, { test: RegExp | ((module: import('webpack').Module, context: { chunkGraph: import('webpack').ChunkGraph }) => boolean), name: string, chunks: 'async', enforce: boolean, priority: number }>} */
const HOST_SHARED_GROUPS = {
  framework: {
    test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|@tanstack|jotai)[\\/]/,
    name: 'framework',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  // Forms are not on every first screen (the reports list has none): their own chunk, loaded when a form is. With
  // the Babel helpers they import, which were two more requests, after the forms chunk had run.
  forms: {
    test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(final-form|react-final-form|@babel[\\/]runtime)[\\/]/,
    name: 'forms',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  platform: {
    // @beacon/ui's form fields (`@beacon/ui/forms`) stay with the forms that use them: they import react-final-form.
    // Code that only a chunk fetched after the first screen needs stays in that chunk (see LATER_CHUNKS).
    test: (
      /** @type {import('webpack').Module} */ module,
      /** @type {{ chunkGraph: import('webpack').ChunkGraph }} */ { chunkGraph },
    ) => {
      const resource = module.nameForCondition() ?? '';
      if (!PLATFORM_MODULE.test(resource) || UI_FORMS_MODULE.test(resource)) return false;
      return ![...chunkGraph.getModuleChunksIterable(module)].every((chunk) => LATER_CHUNKS.has(chunk.name ?? ''));
    },
    name: 'platform',
    chunks: 'async',
    enforce: true,
    priority: 10,
  },
};

/**
 * @typedef {object} AppConfigOptions
 * @property {string} appDir            absolute path of the app (host/ or remotes/<name>/)
 * @property {string} name              federation name: "host" or the remote's name
 * @property {'host' | 'remote'} kind
 * @property {number} devPort           port of `webpack serve` for this app
 * @property {Record<string, string>} [exposes]  remotes only: exposed module -> file under src/expose/
 * @property {string[]} [runtimePlugins] host only: federation runtime plugins
 */

/**
 * The one webpack + swc + Module Federation config used by the host and every remote: the base every build shares
 * (`create-base-config.mjs`) plus federation and the dev server.
 * @param {AppConfigOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createAppConfig(options) {
  const { appDir, name, kind, devPort } = options;

  return (env, argv) => {
    const production = argv.mode !== 'development';
    const standalone = Boolean(env['standalone']);
    const isHost = kind === 'host';
    // Issue 60: a remote's release build names the SHA-384 of every chunk it can load in its remoteEntry.js, and its
    // webpack runtime sets `integrity` on each chunk it adds (chunk-integrity-plugin.mjs).
    const chunkIntegrity = !isHost && !standalone && production;

    /** @type {Record<string, string>} */
    let entry = {};
    if (isHost) entry = { main: './src/index.ts' };
    else if (standalone) entry = { main: './src/dev/index.ts' };

    const base = createBaseConfig({
      appDir,
      name,
      production,
      entry,
      classPrefix: classPrefixOf(name, kind),
      // The host is served from the site root; remotes live under versioned folders and find their chunks from
      // wherever their remoteEntry was loaded.
      publicPath: isHost || standalone ? '/' : 'auto',
      htmlTemplate:
        isHost || standalone ? path.join(appDir, isHost ? 'src/index.html' : 'src/dev/index.html') : undefined,
      plugins: [
        new ModuleFederationPlugin({
          name: isHost ? 'host' : name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : options.exposes,
          remotes: {},
          // A remote's release consumes the singletons the host provides and ships no copy of its own (standalone,
          // it has no host: it bundles them).
          shared: sharedFromPackageJson(appDir, { consumeSingletonsOnly: !isHost && !standalone }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          dev: false,
          runtimePlugins: options.runtimePlugins,
          experiments: {
            asyncStartup: true,
            // The host ships the federation runtime once; remotes use it instead of bundling their own copy.
            ...(isHost ? { provideExternalRuntime: true } : standalone ? {} : { externalRuntime: true }),
            // Remotes are registered by their remoteEntry.js, never by mf-manifest.json, so no app needs the
            // runtime's manifest snapshots.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        ...(isHost ? [singleRuntimeCorePlugin()] : []),
        new BundleCheckPlugin({
          singleCopy: [],
          forbidden: [
            TEST_SUPPORT_FORBIDDEN,
            ...(isHost
              ? [
                  {
                    test: FEDERATION_RUNTIME_CJS,
                    reason: 'the CommonJS build of the federation runtime, a second copy beside its ES build',
                  },
                ]
              : []),
          ],
        }),
        ...(production ? [new PreloadManifestPlugin()] : []),
        // Issue 60: the API contract this build was made for, compared by `pnpm promote --to` with the host's.
        new BuildInfoPlugin(),
        ...(chunkIntegrity ? [new ChunkIntegrityPlugin()] : []),
      ],
    });

    return {
      ...base,
      // A chunk with `integrity` from another origin (releases on a CDN) must be fetched in CORS mode; webpack sets this
      // only on chunk URLs of another origin, so same-origin chunks load as before.
      ...(chunkIntegrity ? { output: { ...base.output, crossOriginLoading: 'anonymous' } } : {}),
      optimization: {
        ...base.optimization,
        // Issue 19: every provided shared module would be a chunk of its own (a request each, all needed at start).
        // The host provides them in three: the libraries, forms, and the @beacon/* packages with their dependencies.
        ...(isHost && production ? { splitChunks: { cacheGroups: HOST_SHARED_GROUPS } } : {}),
      },
      devServer: {
        port: devPort,
        hot: false,
        liveReload: true,
        historyApiFallback: isHost || standalone,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
        ...(standalone
          ? { proxy: [{ context: ['/v1', '/pdf', '/dashboard/api'], target: 'http://localhost:4000' }] }
          : {}),
      },
    };
  };
}
