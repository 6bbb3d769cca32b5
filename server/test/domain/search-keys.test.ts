import {
  nameKey,
  nameVariants,
  nicknamesOf,
  phoneticKey,
  prefixUpperBound,
  streetKey,
  textKey,
} from '../../src/domain/search-keys';

describe('search keys', () => {
  it('folds names to lower-case ASCII letters', () => {
    expect(nameKey("O'Brien-Núñez")).toBe('obriennunez');
    expect(nameKey('  Mary Ann ')).toBe('maryann');
    expect(textKey('  San   Antonio! ')).toBe('san antonio');
  });

  it('gives sound-alike names the same phonetic key', () => {
    expect(phoneticKey('Smith')).toBe(phoneticKey('Smyth'));
    expect(phoneticKey('Catherine')).toBe(phoneticKey('Kathryn'));
    expect(phoneticKey('Jon')).toBe(phoneticKey('John'));
    expect(phoneticKey('Smith')).not.toBe(phoneticKey('Jones'));
    expect(phoneticKey('')).toBe('');
  });

  it('normalizes street lines the USPS way', () => {
    expect(streetKey('123 North Maple Avenue')).toBe('123 n maple ave');
    expect(streetKey('123 N. Maple Ave')).toBe('123 n maple ave');
    expect(streetKey('9 Oak Street, Apartment 4')).toBe('9 oak st apt 4');
  });

  it('knows nicknames both ways', () => {
    expect(nameVariants('robert')).toEqual(expect.arrayContaining(['bob', 'rob', 'bobby']));
    expect(nameVariants('bob')).toContain('robert');
    expect(nameVariants('zebulon')).toEqual([]);
    expect(nicknamesOf('william')).toContain('bill');
    expect(nicknamesOf('bill')).toEqual([]);
  });

  it('bounds a prefix range', () => {
    const upper = prefixUpperBound('123 ma');
    expect('123 maple' < upper && '123 maple' >= '123 ma').toBe(true);
    expect('123 mb' < upper).toBe(false);
  });
});
