// The partition key of the person-keyed rows (issue 61): a hash of the phonetic last-name key, so that everyone a
// person search can find (one sound of a last name, and the exact names that have that sound) sits in one
// partition on PostgreSQL. Beacon computes the hash itself, rather than leaving it to PostgreSQL's hash of the text,
// so that a pointer can carry it (a report then reads one partition) and the seed can tell which partition a row
// goes to while it builds the partitions apart. FNV-1a over the key's UTF-16 code units: the keys are short ASCII,
// and the spread over NAME_PARTS values only has to be even, not secret.

/** How many values the key takes (10 bits: a person pointer carries it beside a 30-bit id, domain/pointers.ts). */
export const NAME_PARTS = 1024;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The partition key of a person whose last name has this phonetic key (pr_people.last_phon). */
export function namePartOf(lastPhonetic: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < lastPhonetic.length; i += 1) {
    hash ^= lastPhonetic.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return (hash >>> 0) % NAME_PARTS;
}
