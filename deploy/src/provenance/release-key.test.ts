import { createHash, generateKeyPairSync } from 'node:crypto';

import { keyIdOf, parsePrivateKey, parsePublicKey, releaseSigner } from './release-key';

describe('release key', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const pem = String(privateKey.export({ type: 'pkcs8', format: 'pem' }));
  const der = privateKey.export({ type: 'pkcs8', format: 'der' });

  it('reads a PKCS#8 private key as PEM, base64 DER or base64 PEM', () => {
    const expected = keyIdOf(publicKey);
    expect(releaseSigner(parsePrivateKey(pem, 'K')).keyid).toBe(expected);
    expect(releaseSigner(parsePrivateKey(der.toString('base64'), 'K')).keyid).toBe(expected);
    expect(releaseSigner(parsePrivateKey(Buffer.from(pem).toString('base64'), 'K')).keyid).toBe(expected);
    const publicPem = String(publicKey.export({ type: 'spki', format: 'pem' }));
    expect(keyIdOf(parsePublicKey(publicPem, 'V'))).toBe(expected);
  });

  it('names the key by the SHA-256 of its SPKI DER', () => {
    const spki = publicKey.export({ type: 'spki', format: 'der' });
    expect(keyIdOf(publicKey)).toBe(createHash('sha256').update(spki).digest('hex'));
  });

  it('refuses other keys, naming the variable and never the value', () => {
    const rsa = String(
      generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
    );
    expect(() => parsePrivateKey(rsa, 'RELEASE_SIGNING_KEY')).toThrow('RELEASE_SIGNING_KEY is not an Ed25519 key');
    const garbage = 'c2VjcmV0LXZhbHVl';
    expect(() => parsePrivateKey(garbage, 'RELEASE_SIGNING_KEY')).toThrow(
      'RELEASE_SIGNING_KEY is not a PKCS#8 private key (PEM, or base64 of the DER)',
    );
    expect(() => parsePrivateKey(garbage, 'RELEASE_SIGNING_KEY')).not.toThrow(garbage);
  });
});
