// @ts-check
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Federation singletons of architecture.md §3. Keys ending in "/" share deep imports (react/jsx-runtime, react-dom/client). */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // The router through its facade (shared/react-router): a shared module ships whole, the facade only what is used.
  '@beacon/react-router',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'jotai',
  // Form state lives in a React context: a remote's <Form> and @beacon/ui's fields must share one copy.
  'react-final-form',
  'final-form',
  // The API client's state (configuration, token refresh) and error classes, once per page. Its endpoints, hooks and
  // schemas (`@beacon/api`, `@beacon/validation`) hold no state: each app bundles what it uses (issue 19).
  '@beacon/api/client',
  // The schema library every app's contract code is written in: once per page, however many apps parse responses.
  'yup',
  '@beacon/session',
  '@beacon/ui',
  '@beacon/platform',
];

/**
 * Libraries that more than one remote loads and that hold no page-wide state: shared, but not as singletons, by the
 * apps that list them in their dependencies, so a page that opens two of those remotes fetches one copy (the first
 * loaded). MapLibre GL JS (~250 KB compressed) is drawn by Sex Offender Watch (monitoring) and the location report
 * (reports), lazily, through `@beacon/ui/map`; the host never loads it.
 */
export const SHARED_LIBRARIES = ['maplibre-gl'];

/**
 * The package a share key belongs to: "react/" and "@beacon/api/client" are shared at their package's version.
 * @param {string} key
 */
export function packageNameOf(key) {
  const segments = key.split('/').filter(Boolean);
  return segments.slice(0, key.startsWith('@') ? 2 : 1).join('/');
}

/**
 * @param {string} file
 * @returns {{ name: string, version: string, dependencies?: Record<string, string>, peerDependencies?: Record<string, string> }}
 */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Finds a package's package.json from the app's directory, following package managers' symlinks.
 * Packages whose "exports" hide package.json are found by walking up from their resolved entry.
 * @param {string} appDir
 * @param {string} name
 */
function installedPackageJson(appDir, name) {
  const require = createRequire(path.join(appDir, 'package.json'));
  try {
    return readJson(require.resolve(`${name}/package.json`));
  } catch {
    let dir = path.dirname(require.resolve(name));
    for (;;) {
      try {
        const pkg = readJson(path.join(dir, 'package.json'));
        if (pkg.name === name) return pkg;
      } catch {
        // keep walking up
      }
      const parent = path.dirname(dir);
      if (parent === dir) throw new Error(`Cannot find package.json of ${name} from ${appDir}`);
      dir = parent;
    }
  }
}

/**
 * Builds the `shared` option from package.json: versions and ranges are never typed by hand, so a release
 * carries the ranges it was really built against (deploy/ checks them against the host's versions).
 *
 * `consumeSingletonsOnly` (a remote's release build): the singletons are consumed from the host, which provides every
 * one of them and loads them first (`loaded-first`), and never bundled (`import: false`). A bundled copy was only
 * ever a fallback no page loaded, yet it made up most of a remote's files, and since issue 60 each of its chunks
 * costs a SHA-384 in remoteEntry.js, which every first screen fetches (issue 19's byte budget): the search remote's
 * entry went from 26 chunk digests to 5. A host without one of them is refused before it ships
 * (deploy/src/release/shared-compatibility.ts), and in a browser the remote fails to load and falls back to stable.
 * @param {string} appDir
 * @param {{ consumeSingletonsOnly?: boolean }} [options]
 * @returns {Record<string, { singleton: boolean, version: string, requiredVersion: string, import?: false }>}
 */
export function sharedFromPackageJson(appDir, options = {}) {
  /** @type {Record<string, { singleton: boolean, version: string, requiredVersion: string, import?: false }>} */
  const shared = {};
  for (const key of SINGLETONS) {
    const name = packageNameOf(key);
    const installed = installedPackageJson(appDir, name);
    const version = installed.version;
    shared[key] = {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      ...(options.consumeSingletonsOnly ? { import: /** @type {const} */ (false) } : {}),
    };
  }
  const { dependencies = {} } = readJson(path.join(appDir, 'package.json'));
  for (const name of SHARED_LIBRARIES.filter((library) => library in dependencies)) {
    const version = installedPackageJson(appDir, name).version;
    shared[name] = { singleton: false, version, requiredVersion: `^${version}` };
  }
  return shared;
}
