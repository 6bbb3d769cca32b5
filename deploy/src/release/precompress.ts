import { cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { writeReleaseIntegrity } from './release-digests';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text assets a browser downloads; source maps stay on disk for the error tooling and are never sent.
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
// Below this a compressed copy saves less than its headers cost (the threshold of @fastify/compress too).
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli at its highest quality) and `<file>.gz` (gzip level 9) beside every text asset of a
 * release, once, at release time: the edge then sends the smallest encoding the browser accepts without compressing
 * on each request (which it can only afford at brotli's fast, larger quality 4).
 */
export async function precompressAssets(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 1;
  }
  return written;
}

/**
 * Runs `publish` on a copy of a build with its assets precompressed and every file's SHA-384 recorded
 * (integrity.json, issue 60); the build folder itself is left as it was.
 */
export async function withPrecompressedCopy<T>(distDir: string, publish: (dir: string) => Promise<T>): Promise<T> {
  const copy = await mkdtemp(path.join(tmpdir(), 'beacon-release-'));
  try {
    await cp(distDir, copy, { recursive: true });
    await precompressAssets(copy);
    await writeReleaseIntegrity(copy);
    return await publish(copy);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
