// @ts-check

/** The file the edge reads to add preload hints for a page's first screen (deploy/src/edge/html-shell.ts). */
export const PRELOAD_MANIFEST = 'preload-manifest.json';

/**
 * Writes preload-manifest.json: the JS and CSS files of every named async chunk group of the build — the host's
 * shared groups ("framework", "platform"), its pages ("page-*"), a remote's exposed modules ("__federation_expose_*")
 * and its screens ("screen-*") — each with the split chunks it needs; the shared modules each group consumes, and
 * the chunk each shared module this build provides is in. File names carry content hashes, so only
 * the build knows them; the edge turns a route into `<link rel="preload">` hints from this list.
 */
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';
/** `provide module (default) react-final-form@7.0.1 = /…/react-final-form.es.js` */
const PROVIDED = /^provide module \([^)]*\)(?: \([^)]*\))? (.+)@[^@ ]* = /;

/**
 * The shared modules (share keys) each named chunk group needs before it can run: a remote's screen that holds a
 * form waits for react-final-form, which the host provides from its "forms" chunk, so the edge preloads that too.
 * @param {import('webpack').Compilation} compilation
 */
function consumedShares(compilation) {
  /** @type {Record<string, string[]>} */
  const consumes = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    const keys = new Set();
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        const { shareKey } = /** @type {{ options?: { shareKey?: string } }} */ (module).options ?? {};
        if (shareKey) keys.add(shareKey);
      }
    }
    if (keys.size) consumes[name] = [...keys].sort();
  }
  return Object.fromEntries(Object.entries(consumes).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The named chunk each shared module this build provides is in (the host: "framework", "forms", "platform").
 * @param {import('webpack').Compilation} compilation
 */
function providedShares(compilation) {
  /** @type {Record<string, string>} */
  const provides = {};
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED) continue;
    const key = PROVIDED.exec(module.identifier())?.[1];
    const dependency = module.blocks[0]?.dependencies[0];
    const provided = dependency ? compilation.moduleGraph.getModule(dependency) : null;
    if (!key || !provided) continue;
    for (const chunk of compilation.chunkGraph.getModuleChunksIterable(provided)) {
      if (chunk.name) provides[key] = chunk.name;
    }
  }
  return Object.fromEntries(Object.entries(provides).sort(([a], [b]) => a.localeCompare(b)));
}

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
            new sources.RawSource(
              `${JSON.stringify({ groups: sorted, consumes: consumedShares(compilation), provides: providedShares(compilation) }, null, 2)}\n`,
            ),
          );
        },
      );
    });
  }
}
