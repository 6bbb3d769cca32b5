import { entryIntegrityFor } from './entry-integrity';
import type { LoadFailureClassification, LoadFailureReason } from './load-failure-reason';

// Why a remote's file failed to load (issue 60). The browser gives no specific event when it refuses a script or a
// stylesheet for its integrity: the element's `error` event is all, as for a network failure. So the file is fetched
// again (no-store) and its SHA-384 compared with the one it had to have: the entry's from the served manifest, a
// chunk's from its release's integrity.json. Served fine but different: integrity; not served: network; served and
// equal (a transient failure), or nothing to compare with: network or unknown, never a guess.

export interface ClassifyDependencies {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  sha384: (body: ArrayBuffer) => Promise<ArrayBuffer>;
  timeoutMs: number;
}

const RELEASE_FILE = /((?:https?:\/\/[^\s"'()]+?)?\/remotes\/[a-z][a-z0-9-]*\/[^/\s"'()]+\/)([^\s"'()]+?\.(?:js|css))/;

/** The remote file a load error names: webpack's ChunkLoadError has `request`; the runtime's messages the URL. */
export function failedUrlOf(error: unknown): string | undefined {
  const request = (error as { request?: unknown } | null)?.request;
  if (typeof request === 'string' && RELEASE_FILE.test(request)) return request;
  const text = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  const match = RELEASE_FILE.exec(error instanceof Error ? text : String(error));
  return match?.[1] && match[2] ? match[1] + match[2] : undefined;
}

function base64Of(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function sriOfHex(hex: string): string {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return `sha384-${base64Of(bytes.buffer)}`;
}

async function expectedSriOf(url: string, deps: ClassifyDependencies): Promise<string | undefined> {
  const entry = entryIntegrityFor(url);
  if (entry) return entry;
  const match = RELEASE_FILE.exec(url);
  if (!match?.[1] || !match[2]) return undefined;
  try {
    const response = await deps.fetch(`${match[1]}integrity.json`, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const record = (await response.json()) as { files?: Record<string, unknown> };
    const hex = record.files?.[decodeURIComponent(match[2])];
    return typeof hex === 'string' && /^[0-9a-f]{96}$/.test(hex) ? sriOfHex(hex) : undefined;
  } catch {
    return undefined;
  }
}

async function classify(url: string, deps: ClassifyDependencies): Promise<LoadFailureReason> {
  let body: ArrayBuffer;
  try {
    const response = await deps.fetch(url, { cache: 'no-store' });
    if (!response.ok) return 'network';
    body = await response.arrayBuffer();
  } catch {
    return 'network';
  }
  const expected = await expectedSriOf(url, deps);
  if (!expected) return 'unknown';
  const actual = `sha384-${base64Of(await deps.sha384(body))}`;
  return actual === expected ? 'network' : 'integrity';
}

const defaultDependencies = (): ClassifyDependencies => ({
  fetch: (url, init) => fetch(url, init),
  sha384: (body) => crypto.subtle.digest('SHA-384', body),
  timeoutMs: 5_000,
});

export async function classifyLoadFailure(
  error: unknown,
  deps: ClassifyDependencies = defaultDependencies(),
): Promise<LoadFailureClassification> {
  const url = failedUrlOf(error);
  if (!url) return { reason: 'unknown' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<LoadFailureReason>((resolve) => {
    timer = setTimeout(() => resolve('unknown'), deps.timeoutMs);
  });
  try {
    const reason = await Promise.race([classify(url, deps).catch((): LoadFailureReason => 'unknown'), timeout]);
    return { reason, url };
  } finally {
    clearTimeout(timer);
  }
}
