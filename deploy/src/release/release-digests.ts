import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Issue 60: every file a release holds is recorded with its SHA-384 when it is published, in the release's
// integrity.json. The edge puts the remote entries' digests in the federation manifest, the host has the browser
// check them (Subresource Integrity), and the release's provenance statement names the same digests.

export const INTEGRITY_FILE = 'integrity.json';

/** Files of a release folder that describe it rather than being part of the build: not digested. */
export const RELEASE_DESCRIPTION_FILES = new Set(['release.json', INTEGRITY_FILE, 'provenance.json']);

// `.br` and `.gz` are encodings of a file made at release time: a browser checks the decoded bytes, so only the
// original is recorded.
const ENCODED_COPY = /\.(br|gz)$/;

export interface ReleaseIntegrity {
  algorithm: 'sha384';
  /** release-relative path (forward slashes) → lowercase hex SHA-384 of the file's bytes */
  files: Record<string, string>;
}

export function sha384Hex(body: Buffer | string): string {
  return createHash('sha384').update(body).digest('hex');
}

/** The Subresource Integrity value (`sha384-<base64>`) of a hex SHA-384. */
export function sriOf(hexDigest: string): string {
  return `sha384-${Buffer.from(hexDigest, 'hex').toString('base64')}`;
}

/** SHA-384 of every build file under `dir`, sorted by path. */
export async function computeFileDigests(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !ENCODED_COPY.test(file) && !RELEASE_DESCRIPTION_FILES.has(file))
    .sort();
  const digests: Record<string, string> = {};
  for (const file of files) digests[file] = sha384Hex(await readFile(path.join(dir, file)));
  return digests;
}

/** Writes integrity.json into a release folder about to be published; returns what it recorded. */
export async function writeReleaseIntegrity(dir: string): Promise<ReleaseIntegrity> {
  const integrity: ReleaseIntegrity = { algorithm: 'sha384', files: await computeFileDigests(dir) };
  await writeFile(path.join(dir, INTEGRITY_FILE), `${JSON.stringify(integrity, null, 2)}\n`);
  return integrity;
}

/** Parses a release's integrity.json; null when it is not one. */
export function parseReleaseIntegrity(body: Buffer | string): ReleaseIntegrity | null {
  try {
    const value = JSON.parse(String(body)) as { algorithm?: unknown; files?: unknown };
    if (value.algorithm !== 'sha384' || typeof value.files !== 'object' || value.files === null) return null;
    const files = Object.entries(value.files as Record<string, unknown>);
    if (!files.every(([, digest]) => typeof digest === 'string' && /^[0-9a-f]{96}$/.test(digest))) return null;
    return { algorithm: 'sha384', files: Object.fromEntries(files) as Record<string, string> };
  } catch {
    return null;
  }
}
