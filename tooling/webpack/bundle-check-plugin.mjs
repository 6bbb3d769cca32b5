// @ts-check
import webpack from 'webpack';

const PLUGIN_NAME = 'BeaconBundleCheckPlugin';

/**
 * @typedef {object} BundleCheckOptions
 * @property {string[]} singleCopy  packages that must be bundled from one folder only (a second copy of React is
 *                                  a second React: hooks and contexts break, and the bytes count twice)
 * @property {{ test: RegExp, reason: string }[]} forbidden  modules that must not be in the bundle at all
 */

/**
 * The folder of the package a module file belongs to, and its name: `…/node_modules/.pnpm/react@19/node_modules/react`
 * and `react` for a file inside it; undefined for a file of the workspace.
 * @param {string} resource
 */
function packageOf(resource) {
  const file = resource.split('?')[0] ?? resource;
  const marker = file.lastIndexOf('/node_modules/');
  if (marker < 0) return undefined;
  const start = marker + '/node_modules/'.length;
  const segments = file.slice(start).split('/');
  const name = segments[0]?.startsWith('@') ? segments.slice(0, 2).join('/') : (segments[0] ?? '');
  return { name, dir: file.slice(0, start + name.length) };
}

/**
 * `@beacon/test-support` (shared/test-support) is for tests only: lint keeps it out of non-test files, and every
 * build refuses it, whether it came in by package name or by path.
 */
export const TEST_SUPPORT_FORBIDDEN = {
  test: /[\\/]shared[\\/]test-support[\\/]/,
  reason: '@beacon/test-support is for tests only',
};

/** Fails the build when a package is bundled twice or a forbidden module got in (see BundleCheckOptions). */
export class BundleCheckPlugin {
  /** @param {BundleCheckOptions} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { singleCopy, forbidden } = this.options;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN_NAME, (modules) => {
        /** @type {Map<string, Set<string>>} */
        const folders = new Map();
        /** @type {Map<string, string[]>} */
        const refused = new Map();
        for (const module of modules) {
          // Not `instanceof NormalModule`: webpack-cli's webpack may be another copy than the one imported here.
          const resource = 'resource' in module && typeof module.resource === 'string' ? module.resource : undefined;
          if (!resource) continue;
          for (const rule of forbidden) {
            if (rule.test.test(resource)) refused.set(rule.reason, [...(refused.get(rule.reason) ?? []), resource]);
          }
          const pkg = packageOf(resource);
          if (pkg && singleCopy.includes(pkg.name))
            folders.set(pkg.name, (folders.get(pkg.name) ?? new Set()).add(pkg.dir));
        }
        for (const [reason, files] of refused) {
          const listed =
            files.slice(0, 3).join('\n  ') + (files.length > 3 ? `\n  … and ${files.length - 3} more` : '');
          compilation.errors.push(new webpack.WebpackError(`bundled, but must not be (${reason}):\n  ${listed}`));
        }
        for (const [name, dirs] of folders) {
          if (dirs.size > 1) {
            compilation.errors.push(
              new webpack.WebpackError(`${name} is bundled ${dirs.size} times, from:\n  ${[...dirs].join('\n  ')}`),
            );
          }
        }
      });
    });
  }
}
