// @ts-check

/** The file the edge reads to add preload hints for a page's first screen (deploy/src/edge/preload-hints.ts). */
export const PRELOAD_MANIFEST = 'preload-manifest.json';

/**
 * Writes preload-manifest.json: the JS and CSS files of every named async chunk group of the build — the host's
 * shared groups ("framework", "platform"), its pages ("page-*"), a remote's exposed modules ("__federation_expose_*")
 * and its screens ("screen-*") — each with the split chunks it needs. File names carry content hashes, so only
 * the build knows them; the edge turns a route into `<link rel="preload">` hints from this list.
 */
export class PreloadManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Record<string, string[]>} */
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const files = new Set();
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
            }
            if (files.size) groups[name] = [...files].sort();
          }
          // The shared groups are split chunks, not chunk groups of their own: found by chunk name.
          for (const chunk of compilation.chunks) {
            if (!chunk.name || groups[chunk.name]) continue;
            const files = [...chunk.files].filter((file) => /\.(js|css)$/.test(file)).sort();
            if (files.length) groups[chunk.name] = files;
          }
          const sorted = Object.fromEntries(Object.entries(groups).sort(([a], [b]) => a.localeCompare(b)));
          compilation.emitAsset(
            PRELOAD_MANIFEST,
            new sources.RawSource(`${JSON.stringify({ groups: sorted }, null, 2)}\n`),
          );
        },
      );
    });
  }
}
