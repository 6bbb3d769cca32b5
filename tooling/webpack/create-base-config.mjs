// @ts-check
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';

import { eagerCompileHintPlugin } from './eager-compile-hint.mjs';

// Loaders resolve from here: apps do not depend on them directly (pnpm keeps node_modules strict).
const require = createRequire(import.meta.url);

/**
 * @typedef {object} BaseConfigOptions
 * @property {string} appDir            absolute path of the package being built: its package.json gives the version,
 *                                      its dist/ receives the build
 * @property {string} name              the build's name ("host", a remote's name, "monolith")
 * @property {boolean} production
 * @property {Record<string, string>} entry  entry name -> module (relative to appDir, or absolute)
 * @property {'/' | 'auto'} publicPath
 * @property {string} classPrefix       CSS Modules class prefix of the build's files
 * @property {{ dir: string, classPrefix: string }[]} [classPrefixesByDir]  files under these folders keep the prefix
 *                                      of the app they belong to (the monolith builds every app at once)
 * @property {string} [htmlTemplate]    absolute path of the page to generate; none for a remote's build
 * @property {import('webpack').WebpackPluginInstance[]} [plugins]  the build's own plugins (federation, module
 *                                      replacement), applied before the page is generated
 */

/**
 * Libraries whose package exports name their development build only: a production build takes their production
 * build instead. react-router's `exports` point at `dist/development` whatever the conditions, so every release
 * shipped its development warnings (`ENABLE_DEV_WARNINGS = true`: route-matching warnings computed on each render,
 * and their texts). Resolved through the router facade, the one package that depends on react-router.
 * @returns {Record<string, string>}
 */
function productionBuildsOf() {
  const facadeRequire = createRequire(path.resolve(import.meta.dirname, '../../shared/react-router/package.json'));
  const reactRouterDist = path.join(path.dirname(facadeRequire.resolve('react-router/package.json')), 'dist');
  return { 'react-router$': path.join(reactRouterDist, 'production', 'index.mjs') };
}

/** The CSS Modules class prefix of an app: `bh-…` for the host, `b<3 letters>-…` for a remote. */
export function classPrefixOf(/** @type {string} */ name, /** @type {'host' | 'remote'} */ kind) {
  return kind === 'host' ? 'bh' : `b${name.slice(0, 3)}`;
}

/**
 * @param {string} classPrefix
 * @param {boolean} production
 * @returns {import('webpack').RuleSetUseItem[]}
 */
function cssModuleLoaders(classPrefix, production) {
  return [
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
  ];
}

/**
 * What every Beacon build shares, federated or not: swc, CSS Modules extracted to files, chunk naming, the release
 * constant, minification. `createAppConfig` adds Module Federation to it; the monolith build replaces the host's
 * federation modules instead. Keeping one source for both is what makes their comparison (`pnpm bench:load`) fair.
 * @param {BaseConfigOptions} options
 * @returns {import('webpack').Configuration}
 */
export function createBaseConfig(options) {
  const { appDir, name, production, classPrefix } = options;
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const byDir = options.classPrefixesByDir ?? [];

  return {
    context: appDir,
    mode: production ? 'production' : 'development',
    entry: options.entry,
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: options.publicPath,
      // Entry chunks keep a plain name: webpack 5.111 cannot hash the chunk that holds the federation runtime
      // (module-federation/core#5077). The edge serves unhashed files with no-cache, hashed ones as immutable. The
      // monolith keeps the same names, so the two builds differ by federation only.
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
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      ...(production ? { alias: productionBuildsOf() } : {}),
    },
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
        byDir.length
          ? {
              test: /\.module\.css$/,
              oneOf: [
                ...byDir.map((entry) => ({ include: entry.dir, use: cssModuleLoaders(entry.classPrefix, production) })),
                { use: cssModuleLoaders(classPrefix, production) },
              ],
            }
          : { test: /\.module\.css$/, use: cssModuleLoaders(classPrefix, production) },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
        },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource' },
        // MapLibre GL ships one UMD bundle in a package marked "type": "module": read as an ES module it would only
        // set a global and export nothing, so it is read as what it is (its CommonJS branch gives the named exports).
        { test: /[\\/]maplibre-gl[\\/]dist[\\/][^\\/]+\.js$/, type: 'javascript/auto' },
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
      ...(options.plugins ?? []),
      ...(production ? [eagerCompileHintPlugin()] : []),
      ...(options.htmlTemplate
        ? [new HtmlWebpackPlugin({ template: options.htmlTemplate, title: 'Beacon', scriptLoading: 'defer' })]
        : []),
    ],
    optimization: {
      minimize: production,
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: production ? 'errors-warnings' : 'minimal',
    name: `${pkg.name}`,
  };
}
