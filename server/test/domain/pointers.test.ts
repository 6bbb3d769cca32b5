import { POINTER_PATTERN } from '@beacon/validation';

import { createPointerCodec, type PointerCodec } from '../../src/domain/pointers';

const SECRET = 'test-pointer-secret-0123456789';
const SEED = 'beacon-demo';

/** Every pointer that differs from `pointer` in exactly one bit of its 15 bytes. */
function oneBitFlips(pointer: string): string[] {
  const bytes = Buffer.from(pointer, 'base64url');
  const flips: string[] = [];
  for (let bit = 0; bit < bytes.length * 8; bit += 1) {
    const copy = Buffer.from(bytes);
    copy[bit >> 3]! ^= 0x80 >> (bit & 7);
    flips.push(copy.toString('base64url'));
  }
  return flips;
}

function accepted(codec: PointerCodec, pointers: string[]): string[] {
  return pointers.filter((pointer) => codec.decode('person', pointer) !== undefined);
}

describe('pointers', () => {
  const codec = createPointerCodec({ secret: SECRET, seed: SEED });

  it('round-trips ids of both kinds and keeps them apart', () => {
    for (const id of [0, 1, 2, 3, 999, 1_000_000, 2 ** 40 - 1]) {
      const person = codec.encode('person', id);
      expect(person).toMatch(POINTER_PATTERN);
      expect(codec.decode('person', person)).toBe(id);
      expect(codec.decode('location', person)).toBeUndefined();
      expect(codec.decode('location', codec.encode('location', id))).toBe(id);
    }
    expect(() => codec.encode('person', 2 ** 40)).toThrow(RangeError);
  });

  it('is stable for one secret and data set: the same id gives the same pointer in every codec', () => {
    const again = createPointerCodec({ secret: SECRET, seed: SEED });
    for (const id of [1, 42, 123_456]) {
      expect(again.encode('person', id)).toBe(codec.encode('person', id));
      // a codec that has not encoded the id yet still reads it (nothing is remembered between codecs)
      expect(createPointerCodec({ secret: SECRET, seed: SEED }).decode('person', codec.encode('person', id))).toBe(id);
    }
  });

  it('gives unrelated pointers under another secret or another data set, and reads none of them', () => {
    const otherSecret = createPointerCodec({ secret: `${SECRET}-rotated`, seed: SEED });
    const otherSeed = createPointerCodec({ secret: SECRET, seed: 'another-seed' });
    for (let id = 1; id <= 200; id += 1) {
      const pointer = codec.encode('person', id);
      expect(otherSecret.encode('person', id)).not.toBe(pointer);
      expect(otherSeed.encode('person', id)).not.toBe(pointer);
      expect(otherSecret.decode('person', pointer)).toBeUndefined();
      expect(otherSeed.decode('person', pointer)).toBeUndefined();
    }
  });

  it('cannot be built from the public seed: a codec keyed by anything but the secret makes no valid pointer', () => {
    // The seed is public (DEMO_SEED, the data set's pr_dataset row). Every key an attacker could derive from it is
    // tried; none of their 1,000 pointers per guess is accepted, and none equals the real one.
    const guesses = [`beacon-pointers:${SEED}`, `${SEED}${SEED}${SEED}`, '0'.repeat(16), 'x'.repeat(64)];
    for (const guess of guesses) {
      const forger = createPointerCodec({ secret: guess, seed: SEED });
      const forged = Array.from({ length: 1000 }, (_, id) => forger.encode('person', id + 1));
      expect(accepted(codec, forged)).toEqual([]);
      expect(forged).not.toContain(codec.encode('person', 1));
    }
  });

  it('checks the tag: every one-bit change of a pointer, in its tag or in its encrypted id, is refused', () => {
    for (const id of [7, 12_345, 2 ** 40 - 1]) {
      const pointer = codec.encode('person', id);
      const flips = oneBitFlips(pointer);
      expect(flips).toHaveLength(120);
      expect(accepted(codec, flips)).toEqual([]);
    }
  });

  it('refuses made-up pointers without exception', () => {
    expect(codec.decode('person', 'not-a-pointer')).toBeUndefined();
    expect(codec.decode('person', '')).toBeUndefined();
    // the 11-character pointers of the earlier construction
    expect(codec.decode('person', 'w-Qdmx4c8eMPt0r2026A')).toBeUndefined();
    const random = Array.from({ length: 20_000 }, (_, i) =>
      Buffer.from(Array.from({ length: 15 }, (_, k) => (i * 131 + k * 97 + ((i * k) >> 3)) & 0xff)).toString(
        'base64url',
      ),
    );
    expect(accepted(codec, random)).toEqual([]);
  });

  it('consecutive ids give unrelated-looking pointers', () => {
    const a = codec.encode('person', 1000);
    const b = codec.encode('person', 1001);
    let shared = 0;
    for (let i = 0; i < a.length; i += 1) if (a[i] === b[i]) shared += 1;
    expect(shared).toBeLessThan(6);
  });

  it('refuses a secret under 128 bits', () => {
    expect(() => createPointerCodec({ secret: 'fifteen-bytes!!', seed: SEED })).toThrow(/at least 16 bytes/);
  });
});
