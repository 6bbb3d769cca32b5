import type { PersonTeaser } from '@beacon/api';

import { isPossiblyOwnRecord } from './self-record-rule';

const teaser = (first: string, last: string): PersonTeaser => ({
  pointer: 'p',
  name: { first, middle: null, last, suffix: null },
  aliases: [],
  relatives: [],
  age: 40,
  deceased: false,
  locations: [],
  match: 'exact',
});

describe('isPossiblyOwnRecord', () => {
  const user = { firstName: 'Peter', lastName: 'Lindqvist' };

  it('matches the first initial and the full last name, case-insensitively', () => {
    expect(isPossiblyOwnRecord(teaser('Pete', 'LINDQVIST'), user)).toBe(true);
    expect(isPossiblyOwnRecord(teaser('peter', 'lindqvist'), user)).toBe(true);
  });

  it('refuses another initial or another last name', () => {
    expect(isPossiblyOwnRecord(teaser('Anna', 'Lindqvist'), user)).toBe(false);
    expect(isPossiblyOwnRecord(teaser('Peter', 'Lindquist'), user)).toBe(false);
  });
});
