import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Values kept encrypted at rest (issue 58): a watched e-mail, username or phone the breach feed is asked about again
// on every check. AES-256-GCM with a fresh 96-bit nonce per value; the purpose is bound as associated data, so a value
// sealed for one use cannot be passed off as another. The key is derived from a server secret (HKDF-SHA256), so a copy
// of the database alone reveals nothing.

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A 256-bit key for `purpose`, derived from a server secret. */
export function sealingKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'beacon sealed values', `${VERSION} ${purpose}`, 32));
}

/** "v1.<base64url of nonce | tag | ciphertext>" */
export function seal(key: Buffer, associated: string, value: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The value sealed by `seal` with the same key and associated data; throws when either differs or it was altered. */
export function unseal(key: Buffer, associated: string, sealed: string): string {
  const [version, encoded] = sealed.split('.');
  if (version !== VERSION || !encoded) throw new Error('not a sealed value of this version');
  const bytes = Buffer.from(encoded, 'base64url');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(associated, 'utf8'));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
