// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The file every app build carries with the API contract it was built against (read by `pnpm promote --to`). */
export const BUILD_INFO = 'build-info.json';

/** shared/validation: the request and response schemas the apps and the API share. */
export const VALIDATION_DIR = path.resolve(import.meta.dirname, '../../shared/validation');

/**
 * SHA-256 of the API contract's sources: every file under `<validationDir>/src` but the tests, sorted by path, each
 * hashed as its path and its content. Two builds with the same hash talk to the API in the same shapes, so a remote
 * can be moved to an environment only when its hash is the one that environment's host was built with (issue 60).
 * @param {string} [validationDir]
 */
export function contractHash(validationDir = VALIDATION_DIR) {
  const srcDir = path.join(validationDir, 'src');
  const files = readdirSync(srcDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(srcDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    // NUL separators: "a" + "bc" and "ab" + "c" must not hash alike.
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(srcDir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Emits build-info.json ({ contractHash }); hashed per compilation, so a watched build stays current. */
export class BuildInfoPlugin {
  /** @param {{ validationDir?: string }} [options] */
  constructor(options = {}) {
    this.validationDir = options.validationDir ?? VALIDATION_DIR;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const body = { contractHash: contractHash(this.validationDir) };
          compilation.emitAsset(BUILD_INFO, new sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
        },
      );
    });
  }
}
