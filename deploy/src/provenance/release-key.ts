import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

import { DeployError } from '../deploy-error';

// The Ed25519 release key: the private half signs provenance at `pnpm release`, the public half verifies it at
// `pnpm rollout | promote`. Errors name the variable, never its value: a key must not reach a log.

/** The id a signature names its key by: hex SHA-256 of the public key's SPKI DER. */
export function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

function assertEd25519(key: KeyObject, source: string): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new DeployError(`${source} is not an Ed25519 key (got ${key.asymmetricKeyType ?? 'a symmetric key'})`);
  }
  return key;
}

/** A PEM text, or base64 of the DER (operators paste either into a secret store). */
function keyBytes(text: string): { pem: string } | { der: Buffer } {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN')) return { pem: trimmed };
  const decoded = Buffer.from(trimmed, 'base64');
  // base64 of a PEM file is accepted too: some secret stores only hold one line.
  const asText = decoded.toString('utf8');
  return asText.startsWith('-----BEGIN') ? { pem: asText } : { der: decoded };
}

/** RELEASE_SIGNING_KEY: a PKCS#8 private key, PEM or base64 DER. */
export function parsePrivateKey(text: string, source: string): KeyObject {
  const bytes = keyBytes(text);
  try {
    const key =
      'pem' in bytes
        ? createPrivateKey({ key: bytes.pem, format: 'pem' })
        : createPrivateKey({ key: bytes.der, format: 'der', type: 'pkcs8' });
    return assertEd25519(key, source);
  } catch (error) {
    if (error instanceof DeployError) throw error;
    throw new DeployError(`${source} is not a PKCS#8 private key (PEM, or base64 of the DER)`);
  }
}

/** RELEASE_VERIFY_KEY: an SPKI public key, PEM or base64 DER. */
export function parsePublicKey(text: string, source: string): KeyObject {
  const bytes = keyBytes(text);
  try {
    const key =
      'pem' in bytes
        ? createPublicKey({ key: bytes.pem, format: 'pem' })
        : createPublicKey({ key: bytes.der, format: 'der', type: 'spki' });
    return assertEd25519(key, source);
  } catch (error) {
    if (error instanceof DeployError) throw error;
    throw new DeployError(`${source} is not an SPKI public key (PEM, or base64 of the DER)`);
  }
}

/** The private key with what is derived from it once. */
export interface ReleaseSigner {
  privateKey: KeyObject;
  publicKey: KeyObject;
  keyid: string;
}

export function releaseSigner(privateKey: KeyObject): ReleaseSigner {
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, keyid: keyIdOf(publicKey) };
}
