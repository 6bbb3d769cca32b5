// jsdom has no crypto.subtle; the password check hashes with it in the browser. The tests lend it Node's WebCrypto
// (the same API) and hash their fixtures with Node's SHA-1, typed here so the app needs no Node types.

interface NodeCrypto {
  webcrypto: { subtle: SubtleCrypto };
  createHash: (algorithm: 'sha1') => { update: (text: string) => { digest: (encoding: 'hex') => string } };
}

const nodeCrypto = () => jest.requireActual<NodeCrypto>('node:crypto');

/** Gives jsdom's `crypto` the `subtle` of Node's WebCrypto, for the screens that hash in the browser. */
export function lendWebCrypto(): void {
  if (globalThis.crypto.subtle) return;
  Object.defineProperty(globalThis.crypto, 'subtle', { value: nodeCrypto().webcrypto.subtle, configurable: true });
}

/** A password's SHA-1 in upper-case hex, as the range query splits it (5 characters of prefix, 35 of suffix). */
export function sha1Hex(text: string): string {
  return nodeCrypto().createHash('sha1').update(text).digest('hex').toUpperCase();
}
