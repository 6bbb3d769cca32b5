import { faker as en } from '@faker-js/faker/locale/en';
import { faker as es } from '@faker-js/faker/locale/es';

// Name pools from faker's English and Spanish locale data (about 1 in 5 U.S. residents has a Hispanic surname).
// Names are folded to ASCII, as U.S. public records usually hold them, so every stored name can be typed into the
// search form (spec §5 allows letters, spaces, apostrophes, backticks and hyphens only).

export interface NamePools {
  female: string[];
  male: string[];
  middleFemale: string[];
  middleMale: string[];
  last: string[];
  hispanicFemale: string[];
  hispanicMale: string[];
  hispanicLast: string[];
}

function fold(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function clean(values: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values ?? []) {
    const folded = fold(value).trim();
    if (!/^[A-Za-z][A-Za-z' -]*[A-Za-z]$/.test(folded) || folded.length > 20 || seen.has(folded)) continue;
    seen.add(folded);
    out.push(folded);
  }
  return out.sort();
}

let pools: NamePools | undefined;

export function namePools(): NamePools {
  if (pools) return pools;
  const person = en.definitions.person;
  const spanish = es.definitions.person;
  pools = {
    female: clean(person.first_name?.female),
    male: clean(person.first_name?.male),
    middleFemale: clean(person.middle_name?.female),
    middleMale: clean(person.middle_name?.male),
    last: clean(person.last_name?.generic),
    hispanicFemale: clean(spanish.first_name?.female),
    hispanicMale: clean(spanish.first_name?.male),
    hispanicLast: clean(spanish.last_name?.generic),
  };
  return pools;
}

const US_STREET_TYPES = new Set(['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Court', 'Way', 'Place', 'Boulevard']);

/** Street names from faker's list ("Maple Street", "10th Street", ...) with a U.S. street type, and the last names
 * that U.S. streets are so often named after, to combine with a street type. */
export function streetNameParts(): { names: string[]; lastNames: string[] } {
  const names = clean(en.definitions.location.street_name).filter((name) => {
    const words = name.split(' ');
    return words.length >= 2 && US_STREET_TYPES.has(words[words.length - 1]!);
  });
  return { names, lastNames: namePools().last };
}
