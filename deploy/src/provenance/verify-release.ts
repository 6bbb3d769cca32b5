import type { KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';

import { DeployError } from '../deploy-error';
import {
  INTEGRITY_FILE,
  parseReleaseIntegrity,
  RELEASE_DESCRIPTION_FILES,
  sha384Hex,
} from '../release/release-digests';
import type { ReleaseStore } from '../storage/release-store';
import { envelopeSignedBy, IN_TOTO_PAYLOAD_TYPE, parseEnvelope } from './dsse';
import { PROVENANCE_FILE, statementClaims } from './provenance-statement';
import { keyIdOf } from './release-key';

const decoders: Partial<Record<string, (body: Buffer) => Promise<Buffer>>> = {
  br: promisify(brotliDecompress),
  gz: promisify(gunzip),
};

export class ReleaseVerificationError extends DeployError {
  override name = 'ReleaseVerificationError';
}

export interface VerifiedRelease {
  keyid: string;
  /** release-relative path → SHA-384 hex, as recomputed from the store's bytes */
  files: Record<string, string>;
}

// Problems past this many are counted, not listed: one tampered release can differ in thousands of files.
const LISTED_PROBLEMS = 10;

/**
 * Checks a published release against its signed provenance before it goes live: the envelope is signed by the
 * release key, the statement describes this remote and version, its subjects are exactly integrity.json's files and
 * digests, and every file in the store (the precompressed copies decoded) has the recorded SHA-384, with no file
 * missing or added. Throws a ReleaseVerificationError naming what failed.
 */
export async function verifyRelease(
  store: ReleaseStore,
  remote: string,
  version: string,
  publicKey: KeyObject,
): Promise<VerifiedRelease> {
  const release = `${remote} ${version}`;
  const fail = (problem: string): never => {
    throw new ReleaseVerificationError(`Refusing ${release}: ${problem}`);
  };

  const provenance = await store.readReleaseFile(remote, version, PROVENANCE_FILE);
  if (!provenance) fail(`it has no ${PROVENANCE_FILE} (only releases made by pnpm release are signed)`);
  const envelope = parseEnvelope(provenance ?? '');
  if (!envelope) return fail(`${PROVENANCE_FILE} is not a DSSE envelope`);
  if (envelope.payloadType !== IN_TOTO_PAYLOAD_TYPE) fail(`${PROVENANCE_FILE} is not an in-toto statement`);
  const keyid = keyIdOf(publicKey);
  if (!envelope.signatures.some((signature) => signature.keyid === keyid)) {
    const names = envelope.signatures.map((signature) => signature.keyid || '(unnamed)').join(', ') || 'none';
    fail(`its provenance is not signed by the release key ${keyid} (signed by: ${names})`);
  }
  if (!envelopeSignedBy(envelope, publicKey, keyid)) fail(`the signature of its provenance does not verify`);

  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8'));
  } catch {
    fail('the signed provenance is not JSON');
  }
  const claims = statementClaims(payload);
  if (typeof claims === 'string') return fail(`its provenance: ${claims}`);
  // A signed release copied under another name would otherwise verify.
  if (claims.remote !== remote || claims.version !== version) {
    fail(`its provenance describes ${claims.remote} ${claims.version}`);
  }

  const integrity = parseReleaseIntegrity((await store.readReleaseFile(remote, version, INTEGRITY_FILE)) ?? '');
  if (!integrity) return fail(`it has no valid ${INTEGRITY_FILE}`);
  const problems: string[] = [];
  const recorded = new Map(Object.entries(integrity.files));
  for (const [name, digest] of recorded) {
    if (!claims.subjects.has(name)) problems.push(`${name} is in ${INTEGRITY_FILE} but not in the signed provenance`);
    else if (claims.subjects.get(name) !== digest) problems.push(`${name}: ${INTEGRITY_FILE} and provenance differ`);
  }
  for (const name of claims.subjects.keys()) {
    if (!recorded.has(name)) problems.push(`${name} is in the signed provenance but not in ${INTEGRITY_FILE}`);
  }

  const files: Record<string, string> = {};
  const stored = await store.listReleaseFiles(remote, version);
  const storedSet = new Set(stored);
  for (const name of stored) {
    if (RELEASE_DESCRIPTION_FILES.has(name)) continue;
    const body = await store.readReleaseFile(remote, version, name);
    if (!body) {
      problems.push(`${name} could not be read`);
      continue;
    }
    const encoded = /^(.+)\.(br|gz)$/.exec(name);
    if (encoded) {
      // The edge sends these instead of the original: their decoded bytes must be the signed ones.
      const [, original = '', encoding = ''] = encoded;
      const expected = claims.subjects.get(original);
      const decode = decoders[encoding];
      if (!expected || !decode) {
        problems.push(`${name} is an encoded copy of a file the provenance does not name`);
        continue;
      }
      const decoded = await decode(body).catch(() => null);
      if (!decoded || sha384Hex(decoded) !== expected)
        problems.push(`${name} does not decode to the signed ${original}`);
      continue;
    }
    files[name] = sha384Hex(body);
    const expected = claims.subjects.get(name);
    if (!expected) problems.push(`${name} is not named in the signed provenance`);
    else if (files[name] !== expected) problems.push(`${name} has changed (its SHA-384 is not the signed one)`);
  }
  for (const name of claims.subjects.keys()) {
    if (!storedSet.has(name)) problems.push(`${name} is missing`);
  }

  if (problems.length > 0) {
    const more = problems.length > LISTED_PROBLEMS ? [`  … and ${problems.length - LISTED_PROBLEMS} more`] : [];
    throw new ReleaseVerificationError(
      [
        `Refusing ${release}: its files do not match its signed provenance:`,
        ...problems.slice(0, LISTED_PROBLEMS).map((problem) => `  ${problem}`),
        ...more,
      ].join('\n'),
    );
  }
  return { keyid, files };
}
