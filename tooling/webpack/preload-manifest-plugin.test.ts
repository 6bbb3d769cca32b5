import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const toolingDir = path.resolve(__dirname, '..');

function writeFile(root: string, relative: string, body: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

describe('PreloadManifestPlugin', () => {
  let root: string;
  let manifest: {
    groups: Record<string, string[]>;
    consumes: Record<string, string[]>;
    provides: Record<string, string>;
  };

  // A federated build in a real webpack (the plugin is ESM, which jest here does not load): a page with no form and a
  // screen with one, the form library shared and put in a chunk of its own, as the host does.
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'beacon-preload-manifest-'));
    writeFile(
      root,
      'package.json',
      JSON.stringify({ name: 'app', version: '1.0.0', dependencies: { formlib: '^1.0.0' } }),
    );
    writeFile(
      root,
      'node_modules/formlib/package.json',
      JSON.stringify({ name: 'formlib', version: '1.2.0', main: 'index.js' }),
    );
    writeFile(root, 'node_modules/formlib/index.js', 'export const form = "form";');
    writeFile(root, 'index.js', 'import("./bootstrap.js");');
    writeFile(
      root,
      'bootstrap.js',
      'import(/* webpackChunkName: "screen-plain" */ "./plain.js"); import(/* webpackChunkName: "screen-form" */ "./with-form.js");',
    );
    writeFile(root, 'plain.js', 'export default "no form";');
    writeFile(root, 'with-form.js', 'import { form } from "formlib"; export default form;');
    const script = `
      import webpack from 'webpack';
      import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
      import { PreloadManifestPlugin } from ${JSON.stringify(pathToFileURL(path.join(__dirname, 'preload-manifest-plugin.mjs')).href)};
      webpack({
        mode: 'production', devtool: false, context: ${JSON.stringify(root)}, entry: './index.js',
        output: { path: ${JSON.stringify(path.join(root, 'dist'))}, publicPath: '/' },
        optimization: { minimize: false, splitChunks: { cacheGroups: {
          forms: { test: /[\\\\/]formlib[\\\\/]/, name: 'forms', chunks: 'async', enforce: true },
        } } },
        plugins: [
          new ModuleFederationPlugin({ name: 'app', shared: { formlib: { singleton: true, requiredVersion: '^1.0.0' } }, dts: false }),
          new PreloadManifestPlugin(),
        ],
      }, (error, stats) => {
        if (error) throw error;
        const { errors } = stats.toJson({ all: false, errors: true });
        if (errors.length) throw new Error(errors.map((entry) => entry.message).join('\\n'));
      });`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: toolingDir,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(result.stderr);
    manifest = JSON.parse(readFileSync(path.join(root, 'dist', 'preload-manifest.json'), 'utf8')) as typeof manifest;
  }, 60_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists the files of every named chunk group, the shared chunks by name', () => {
    expect(manifest.groups['screen-plain']?.[0]).toMatch(/^screen-plain.*\.js$/);
    expect(manifest.groups['forms']?.[0]).toMatch(/\.js$/);
  });

  it('lists the shared modules a group needs, and the chunk this build provides each from', () => {
    expect(manifest.consumes['screen-form']).toEqual(['formlib']);
    expect(manifest.consumes['screen-plain']).toBeUndefined();
    expect(manifest.provides).toEqual({ formlib: 'forms' });
  });
});
