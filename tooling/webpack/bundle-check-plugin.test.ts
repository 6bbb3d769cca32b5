import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const toolingDir = path.resolve(__dirname, '..');

function writeFile(root: string, relative: string, body: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

/** Builds `entry` with the plugin in a real webpack (the plugin is ESM, which jest here does not load) and returns the errors. */
function buildErrors(root: string, entry: string): string[] {
  const script = `
    import webpack from 'webpack';
    import { BundleCheckPlugin, TEST_SUPPORT_FORBIDDEN } from ${JSON.stringify(pathToFileURL(path.join(__dirname, 'bundle-check-plugin.mjs')).href)};
    webpack({
      mode: 'development', devtool: false, context: ${JSON.stringify(root)}, entry: ${JSON.stringify(entry)},
      output: { path: ${JSON.stringify(path.join(root, 'dist'))} },
      plugins: [new BundleCheckPlugin({
        singleCopy: ['dup'],
        forbidden: [
          { test: /[\\\\/]node_modules[\\\\/]@module-federation[\\\\/]/, reason: 'no federation here' },
          TEST_SUPPORT_FORBIDDEN,
        ],
      })],
    }, (error, stats) => {
      if (error) throw error;
      console.log(JSON.stringify(stats.toJson({ all: false, errors: true }).errors.map((entry) => entry.message)));
    });`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: toolingDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[];
}

describe('BundleCheckPlugin', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'beacon-bundle-check-'));
    const pkg = (name: string) => JSON.stringify({ name, version: '1.0.0', main: 'index.js' });
    writeFile(root, 'node_modules/dup/package.json', pkg('dup'));
    writeFile(root, 'node_modules/dup/index.js', 'export default "dup, outer copy";');
    // pnpm gives a package its own node_modules: a second version of a dependency lands in a second folder
    writeFile(root, 'nested/node_modules/dup/package.json', pkg('dup'));
    writeFile(root, 'nested/node_modules/dup/index.js', 'export default "dup, inner copy";');
    writeFile(root, 'nested/use-dup.js', 'export { default } from "dup";');
    writeFile(root, 'node_modules/@module-federation/runtime/package.json', pkg('@module-federation/runtime'));
    writeFile(root, 'node_modules/@module-federation/runtime/index.js', 'export default "runtime";');
    writeFile(root, 'clean.js', 'import dup from "dup"; console.log(dup);');
    writeFile(root, 'twice.js', 'import a from "dup"; import b from "./nested/use-dup.js"; console.log(a, b);');
    writeFile(root, 'shared/test-support/src/fetch-routes.js', 'export const routeFetch = () => [];');
    writeFile(
      root,
      'with-test-support.js',
      'import { routeFetch } from "./shared/test-support/src/fetch-routes.js"; routeFetch();',
    );
    writeFile(root, 'federated.js', 'import runtime from "@module-federation/runtime"; console.log(runtime);');
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('passes a bundle with one copy of each package and nothing forbidden', () => {
    expect(buildErrors(root, './clean.js')).toEqual([]);
  });

  it('fails a bundle holding a package from two folders, naming both', () => {
    const [error, ...others] = buildErrors(root, './twice.js');
    expect(others).toEqual([]);
    expect(error).toContain('dup is bundled 2 times');
    expect(error).toContain(path.join(root, 'node_modules/dup'));
    expect(error).toContain(path.join(root, 'nested/node_modules/dup'));
  });

  it('fails a bundle holding a forbidden module, with the reason', () => {
    const errors = buildErrors(root, './federated.js');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('bundled, but must not be (no federation here)');
    expect(errors[0]).toContain('@module-federation/runtime/index.js');
  });

  it('fails a bundle holding @beacon/test-support: test helpers never ship', () => {
    const errors = buildErrors(root, './with-test-support.js');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('bundled, but must not be (@beacon/test-support is for tests only)');
    expect(errors[0]).toContain('shared/test-support/src/fetch-routes.js');
  });
});
