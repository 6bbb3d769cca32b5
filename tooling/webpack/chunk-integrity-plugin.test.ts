import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const toolingDir = path.resolve(__dirname, '..');

function writeFile(root: string, relative: string, body: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

function sriOfFile(file: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

describe('ChunkIntegrityPlugin', () => {
  let root: string;
  let dist: string;
  let entry: string;

  // A federated remote in a real webpack (the plugin is ESM, which jest here does not load), minified and with
  // content-hashed chunk names as a release build: an exposed module with a stylesheet and a lazy screen.
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'beacon-chunk-integrity-'));
    dist = path.join(root, 'dist');
    writeFile(root, 'package.json', JSON.stringify({ name: 'remote', version: '1.0.0' }));
    writeFile(root, 'expose.js', 'import "./panel.css"; export const screen = () => import("./screen.js");');
    writeFile(root, 'panel.css', '.panel { color: red; }');
    writeFile(root, 'screen.js', 'export default "the screen";');
    const script = `
      import { createRequire } from 'node:module';
      import webpack from 'webpack';
      import MiniCssExtractPlugin from 'mini-css-extract-plugin';
      import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
      import { ChunkIntegrityPlugin } from ${JSON.stringify(pathToFileURL(path.join(__dirname, 'chunk-integrity-plugin.mjs')).href)};
      webpack({
        mode: 'production', devtool: 'source-map', context: ${JSON.stringify(root)}, entry: {},
        output: { path: ${JSON.stringify(dist)}, publicPath: 'auto', chunkFilename: '[name].[contenthash:10].js' },
        module: { rules: [{ test: /\\.css$/, use: [MiniCssExtractPlugin.loader, createRequire(import.meta.url).resolve('css-loader')] }] },
        plugins: [
          new MiniCssExtractPlugin({ chunkFilename: '[name].[contenthash:10].css' }),
          new ModuleFederationPlugin({ name: 'remote', filename: 'remoteEntry.js', exposes: { './panel': './expose.js' }, dts: false }),
          new ChunkIntegrityPlugin(),
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
    entry = readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8');
  }, 60_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names the SHA-384 of every chunk file, JavaScript and CSS, in remoteEntry.js', () => {
    const chunkFiles = readdirSync(dist).filter((file) => /\.(js|css)$/.test(file) && file !== 'remoteEntry.js');
    expect(chunkFiles.some((file) => file.endsWith('.css'))).toBe(true);
    for (const file of chunkFiles) expect(entry).toContain(sriOfFile(path.join(dist, file)));
    expect(entry).not.toMatch(/BeaconSri\d{6}/);
  });

  it('sets integrity on the chunk scripts and stylesheets the runtime adds', () => {
    expect(entry).toMatch(/\.integrity\s*=\s*\w+\.sriHashes\.js\[/);
    expect(entry).toMatch(/\.integrity\s*=\s*\w+\.sriHashes\.css\[/);
  });
});
