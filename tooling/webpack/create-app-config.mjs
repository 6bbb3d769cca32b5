// @ts-check
import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

import { classPrefixOf, createBaseConfig } from './create-base-config.mjs';
import { sharedFromPackageJson } from './shared-dependencies.mjs';

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
          shared: sharedFromPackageJson(appDir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          dev: false,
          runtimePlugins: options.runtimePlugins,
          experiments: {
            asyncStartup: true,
            // The host ships the federation runtime once; remotes use it instead of bundling their own copy.
            ...(isHost ? { provideExternalRuntime: true } : standalone ? {} : { externalRuntime: true }),
            optimization: { disableSnapshot: !isHost, target: 'web' },
          },
        }),
      ],
    });

    return {
      ...base,
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
