// @ts-check
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';

import { PreloadManifestPlugin } from './preload-manifest-plugin.mjs';
import { sharedFromPackageJson } from './shared-dependencies.mjs';

// Loaders resolve from here: apps do not depend on them directly (pnpm keeps node_modules strict).
const require = createRequire(import.meta.url);

/** @type {Record<string, { test: RegExp, name: string, chunks: 'async', enforce: boolean, priority: number }>} */
const HOST_SHARED_GROUPS = {
  framework: {
    test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|@tanstack|jotai)[\\/]/,
    name: 'framework',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  // Forms are not on every first screen (the reports list has none): their own chunk, loaded when a form is.
  forms: {
    test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(final-form|react-final-form)[\\/]/,
    name: 'forms',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  platform: {
    test: /[\\/]shared[\\/](api|platform|react-router|session|ui|validation)[\\/]src[\\/]|[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(yup|property-expr|tiny-case|toposort|eventsource-parser|jwt-decode)[\\/]/,
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
 * The one webpack + swc + Module Federation config used by the host and every remote.
 * @param {AppConfigOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createAppConfig(options) {
  const { appDir, name, kind, devPort } = options;
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));

  return (env, argv) => {
    const production = argv.mode !== 'development';
    const standalone = Boolean(env['standalone']);
    const isHost = kind === 'host';
    const classPrefix = isHost ? 'bh' : `b${name.slice(0, 3)}`;

    /** @type {import('webpack').Configuration['entry']} */
    let entry = {};
    if (isHost) entry = { main: './src/index.ts' };
    else if (standalone) entry = { main: './src/dev/index.ts' };

    return {
      context: appDir,
      mode: production ? 'production' : 'development',
      entry,
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // The host is served from the site root; remotes live under versioned folders and find their chunks from
        // wherever their remoteEntry was loaded.
        publicPath: isHost || standalone ? '/' : 'auto',
        // Entry chunks keep a plain name: webpack 5.111 cannot hash the chunk that holds the federation runtime
        // (module-federation/core#5077). The edge serves unhashed files with no-cache, hashed ones as immutable.
        filename: '[name].js',
        // A Web Worker's chunk carries a federation runtime of its own, so it is an entry as far as #5077 goes: it
        // keeps a plain name too (its chunks are named `*-worker`).
        chunkFilename: production
          ? (/** @type {{ chunk?: { name?: string | null } }} */ pathData) =>
              pathData.chunk?.name?.endsWith('-worker') ? '[name].js' : '[name].[contenthash:10].js'
          : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: `beacon_${name}`,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2022',
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: require.resolve('css-loader'),
                options: {
                  modules: {
                    // A per-app prefix keeps remotes' classes apart when they share one document.
                    localIdentName: production ? `${classPrefix}-[hash:base64:6]` : `${classPrefix}-[name]-[local]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
          },
          { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // The release version an app was built as (`pnpm release <app> --version X` passes BEACON_APP_VERSION), so
        // a release can show which one a member got. Without it: the package version.
        new webpack.DefinePlugin({
          __BEACON_APP_VERSION__: JSON.stringify(process.env['BEACON_APP_VERSION'] || pkg.version),
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
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
            // Remotes are registered by their remoteEntry.js, never by mf-manifest.json, so no app needs the
            // runtime's manifest snapshots (a third of its size).
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        ...(production ? [new PreloadManifestPlugin()] : []),
        ...(isHost || standalone
          ? [
              new HtmlWebpackPlugin({
                template: path.join(appDir, isHost ? 'src/index.html' : 'src/dev/index.html'),
                title: 'Beacon',
                scriptLoading: 'defer',
              }),
            ]
          : []),
      ],
      optimization: {
        // Issue 19: every provided shared module would be a chunk of its own (a request each, all needed at start).
        // The host provides them in three: the libraries, forms, and the @beacon/* packages with their dependencies.
        ...(isHost && production ? { splitChunks: { cacheGroups: HOST_SHARED_GROUPS } } : {}),
        minimize: production,
        moduleIds: production ? 'deterministic' : 'named',
        chunkIds: production ? 'deterministic' : 'named',
      },
      performance: { hints: false },
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
      infrastructureLogging: { level: 'warn' },
      stats: production ? 'errors-warnings' : 'minimal',
      name: `${pkg.name}`,
    };
  };
}
