// @ts-check
import { createHash } from 'node:crypto';

import MiniCssExtractPlugin from 'mini-css-extract-plugin';

// Issue 60: a remote's remoteEntry.js names the SHA-384 of every chunk it can load, and its webpack runtime sets
// `integrity` on each chunk <script> and stylesheet <link> it adds. The host has the browser check remoteEntry.js
// itself against the digest in /federation.json (host/src/federation/integrity-plugin.ts), so the chain holds from
// the served manifest to the last chunk: a byte changed in the release store is refused by the browser.
//
// Why not webpack-subresource-integrity: 5.1.0 fails a Module Federation build ("Asset remoteEntry.js contains
// unresolved integrity placeholders", waysact/webpack-subresource-integrity#176, open). Module Federation 2 loads a
// remote's own chunks with webpack's `__webpack_require__.l` and mini-css-extract's runtime (checked in a built
// remoteEntry.js), so the two runtime hooks below reach every chunk the remote loads.

const PLUGIN = 'BeaconChunkIntegrityPlugin';
const SRI_PREFIX = 'sha384-';
// A SHA-384 in base64 is 64 characters: each placeholder is exactly that long, so replacing it keeps the file's
// length and its source map's columns.
const DIGEST_LENGTH = 64;
const TOKEN_PREFIX = 'BeaconSri';

/** @param {number} index */
function placeholder(index) {
  return `${TOKEN_PREFIX}${String(index).padStart(6, '0')}`.padEnd(DIGEST_LENGTH, 'x');
}

const PLACEHOLDER = new RegExp(`${TOKEN_PREFIX}\\d{6}x+`, 'g');

/**
 * @typedef {{ chunk: import('webpack').Chunk, kind: 'js' | 'css' }} Slot
 */

export class ChunkIntegrityPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { webpack } = compiler;
    const { RuntimeGlobals, RuntimeModule, Template } = webpack;
    const require = RuntimeGlobals.require;

    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      /** @type {Slot[]} */
      const slots = [];

      class ChunkIntegrityRuntimeModule extends RuntimeModule {
        constructor() {
          super('beacon chunk integrity', RuntimeModule.STAGE_ATTACH);
        }

        /** @override */
        generate() {
          const chunk = /** @type {import('webpack').Chunk} */ (this.chunk);
          const chunkGraph = /** @type {import('webpack').ChunkGraph} */ (this.chunkGraph);
          /** @type {Record<'js' | 'css', Record<string, string>>} */
          const map = { js: {}, css: {} };
          for (const child of chunk.getAllAsyncChunks()) {
            if (child.id === null) continue;
            /** @type {['js' | 'css', string][]} */
            const kinds = [
              ['js', 'javascript'],
              ['css', 'css/mini-extract'],
            ];
            for (const [kind, sourceType] of kinds) {
              const modules = chunkGraph.getChunkModulesIterableBySourceType(child, sourceType);
              if (!modules || [...modules].length === 0) continue;
              slots.push({ chunk: child, kind });
              map[kind][String(child.id)] = SRI_PREFIX + placeholder(slots.length - 1);
            }
          }
          return Template.asString([`${require}.sriHashes = ${JSON.stringify(map)};`]);
        }
      }

      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN, (chunk) => {
        if (chunk.getAllAsyncChunks().size > 0) compilation.addRuntimeModule(chunk, new ChunkIntegrityRuntimeModule());
      });

      // `__webpack_require__.l(url, done, key, chunkId)`: `script` is the element it is about to add.
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(PLUGIN, (source) =>
        Template.asString([
          source,
          `if (chunkId !== undefined && ${require}.sriHashes && ${require}.sriHashes.js[chunkId]) {`,
          Template.indent(`script.integrity = ${require}.sriHashes.js[chunkId];`),
          '}',
        ]),
      );
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(PLUGIN, (source, varNames) =>
        Template.asString([
          source,
          `if (${require}.sriHashes && ${require}.sriHashes.css[${varNames.chunkId}]) {`,
          Template.indent(`${varNames.tag}.integrity = ${require}.sriHashes.css[${varNames.chunkId}];`),
          '}',
        ]),
      );

      // After RealContentHashPlugin (OPTIMIZE_HASH) has written the chunks' final names and bytes.
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        (assets) => {
          /** @param {string} token */
          const digestOf = (token) => {
            const slot = slots[Number(token.slice(TOKEN_PREFIX.length, TOKEN_PREFIX.length + 6))];
            if (!slot) return null;
            const extension = slot.kind === 'js' ? '.js' : '.css';
            const file = [...slot.chunk.files].find((name) => name.endsWith(extension));
            const asset = file ? compilation.getAsset(file) : undefined;
            if (!asset) return null;
            return createHash('sha384').update(asset.source.buffer()).digest('base64');
          };
          for (const [file, source] of Object.entries(assets)) {
            if (!file.endsWith('.js')) continue;
            const text = source.source().toString();
            if (!text.includes(TOKEN_PREFIX)) continue;
            let missing = false;
            const replaced = text.replace(PLACEHOLDER, (token) => {
              const digest = digestOf(token);
              if (digest === null || digest.length !== token.length) {
                missing = true;
                return token;
              }
              return digest;
            });
            if (missing) {
              compilation.errors.push(new webpack.WebpackError(`${PLUGIN}: a chunk digest of ${file} is unresolved`));
            }
            compilation.updateAsset(file, new webpack.sources.RawSource(replaced));
          }
        },
      );
    });
  }
}
