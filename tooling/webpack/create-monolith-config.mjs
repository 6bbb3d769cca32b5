// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';

import webpack from 'webpack';

import { BundleCheckPlugin, TEST_SUPPORT_FORBIDDEN } from './bundle-check-plugin.mjs';
import { classPrefixOf, createBaseConfig } from './create-base-config.mjs';
import { SINGLETONS, packageNameOf } from './shared-dependencies.mjs';

/**
 * @typedef {object} MonolithConfigOptions
 * @property {string} appDir      absolute path of the monolith package (its package.json, its dist/)
 * @property {string} hostDir     absolute path of the host: its entry and its page are built
 * @property {string} remotesDir  absolute path of the remotes' folder: each remote's CSS keeps its class prefix
 * @property {Record<string, string>} standIns  absolute path of a host module -> absolute path of the module built
 *                                in its place (the host's federation modules -> direct imports of the remotes)
 */

const withoutExtension = (/** @type {string} */ file) => file.replace(/\.[cm]?[jt]sx?$/, '');
const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Swaps each host module for its stand-in before it is resolved, whatever relative path imports it.
 * @param {Map<string, string>} standIns  host module without extension -> stand-in
 */
function standInPlugin(standIns) {
  const names = [...standIns.keys()].map((file) => escapeRegExp(path.basename(file)));
  return new webpack.NormalModuleReplacementPlugin(new RegExp(`(^|[\\\\/])(${names.join('|')})$`), (resolveData) => {
    const standIn = standIns.get(path.resolve(resolveData.context, resolveData.request));
    if (standIn) resolveData.request = standIn;
  });
}

/**
 * The monolith: the host's entry with every remote imported directly, built on the same base as the federated apps
 * (`createBaseConfig`) and without Module Federation, so that `pnpm bench:load` measures what federation costs.
 * @param {MonolithConfigOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createMonolithConfig(options) {
  const { appDir, hostDir, remotesDir } = options;
  const standIns = new Map(Object.entries(options.standIns).map(([from, to]) => [withoutExtension(from), to]));
  const remotes = readdirSync(remotesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  return (_env, argv) =>
    createBaseConfig({
      appDir,
      name: 'monolith',
      production: argv.mode !== 'development',
      entry: { main: path.join(hostDir, 'src/index.ts') },
      publicPath: '/',
      classPrefix: classPrefixOf('host', 'host'),
      classPrefixesByDir: remotes.map((remote) => ({
        dir: path.join(remotesDir, remote),
        classPrefix: classPrefixOf(remote, 'remote'),
      })),
      htmlTemplate: path.join(hostDir, 'src/index.html'),
      plugins: [
        standInPlugin(standIns),
        new BundleCheckPlugin({
          // Federation's singletons are one copy each in the federated app; so must they be here, or the
          // monolith would be neither correct nor a fair comparison.
          singleCopy: [...new Set(SINGLETONS.map(packageNameOf))],
          forbidden: [
            { test: /[\\/]node_modules[\\/]@module-federation[\\/]/, reason: 'the monolith has no federation runtime' },
            TEST_SUPPORT_FORBIDDEN,
            ...[...standIns.keys()].map((file) => ({
              test: new RegExp(`^${escapeRegExp(file)}\\.[cm]?[jt]sx?$`),
              reason: `its stand-in ${path.relative(appDir, standIns.get(file) ?? '')} is built instead`,
            })),
          ],
        }),
      ],
    });
}
