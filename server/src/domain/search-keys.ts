import { doubleMetaphone } from 'double-metaphone';

// Normalized search keys. The generator stores them next to each row and the search computes the same keys from
// the query, so both sides agree byte for byte and every lookup is an equality (or a prefix range) on a B-tree
// index, on SQLite and PostgreSQL alike. Keys hold only lower-case ASCII letters, digits and single spaces.

/** Strips accents (José → jose), lower-cases and keeps letters only: the key of a first, middle or last name. */
const PLAIN_NAME = /^[a-z]+$/i;

export function nameKey(value: string): string {
  // most names are plain ASCII letters: no accents to strip, nothing to drop
  if (PLAIN_NAME.test(value)) return value.toLowerCase();
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

const PHONETIC_CACHE_SIZE = 50_000;
const phoneticCache = new Map<string, string>();

/** Primary Double Metaphone code of a name ("Smith" and "Smyth" → "SM0"); '' for a name without letters.
 * Memoized: a search computes it for the name and each of its nicknames, and names repeat. */
export function phoneticKey(value: string): string {
  const key = nameKey(value);
  if (!key) return '';
  let code = phoneticCache.get(key);
  if (code === undefined) {
    code = doubleMetaphone(key)[0];
    if (phoneticCache.size >= PHONETIC_CACHE_SIZE) phoneticCache.clear();
    phoneticCache.set(key, code);
  }
  return code;
}

/** Free text (a city, a street) → lower-case ASCII words separated by single spaces. */
export function textKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// USPS standard abbreviations (Publication 28, C1 and C2) of the words that end or start street names, so
// "123 Maple Avenue", "123 maple ave." and "123 Maple Ave" give the same key.
const STREET_WORDS: Record<string, string> = {
  alley: 'aly',
  avenue: 'ave',
  av: 'ave',
  boulevard: 'blvd',
  circle: 'cir',
  court: 'ct',
  cove: 'cv',
  crossing: 'xing',
  drive: 'dr',
  expressway: 'expy',
  freeway: 'fwy',
  highway: 'hwy',
  hollow: 'holw',
  lane: 'ln',
  loop: 'loop',
  parkway: 'pkwy',
  place: 'pl',
  plaza: 'plz',
  point: 'pt',
  road: 'rd',
  square: 'sq',
  street: 'st',
  str: 'st',
  terrace: 'ter',
  trail: 'trl',
  turnpike: 'tpke',
  way: 'way',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  apartment: 'apt',
  suite: 'ste',
};

/** A street line ("123 N. Maple Avenue") → its key ("123 n maple ave"). */
export function streetKey(value: string): string {
  const words = textKey(value).split(' ').filter(Boolean);
  return words.map((word) => STREET_WORDS[word] ?? word).join(' ');
}

const LONG_STREET_WORDS = Object.keys(STREET_WORDS).filter((word) => word.length > 3);

/**
 * Keys to look a half-typed street line up by: its key, and, when the last word is the start of a street word that
 * the key abbreviates ("123 Maple Aven", "2730 Wes"), the key with that word abbreviated ("123 maple ave", "2730 w").
 */
export function streetPrefixKeys(value: string): string[] {
  const key = streetKey(value);
  if (!key) return [];
  const words = key.split(' ');
  const last = words[words.length - 1]!;
  const keys = [key];
  if (/\s$/.test(value) || last.length < 2) return keys;
  for (const word of LONG_STREET_WORDS) {
    const abbreviation = STREET_WORDS[word]!;
    if (word.startsWith(last) && word !== last && abbreviation !== last) {
      const alternative = [...words.slice(0, -1), abbreviation].join(' ');
      if (!keys.includes(alternative)) keys.push(alternative);
    }
  }
  return keys;
}

/** The display form of a street suffix or direction word ("Avenue" → "Ave"), or the word itself. */
export function abbreviateStreetWord(word: string): string {
  const abbreviation = STREET_WORDS[word.toLowerCase()];
  if (!abbreviation) return word;
  return abbreviation.length <= 2 && /^[nsew]+$/.test(abbreviation)
    ? abbreviation.toUpperCase()
    : abbreviation[0]!.toUpperCase() + abbreviation.slice(1);
}

/** The smallest string greater than every string that starts with `prefix` (for prefix range scans). */
export function prefixUpperBound(prefix: string): string {
  return `${prefix}\u007f`;
}

// Nicknames and their formal names: every name of a group matches every other one ("Bob" finds Robert and Rob).
const NICKNAME_GROUPS: string[][] = [
  ['robert', 'bob', 'rob', 'bobby', 'robbie', 'bert'],
  ['william', 'bill', 'will', 'billy', 'willie', 'liam'],
  ['james', 'jim', 'jimmy', 'jamie'],
  ['john', 'jack', 'johnny', 'jon'],
  ['richard', 'rick', 'dick', 'rich', 'ricky'],
  ['michael', 'mike', 'mick', 'mikey'],
  ['thomas', 'tom', 'tommy'],
  ['charles', 'charlie', 'chuck', 'chas'],
  ['joseph', 'joe', 'joey'],
  ['daniel', 'dan', 'danny'],
  ['david', 'dave', 'davey'],
  ['christopher', 'chris', 'kit'],
  ['matthew', 'matt'],
  ['anthony', 'tony'],
  ['andrew', 'andy', 'drew'],
  ['joshua', 'josh'],
  ['nicholas', 'nick', 'nicky'],
  ['jonathan', 'jon', 'jonny'],
  ['benjamin', 'ben', 'benny'],
  ['samuel', 'sam', 'sammy'],
  ['alexander', 'alex', 'xander', 'sandy'],
  ['edward', 'ed', 'eddie', 'ted', 'ned'],
  ['timothy', 'tim', 'timmy'],
  ['steven', 'steve', 'stevie'],
  ['stephen', 'steve', 'stevie'],
  ['kenneth', 'ken', 'kenny'],
  ['ronald', 'ron', 'ronnie'],
  ['donald', 'don', 'donnie'],
  ['gregory', 'greg'],
  ['patrick', 'pat', 'paddy'],
  ['raymond', 'ray'],
  ['lawrence', 'larry'],
  ['gerald', 'jerry', 'gerry'],
  ['jeffrey', 'jeff'],
  ['frederick', 'fred', 'freddie'],
  ['francis', 'frank', 'fran'],
  ['franklin', 'frank'],
  ['henry', 'hank', 'harry'],
  ['harold', 'hal', 'harry'],
  ['walter', 'walt', 'wally'],
  ['peter', 'pete'],
  ['phillip', 'phil'],
  ['philip', 'phil'],
  ['zachary', 'zach', 'zack'],
  ['nathaniel', 'nate', 'nathan'],
  ['vincent', 'vince', 'vinny'],
  ['leonard', 'leo', 'len', 'lenny'],
  ['eugene', 'gene'],
  ['theodore', 'ted', 'teddy', 'theo'],
  ['douglas', 'doug'],
  ['randall', 'randy'],
  ['albert', 'al', 'bert'],
  ['alfred', 'al', 'alfie'],
  ['arthur', 'art'],
  ['elizabeth', 'liz', 'beth', 'betty', 'eliza', 'lizzie', 'libby'],
  ['margaret', 'maggie', 'meg', 'peggy', 'marge'],
  ['katherine', 'kate', 'kathy', 'katie', 'kat'],
  ['catherine', 'cathy', 'cate', 'cat'],
  ['kathleen', 'kathy', 'kate'],
  ['jennifer', 'jen', 'jenny'],
  ['jessica', 'jess', 'jessie'],
  ['patricia', 'pat', 'patty', 'tricia', 'trish'],
  ['susan', 'sue', 'susie'],
  ['deborah', 'deb', 'debbie'],
  ['rebecca', 'becky', 'becca'],
  ['victoria', 'vicky', 'tori'],
  ['christina', 'chris', 'tina', 'christy'],
  ['christine', 'chris', 'tina'],
  ['samantha', 'sam', 'sammy'],
  ['alexandra', 'alex', 'lexi', 'sandra'],
  ['abigail', 'abby', 'gail'],
  ['pamela', 'pam'],
  ['barbara', 'barb', 'babs'],
  ['dorothy', 'dot', 'dottie'],
  ['judith', 'judy'],
  ['cynthia', 'cindy'],
  ['kimberly', 'kim'],
  ['melissa', 'mel', 'missy'],
  ['amanda', 'mandy'],
  ['stephanie', 'steph'],
  ['nicole', 'nikki'],
  ['theresa', 'terri', 'tess'],
  ['teresa', 'terri', 'tess'],
  ['sandra', 'sandy'],
  ['frances', 'fran', 'frannie'],
  ['josephine', 'jo', 'josie'],
  ['virginia', 'ginny', 'ginger'],
  ['madeline', 'maddie'],
  ['gabrielle', 'gabby'],
  ['allison', 'ally', 'allie'],
  ['valerie', 'val'],
  ['angela', 'angie'],
  ['jacqueline', 'jackie'],
  ['carolyn', 'carol', 'carrie'],
  ['caroline', 'carrie', 'carol'],
  ['eleanor', 'ellie', 'nell'],
  ['penelope', 'penny'],
  ['wilhelmina', 'mina', 'willa'],
];

const NICKNAMES = new Map<string, Set<string>>();
for (const group of NICKNAME_GROUPS) {
  for (const name of group) {
    const set = NICKNAMES.get(name) ?? new Set<string>();
    for (const other of group) if (other !== name) set.add(other);
    NICKNAMES.set(name, set);
  }
}

/** The nickname and formal-name variants of a first-name key, without the key itself, sorted. */
export function nameVariants(firstKey: string): string[] {
  return [...(NICKNAMES.get(firstKey) ?? [])].sort();
}

/** A nickname that the generator may record instead of a formal first name ("Robert" → "Bob"). */
export function nicknamesOf(firstKey: string): string[] {
  const group = NICKNAME_GROUPS.find((names) => names[0] === firstKey);
  return group ? group.slice(1) : [];
}
