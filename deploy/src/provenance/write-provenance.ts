import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { DeployError } from '../deploy-error';
import { INTEGRITY_FILE, parseReleaseIntegrity } from '../release/release-digests';
import { IN_TOTO_PAYLOAD_TYPE, signEnvelope, type DsseEnvelope } from './dsse';
import { PROVENANCE_FILE, provenanceStatement, type BuildFacts } from './provenance-statement';
import type { ReleaseSigner } from './release-key';

/**
 * Writes provenance.json into a release folder about to be published, after its integrity.json: a DSSE envelope
 * over the statement, signed with the release key. The subjects are integrity.json's digests, so the signature
 * covers every file the release serves (integrity.json itself is checked against them at verification).
 */
export async function writeProvenance(dir: string, facts: BuildFacts, signer: ReleaseSigner): Promise<DsseEnvelope> {
  const integrity = parseReleaseIntegrity(await readFile(path.join(dir, INTEGRITY_FILE)));
  if (!integrity) throw new DeployError(`${dir} has no valid ${INTEGRITY_FILE} to sign`);
  const body = Buffer.from(JSON.stringify(provenanceStatement(integrity.files, facts)), 'utf8');
  const envelope = signEnvelope(IN_TOTO_PAYLOAD_TYPE, body, signer.privateKey, signer.keyid);
  await writeFile(path.join(dir, PROVENANCE_FILE), `${JSON.stringify(envelope, null, 2)}\n`);
  return envelope;
}
