import { createCipheriv, hkdfSync, timingSafeEqual, type Cipher } from 'node:crypto';

import { POINTER_PATTERN } from '@beacon/validation';

// Pointers: the opaque, stable handles that search results carry and GET /people/{pointer} and
// GET /locations/{pointer} resolve. A pointer is 15 bytes in base64url (20 characters): an 80-bit tag, then the
// 40-bit row id encrypted under an IV made from that tag (a deterministic, SIV-like construction):
//   tag = AES-128(macKey, kind | id | zeros)[0..10)     (a keyed MAC: AES as a pseudo-random function on one block)
//   ciphertext = id XOR AES-128(encKey, tag | zeros)[0..5)
// Both keys derive (HKDF-SHA256) from POINTER_SECRET, a secret of 128 bits or more kept like the JWT secret, and the
// data set's seed. Knowing the seed or any number of pointers does not let anyone build the pointer of another id,
// and a made-up or altered pointer fails the tag check without touching the database (one chance in 2^80). The same
// secret and data set always give the same pointer for an id; another secret, or another data set (seed), gives
// unrelated ones. AES on one block rather than HMAC: a page of results encodes dozens of pointers, and one block
// through a cipher kept open costs a fraction of a new HMAC or cipher object per pointer. Every pointer is still
// checked against the data (and against opt-outs) when it is resolved.

export type PointerKind = 'person' | 'location';

const KIND_BYTE: Record<PointerKind, number> = { person: 0x50, location: 0x4c };
const MAX_ID = 2 ** 40 - 1;
const ID_BYTES = 5;
const TAG_BYTES = 10;
const POINTER_BYTES = TAG_BYTES + ID_BYTES;
/** Encoded pointers remembered per codec: a search page encodes 20 and popular records come back again and again. */
const ENCODED_CACHE_SIZE = 50_000;
/** The smallest POINTER_SECRET accepted: 128 bits. */
export const MIN_POINTER_SECRET_BYTES = 16;

export interface PointerCodec {
  encode(kind: PointerKind, id: number): string;
  /** The id of a pointer of this kind, or undefined for anything else. */
  decode(kind: PointerKind, pointer: string): number | undefined;
}

export interface PointerKeys {
  /** the secret (POINTER_SECRET or the generated one) */
  secret: string;
  /** the data set's seed: pointers of one data set mean nothing in another */
  seed: string;
}

function derive(secret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'beacon-pointers/v2', info, 16));
}

/** AES-128 on single blocks. ECB without padding keeps no state between blocks, so one cipher serves every call. */
function blockCipher(key: Buffer): (block: Buffer) => Buffer {
  const cipher: Cipher = createCipheriv('aes-128-ecb', key, null);
  cipher.setAutoPadding(false);
  return (block) => cipher.update(block);
}

export function createPointerCodec({ secret, seed }: PointerKeys): PointerCodec {
  if (Buffer.byteLength(secret) < MIN_POINTER_SECRET_BYTES) {
    throw new RangeError(`the pointer secret must be at least ${MIN_POINTER_SECRET_BYTES} bytes`);
  }
  // Derived once per codec (the repository keeps one per data set), not per pointer.
  const mac = blockCipher(derive(secret, `mac:${seed}`));
  const pad = blockCipher(derive(secret, `enc:${seed}`));

  // Scratch blocks, written whole before every use (the cipher copies its input).
  const tagBlock = Buffer.alloc(16);
  const padBlock = Buffer.alloc(16);

  function tagOf(kindByte: number, id: number): Buffer {
    tagBlock[0] = kindByte;
    tagBlock.writeUIntBE(id, 1, ID_BYTES);
    return mac(tagBlock).subarray(0, TAG_BYTES);
  }

  function keystream(tag: Buffer): Buffer {
    tag.copy(padBlock);
    return pad(padBlock);
  }

  const encoded = new Map<number, string>();

  return {
    encode(kind, id) {
      if (!Number.isSafeInteger(id) || id < 0 || id > MAX_ID) throw new RangeError(`id out of range: ${id}`);
      const key = KIND_BYTE[kind] * (MAX_ID + 1) + id;
      const known = encoded.get(key);
      if (known !== undefined) return known;
      const pointer = Buffer.alloc(POINTER_BYTES);
      const tag = tagOf(KIND_BYTE[kind], id);
      tag.copy(pointer);
      const stream = keystream(tag);
      pointer.writeUIntBE(id, TAG_BYTES, ID_BYTES);
      for (let i = 0; i < ID_BYTES; i += 1) pointer[TAG_BYTES + i]! ^= stream[i]!;
      const text = pointer.toString('base64url');
      // Cleared rather than evicted one by one: simpler, and a full cache refills within a few hundred searches.
      if (encoded.size >= ENCODED_CACHE_SIZE) encoded.clear();
      encoded.set(key, text);
      return text;
    },
    decode(kind, pointer) {
      if (!POINTER_PATTERN.test(pointer)) return undefined;
      const bytes = Buffer.from(pointer, 'base64url');
      if (bytes.length !== POINTER_BYTES) return undefined;
      const tag = bytes.subarray(0, TAG_BYTES);
      const stream = keystream(tag);
      for (let i = 0; i < ID_BYTES; i += 1) bytes[TAG_BYTES + i]! ^= stream[i]!;
      const id = bytes.readUIntBE(TAG_BYTES, ID_BYTES);
      return timingSafeEqual(tag, tagOf(KIND_BYTE[kind], id)) ? id : undefined;
    },
  };
}
