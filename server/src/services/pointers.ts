// Pointers: the opaque, stable handles that search results carry and GET /people/{pointer} and
// GET /locations/{pointer} resolve. A pointer is 8 bytes in base64url (11 characters): a type byte, the row id
// (40 bits) and a 16-bit check, all scrambled by a 4-round Feistel permutation keyed by the data set's key. So
// consecutive ids give unrelated-looking pointers, a pointer stays the same as long as the data set does (the key
// derives from the seed: the same seed gives the same pointers), and a made-up pointer is refused 65,535 times in
// 65,536 without touching the database. This is obfuscation, not access control: every pointer is still checked
// against the data (and against opt-outs) when it is resolved.

export type PointerKind = 'person' | 'location';

const KIND_BYTE: Record<PointerKind, number> = { person: 0x50, location: 0x4c };
const MAX_ID = 2 ** 40 - 1;
export const POINTER_PATTERN = /^[A-Za-z0-9_-]{11}$/;

function mix32(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/** A 32-bit key schedule from any string (the data set's seed). */
export function pointerKeys(secret: string): number[] {
  let h = 0x811c9dc5;
  for (let i = 0; i < secret.length; i += 1) h = Math.imul(h ^ secret.charCodeAt(i), 0x01000193);
  const keys: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    h = mix32(h + 0x9e3779b9 * (round + 1));
    keys.push(h);
  }
  return keys;
}

function check16(kind: number, id: number, key: number): number {
  return mix32(mix32(kind ^ key) ^ (id % 0x100000000) ^ (Math.floor(id / 0x100000000) * 0x45d9f3b)) & 0xffff;
}

export interface PointerCodec {
  encode(kind: PointerKind, id: number): string;
  /** The id of a pointer of this kind, or undefined for anything else. */
  decode(kind: PointerKind, pointer: string): number | undefined;
}

export function createPointerCodec(secret: string): PointerCodec {
  const keys = pointerKeys(secret);
  const checkKey = keys[4]!;
  const roundKeys = keys.slice(0, 4);
  const buffer = Buffer.alloc(8);

  function permute(left: number, right: number): [number, number] {
    let l = left;
    let r = right;
    for (const key of roundKeys) {
      const next = (l ^ mix32(r ^ key)) >>> 0;
      l = r;
      r = next;
    }
    return [l, r];
  }

  function unpermute(left: number, right: number): [number, number] {
    let l = left;
    let r = right;
    for (let index = roundKeys.length - 1; index >= 0; index -= 1) {
      const previous = (r ^ mix32(l ^ roundKeys[index]!)) >>> 0;
      r = l;
      l = previous;
    }
    return [l, r];
  }

  return {
    encode(kind, id) {
      if (!Number.isSafeInteger(id) || id < 0 || id > MAX_ID) throw new RangeError(`id out of range: ${id}`);
      const kindByte = KIND_BYTE[kind];
      const high = Math.floor(id / 0x100000000); // 8 bits
      const low = id >>> 0; // 32 bits
      // [kind 8][id 40][check 16] as two 32-bit halves
      const left = ((kindByte << 24) | (high << 16) | (low >>> 16)) >>> 0;
      const right = (((low & 0xffff) << 16) | check16(kindByte, id, checkKey)) >>> 0;
      const [a, b] = permute(left, right);
      buffer.writeUInt32BE(a, 0);
      buffer.writeUInt32BE(b, 4);
      return buffer.toString('base64url');
    },
    decode(kind, pointer) {
      if (!POINTER_PATTERN.test(pointer)) return undefined;
      const bytes = Buffer.from(pointer, 'base64url');
      if (bytes.length !== 8 || bytes.toString('base64url') !== pointer) return undefined;
      const [left, right] = unpermute(bytes.readUInt32BE(0), bytes.readUInt32BE(4));
      const kindByte = left >>> 24;
      if (kindByte !== KIND_BYTE[kind]) return undefined;
      const high = (left >>> 16) & 0xff;
      const low = (((left & 0xffff) << 16) | (right >>> 16)) >>> 0;
      const id = high * 0x100000000 + low;
      if ((right & 0xffff) !== check16(kindByte, id, checkKey)) return undefined;
      return id;
    },
  };
}
