import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file under the data folder (.data/ by default, like the API's secrets.json) holding the local release key. */
export const LOCAL_RELEASE_KEY_FILE = 'release-signing-key.pem';

/**
 * Outside production the release key is generated once and kept under the data folder, as the API keeps its JWT
 * secret: releases made on this machine verify on this machine. Created by linking a finished temp file, so two
 * commands starting together end up with the same key. Returns the PKCS#8 PEM.
 */
export function loadPersistedReleaseKey(dataDir: string): string {
  const file = path.join(dataDir, LOCAL_RELEASE_KEY_FILE);
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (error) {
    // Another command created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  return readFileSync(file, 'utf8');
}
