import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { precompressAssets, withPrecompressedCopy } from './precompress';

describe('precompressed release assets', () => {
  let dist: string;
  const script = `export const chunk = ${JSON.stringify('x'.repeat(4000))};\n`;

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'beacon-precompress-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, '262.0123456789.js'), script);
    writeFileSync(path.join(dist, 'assets', 'styles.css'), `.a{color:red}\n`.repeat(200));
    writeFileSync(path.join(dist, 'tiny.js'), 'var a;');
    writeFileSync(path.join(dist, '262.0123456789.js.map'), '{"version":3}'.repeat(200));
    writeFileSync(path.join(dist, 'logo.png'), Buffer.alloc(4000));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of each text asset that decode to the file, smaller than it', async () => {
    expect(await precompressAssets(dist)).toBe(2);
    const file = path.join(dist, '262.0123456789.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dist, 'assets', 'styles.css.br'))).toBe(true);
  });

  it('leaves source maps, binary files and files too small to gain alone', async () => {
    await precompressAssets(dist);
    for (const file of ['262.0123456789.js.map', 'logo.png', 'tiny.js']) {
      expect(existsSync(path.join(dist, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dist, `${file}.gz`))).toBe(false);
    }
  });

  it('publishes a compressed copy and leaves the build folder as it was', async () => {
    const published = await withPrecompressedCopy(dist, async (dir) =>
      existsSync(path.join(dir, '262.0123456789.js.br')),
    );
    expect(published).toBe(true);
    expect(existsSync(path.join(dist, '262.0123456789.js.br'))).toBe(false);
  });
});
