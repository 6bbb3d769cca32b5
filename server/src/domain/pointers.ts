import { createCipheriv, hkdfSync, timingSafeEqual, type Cipher } from 'node:crypto';

import { POINTER_PATTERN } from '@beacon/validation';

// Pointers: the opaque, stable handles that search results carry and GET /people/{pointer} and
// GET /locations/{pointer} resolve. A pointer is 15 bytes in base64url (20 characters): an 80-bit tag, then the
// 40-bit payload encrypted under an IV made from that tag (a deterministic, SIV-like construction):
//   tag = AES-128(macKey, kind | payload | zeros)[0..10)  (a keyed MAC: AES as a pseudo-random function on one block)
//   ciphertext = payload XOR AES-128(encKey, tag | zeros)[0..5)
// A location's payload is its row id. A person's is the partition key of its row and its id, part * 2^30 + id
// (issue 61: a report reads the one partition that holds the person, domain/name-partition.ts); a person pointer
// made before the partitions carries part 0 and is still resolved, by its id alone.
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
/** A person's id takes the payload's low 30 bits, the partition key the high 10 (NAME_PARTS). */
const PERSON_ID_LIMIT = 2 ** 30;
const PART_LIMIT = 2 ** 10;
const ID_BYTES = 5;
const TAG_BYTES = 10;
const POINTER_BYTES = TAG_BYTES + ID_BYTES;
/** Encoded pointers remembered per codec: a search page encodes 20 and popular records come back again and again. */
const ENCODED_CACHE_SIZE = 50_000;
/** The smallest POINTER_SECRET accepted: 128 bits. */
export const MIN_POINTER_SECRET_BYTES = 16;

export interface PointerCodec {
  /** `part`: a person's partition key (pr_people.name_part); a location has none. */
  encode(kind: PointerKind, id: number, part?: number): string;
  /** The id of a pointer of this kind, or undefined for anything else. */
  decode(kind: PointerKind, pointer: string): number | undefined;
  /** The id and the partition key a pointer of this kind carries (0 for a location or an older person pointer). */
  locate(kind: PointerKind, pointer: string): { id: number; part: number } | undefined;
}

function payloadOf(kind: PointerKind, id: number, part: number): number {
  const limit = kind === 'person' ? PERSON_ID_LIMIT - 1 : MAX_ID;
  if (!Number.isSafeInteger(id) || id < 0 || id > limit) throw new RangeError(`id out of range: ${id}`);
  if (part === 0) return id;
  if (kind !== 'person' || !Number.isInteger(part) || part < 0 || part >= PART_LIMIT) {
    throw new RangeError(`no pointer carries part ${part} of ${kind} ${id}`);
  }
  return part * PERSON_ID_LIMIT + id;
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

  function locate(kind: PointerKind, pointer: string): { id: number; part: number } | undefined {
    if (!POINTER_PATTERN.test(pointer)) return undefined;
    const bytes = Buffer.from(pointer, 'base64url');
    if (bytes.length !== POINTER_BYTES) return undefined;
    const tag = bytes.subarray(0, TAG_BYTES);
    const stream = keystream(tag);
    for (let i = 0; i < ID_BYTES; i += 1) bytes[TAG_BYTES + i]! ^= stream[i]!;
    const payload = bytes.readUIntBE(TAG_BYTES, ID_BYTES);
    if (!timingSafeEqual(tag, tagOf(KIND_BYTE[kind], payload))) return undefined;
    if (kind !== 'person') return { id: payload, part: 0 };
    return { id: payload % PERSON_ID_LIMIT, part: Math.floor(payload / PERSON_ID_LIMIT) };
  }

  return {
    encode(kind, id, part = 0) {
      const payload = payloadOf(kind, id, part);
      const key = KIND_BYTE[kind] * (MAX_ID + 1) + payload;
      const known = encoded.get(key);
      if (known !== undefined) return known;
      const pointer = Buffer.alloc(POINTER_BYTES);
      const tag = tagOf(KIND_BYTE[kind], payload);
      tag.copy(pointer);
      const stream = keystream(tag);
      pointer.writeUIntBE(payload, TAG_BYTES, ID_BYTES);
      for (let i = 0; i < ID_BYTES; i += 1) pointer[TAG_BYTES + i]! ^= stream[i]!;
      const text = pointer.toString('base64url');
      // Cleared rather than evicted one by one: simpler, and a full cache refills within a few hundred searches.
      if (encoded.size >= ENCODED_CACHE_SIZE) encoded.clear();
      encoded.set(key, text);
      return text;
    },
    decode(kind, pointer) {
      return locate(kind, pointer)?.id;
    },
    locate,
  };
}

/**
 * Every pointer that names this person in the data set: the one with its partition key, and the one made before the
 * partitions (migration 0120), which members' records and watches may still hold.
 */
export function personPointers(codec: PointerCodec, id: number, part: number): string[] {
  return [...new Set([codec.encode('person', id, part), codec.encode('person', id)])];
}
