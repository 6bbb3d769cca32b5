// @ts-check
import { contractHash, VALIDATION_DIR } from '../../shared/validation/contract-hash.cjs';

// The hash is the API's too (GET /v1/contract): one definition, in shared/validation.
export { contractHash };

/** The file every app build carries with the API contract it was built against (read by `pnpm promote --to`). */
export const BUILD_INFO = 'build-info.json';

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
