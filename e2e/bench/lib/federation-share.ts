import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

// Issue 19 point 4 asks for federated ≤ 1.10 × the monolith in JS bytes. Part of the difference is what federation
// is: its runtime, which the host's main.js carries and the monolith does not, and each remote's remoteEntry.js,
// which only the federated app loads. This measures that part in the files a cold load fetched before its content,
// so that `pnpm bench:load` can print the ratio the federated app would have with nothing else duplicated.

/**
 * The federation's own code in a bundle: its runtime packages (@module-federation/*, and the entry module the plugin
 * generates under node_modules/.federation) and webpack's federation runtime modules. Webpack's chunk loading,
 * which the monolith has too, is not counted.
 */
const FEDERATION_SOURCE =
  /node_modules\/(.*\/)?(@module-federation\/|\.federation\/)|^webpack:\/\/[^/]*\/webpack\/(runtime\/(embed|federation runtime|sharing|consumes|remotes loading|startup entrypoint)$|before-startup$|container-entry$)/;

export function isFederationSource(source: string): boolean {
  return FEDERATION_SOURCE.test(source);
}

const brotli = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length;

/**
 * The compressed bytes the federation's code adds to a built file: the brotli size of the file less that of the same
 * file with the federation's code taken out (brotli at its highest quality, as releases are precompressed). Code
 * the map does not attribute to a source stays in.
 */
export function federationBytesOf(code: string, map: RawSourceMap): number {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const federation: { line: number; start: number; end: number }[] = [];
  let previous: { line: number; column: number; federation: boolean } | null = null;
  const close = (line: number, column: number) => {
    if (previous?.federation) {
      federation.push({
        line: previous.line,
        start: previous.column,
        end: line === previous.line ? column : (lines[previous.line - 1]?.length ?? 0),
      });
    }
  };
  consumer.eachMapping(
    (mapping) => {
      close(mapping.generatedLine, mapping.generatedColumn);
      previous = {
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        federation: mapping.source !== null && isFederationSource(mapping.source),
      };
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  close(Number.POSITIVE_INFINITY, 0);
  if (!federation.length) return 0;
  const kept = [...lines];
  // from the end of each line backwards, so that the columns of earlier ranges stay true
  for (const range of [...federation].reverse()) {
    const line = kept[range.line - 1] ?? '';
    kept[range.line - 1] = line.slice(0, range.start) + line.slice(range.end);
  }
  return Math.max(0, brotli(code) - brotli(kept.join('\n')));
}

export interface FederationShare {
  /** the federation runtime's compressed bytes in the host's files */
  runtimeBytes: number;
  /** remote entries fetched, and their bytes as sent */
  remoteEntries: number;
  remoteEntryBytes: number;
}

/** A JS file a load fetched: its path on the edge and its body's size as sent. */
export interface FetchedFile {
  pathname: string;
  encodedBytes: number;
}

/**
 * The federation's share of the files a federated cold load fetched: a remote's remoteEntry.js counts whole, the
 * host's files (in `hostDir`, the host release the edge serves) by `federationBytesOf`; a remote's other files hold
 * none of it (remotes use the host's runtime, `externalRuntime`). A file without its source map counts as none.
 */
export function federationShareOf(files: readonly FetchedFile[], hostDir: string): FederationShare {
  const share: FederationShare = { runtimeBytes: 0, remoteEntries: 0, remoteEntryBytes: 0 };
  for (const file of files) {
    if (/^\/remotes\/[^/]+\/[^/]+\/remoteEntry\.js$/.test(file.pathname)) {
      share.remoteEntries += 1;
      share.remoteEntryBytes += file.encodedBytes;
      continue;
    }
    if (file.pathname.startsWith('/remotes/')) continue;
    share.runtimeBytes += hostFileFederationBytes(path.join(hostDir, file.pathname.slice(1)));
  }
  return share;
}

const hostFileCache = new Map<string, number>();
function hostFileFederationBytes(file: string): number {
  let bytes = hostFileCache.get(file);
  if (bytes === undefined) {
    bytes =
      existsSync(file) && existsSync(`${file}.map`)
        ? federationBytesOf(readFileSync(file, 'utf8'), JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap)
        : 0;
    hostFileCache.set(file, bytes);
  }
  return bytes;
}

/**
 * The host release folder the stack's edge serves: the environment's (BEACON_ENVIRONMENT, default local) `host`, in
 * the releases folder (BEACON_RELEASES_DIR, BEACON_ENVIRONMENTS_DIR as `pnpm start` reads them).
 */
export function servedHostDir(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const folder = (name: string, fallback: string) => {
    const value = env[name];
    return value ? path.resolve(value) : path.join(repoRoot, fallback);
  };
  const environment = env['BEACON_ENVIRONMENT'] || 'local';
  const file = path.join(folder('BEACON_ENVIRONMENTS_DIR', 'deploy/environments'), `${environment}.json`);
  const { host } = JSON.parse(readFileSync(file, 'utf8')) as { host?: unknown };
  if (typeof host !== 'string') throw new Error(`${file} names no host release`);
  return path.join(folder('BEACON_RELEASES_DIR', 'deploy/releases'), 'host', host);
}
