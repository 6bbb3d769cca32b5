import { createPointerCodec, POINTER_PATTERN } from '../../src/services/pointers';

describe('pointers', () => {
  const codec = createPointerCodec('beacon-pointers:test');

  it('round-trips ids of both kinds and keeps them apart', () => {
    for (const id of [1, 2, 3, 999, 1_000_000, 2 ** 40 - 1]) {
      const person = codec.encode('person', id);
      expect(person).toMatch(POINTER_PATTERN);
      expect(codec.decode('person', person)).toBe(id);
      expect(codec.decode('location', person)).toBeUndefined();
      expect(codec.decode('location', codec.encode('location', id))).toBe(id);
    }
  });

  it('is stable per key and opaque: neighbouring ids look unrelated, another key reads nothing', () => {
    expect(codec.encode('person', 42)).toBe(createPointerCodec('beacon-pointers:test').encode('person', 42));
    const a = codec.encode('person', 1000);
    const b = codec.encode('person', 1001);
    expect(a.slice(0, 6)).not.toBe(b.slice(0, 6));
    expect(createPointerCodec('beacon-pointers:other').decode('person', a)).toBeUndefined();
  });

  it('refuses made-up and altered pointers', () => {
    const pointer = codec.encode('person', 12345);
    const flipped = pointer.slice(0, 5) + (pointer[5] === 'A' ? 'B' : 'A') + pointer.slice(6);
    expect(codec.decode('person', flipped)).toBeUndefined();
    expect(codec.decode('person', 'not-a-pointer')).toBeUndefined();
    expect(codec.decode('person', '')).toBeUndefined();
    let accepted = 0;
    for (let i = 0; i < 5000; i += 1) {
      const random = Buffer.from(Array.from({ length: 8 }, (_, k) => (i * 31 + k * 97) & 0xff)).toString('base64url');
      if (codec.decode('person', random) !== undefined) accepted += 1;
    }
    expect(accepted).toBeLessThanOrEqual(2);
  });
});
