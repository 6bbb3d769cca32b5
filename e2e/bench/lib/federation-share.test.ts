import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import { SourceMapGenerator, type RawSourceMap } from 'source-map-js';

import { federationBytesOf, federationShareOf, isFederationSource } from './federation-share';

const RUNTIME_SOURCE =
  'webpack://beacon_host/./node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/index.js';
const APP_SOURCE = 'webpack://beacon_host/./src/bootstrap.tsx';

const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length;

// text that does not compress away, so that the sizes tell the parts apart
const noise = (seed: number, length: number) => {
  let text = '';
  let state = seed;
  while (text.length < length) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += state.toString(36);
  }
  return text.slice(0, length);
};

/** A one-line bundle of the given parts, each mapped to its source. */
function bundleOf(parts: { source: string; code: string }[]): { code: string; map: RawSourceMap } {
  const generator = new SourceMapGenerator({ file: 'main.js' });
  let column = 0;
  for (const part of parts) {
    generator.addMapping({
      source: part.source,
      original: { line: 1, column: 0 },
      generated: { line: 1, column },
    });
    column += part.code.length;
  }
  return { code: parts.map((part) => part.code).join(''), map: generator.toJSON() };
}

describe('the federation share of a bundle (bench:load)', () => {
  it('knows the federation runtime from the code it is built with', () => {
    expect(isFederationSource(RUNTIME_SOURCE)).toBe(true);
    expect(isFederationSource('webpack://beacon_host/./node_modules/.federation/entry.2c5d710e.js')).toBe(true);
    expect(isFederationSource('webpack://beacon_host/webpack/runtime/sharing')).toBe(true);
    expect(isFederationSource('webpack://beacon_reports/webpack/container-entry')).toBe(true);
    // webpack's chunk loading is in the monolith too; the app's federation code is the app's
    expect(isFederationSource('webpack://beacon_host/webpack/runtime/jsonp chunk loading')).toBe(false);
    expect(isFederationSource('webpack://beacon_host/./src/federation/fallback-plugin.ts')).toBe(false);
    expect(isFederationSource(APP_SOURCE)).toBe(false);
  });

  it('counts the compressed bytes the runtime adds to a file', () => {
    const app = noise(1, 4_000);
    const runtime = noise(2, 3_000);
    const { code, map } = bundleOf([
      { source: APP_SOURCE, code: app.slice(0, 2_000) },
      { source: RUNTIME_SOURCE, code: runtime },
      { source: APP_SOURCE, code: app.slice(2_000) },
    ]);

    expect(federationBytesOf(code, map)).toBe(brotli(code) - brotli(app));
    expect(federationBytesOf(code, map)).toBeGreaterThan(1_500);
  });

  it('counts nothing in a file without the runtime', () => {
    const { code, map } = bundleOf([{ source: APP_SOURCE, code: noise(3, 2_000) }]);

    expect(federationBytesOf(code, map)).toBe(0);
  });

  it("counts a remote's entry whole, the host's files by their source maps, a remote's chunks as none", () => {
    const hostDir = mkdtempSync(path.join(tmpdir(), 'federation-share-'));
    try {
      const { code, map } = bundleOf([
        { source: APP_SOURCE, code: noise(4, 2_000) },
        { source: RUNTIME_SOURCE, code: noise(5, 2_000) },
      ]);
      writeFileSync(path.join(hostDir, 'main.js'), code);
      writeFileSync(path.join(hostDir, 'main.js.map'), JSON.stringify(map));
      writeFileSync(path.join(hostDir, 'framework.0123456789.js'), noise(6, 1_000));

      const share = federationShareOf(
        [
          { pathname: '/main.js', encodedBytes: 3_000 },
          // no source map beside it: none of it is counted
          { pathname: '/framework.0123456789.js', encodedBytes: 800 },
          { pathname: '/remotes/reports/1.0.0/remoteEntry.js', encodedBytes: 8_700 },
          { pathname: '/remotes/reports/1.0.0/307.99d8600ff2.js', encodedBytes: 16_000 },
        ],
        hostDir,
      );

      expect(share).toEqual({ runtimeBytes: federationBytesOf(code, map), remoteEntries: 1, remoteEntryBytes: 8_700 });
    } finally {
      rmSync(hostDir, { recursive: true, force: true });
    }
  });
});
