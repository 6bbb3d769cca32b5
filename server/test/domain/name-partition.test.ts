import { NAME_PARTS, namePartOf } from '../../src/domain/name-partition';
import { phoneticKey } from '../../src/domain/search-keys';

// The partition key is a stored format: rows, pointers and PostgreSQL's partitions hold it (migration 0120), so the
// same key must give the same value in every release.

describe('namePartOf', () => {
  it('is FNV-1a of the phonetic key, modulo NAME_PARTS, as stored', () => {
    // FNV-1a 32: '' → 0x811c9dc5, 'a' → 0xe40c292c (the published test vectors)
    expect(namePartOf('')).toBe(0x811c9dc5 % NAME_PARTS);
    expect(namePartOf('a')).toBe(0xe40c292c % NAME_PARTS);
    expect(namePartOf('foobar')).toBe(0xbf9cf968 % NAME_PARTS);
  });

  it('spreads the sounds of many last names evenly over its values', () => {
    const sounds = new Set<string>();
    for (let a = 0; a < 26; a += 1) {
      for (let b = 0; b < 26; b += 1) {
        for (const tail of ['', 'son', 'man', 'er', 'ley', 'ton']) {
          sounds.add(phoneticKey(`${String.fromCharCode(97 + a)}a${String.fromCharCode(97 + b)}${tail}`));
        }
      }
    }
    const perPartition = new Array<number>(16).fill(0);
    for (const sound of sounds) {
      const part = namePartOf(sound);
      expect(part).toBeGreaterThanOrEqual(0);
      expect(part).toBeLessThan(NAME_PARTS);
      perPartition[part % 16]! += 1;
    }
    // no sixteenth of the values holds more than twice its share of the sounds
    expect(Math.max(...perPartition)).toBeLessThan((2 * sounds.size) / 16);
  });
});
