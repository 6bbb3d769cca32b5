import { faker as en } from '@faker-js/faker/locale/en';
import { faker as es } from '@faker-js/faker/locale/es';

import censusSurnames from './name-data/census-2010-surnames';
import ssaFirstNames from './name-data/ssa-first-names';
import { hashSeed, Random, WeightedPicker } from '../../domain/seeded-random';

// Names as the U.S. population holds them (issue 15): surnames weighted by the 2010 census, first and middle names
// by sex and birth decade from the Social Security Administration's counts. Both tables are public domain and kept
// compact in name-data/ (scripts/build-name-tables.ts). The census table holds the ~1,000 most frequent surnames
// (about 41 % of people); the rest of the population carries rare surnames, drawn from a long tail of synthetic
// surnames that read like real ones (a letter model trained on real surnames), so no tail name is ever as frequent
// as a census one. Names are ASCII, as U.S. public records usually hold them, so every stored name can be typed
// into the search form (spec §5 allows letters, spaces, apostrophes, backticks and hyphens only).

/** People counted by the 2010 census surname table (all surnames, including those below its threshold). */
export const CENSUS_2010_PEOPLE = 308_745_538;
/** Share of U.S. residents who are Hispanic (2020 census): the tail's Hispanic share makes the total match. */
const HISPANIC_SHARE = 0.187;
const TAIL_SIZE = 40_000;
const FIRST_DECADE = 1920;
const LAST_DECADE = 2020;

/**
 * Given names that Hispanic families choose far more often than the national SSA counts show (the counts are not
 * kept by ethnicity). Which names: a short list; how often each: the SSA counts of the birth decade.
 */
const SPANISH_GIVEN_NAMES = {
  F: [
    'Maria',
    'Ana',
    'Rosa',
    'Carmen',
    'Guadalupe',
    'Juana',
    'Lucia',
    'Sofia',
    'Gabriela',
    'Veronica',
    'Adriana',
    'Alejandra',
    'Leticia',
    'Yolanda',
    'Araceli',
    'Blanca',
    'Esperanza',
    'Marisol',
    'Silvia',
    'Beatriz',
    'Isabel',
  ],
  M: [
    'Jose',
    'Juan',
    'Luis',
    'Carlos',
    'Jesus',
    'Miguel',
    'Antonio',
    'Francisco',
    'Jorge',
    'Manuel',
    'Pedro',
    'Alejandro',
    'Ricardo',
    'Fernando',
    'Javier',
    'Rafael',
    'Raul',
    'Sergio',
    'Ramon',
    'Hector',
    'Arturo',
    'Enrique',
    'Armando',
    'Eduardo',
    'Angel',
  ],
} as const;

export interface CensusSurname {
  name: string;
  /** people bearing it in the 2010 census */
  count: number;
  /** share of them who are Hispanic, 0 to 1 */
  hispanic: number;
}

export interface DrawnSurname {
  name: string;
  /** chance that a family with this surname is Hispanic */
  hispanic: number;
}

function parseCensus(): CensusSurname[] {
  return censusSurnames
    .trim()
    .split('\n')
    .map((line) => {
      const [name, count, hispanic] = line.split(',');
      return { name: name!, count: Number(count), hispanic: Number(hispanic) / 100 };
    });
}

interface DecadeNames {
  F: WeightedPicker<string>;
  M: WeightedPicker<string>;
  /** the decade's names that are also Spanish given names (Maria, Jose, Juan, …), by the same SSA counts */
  spanishF: WeightedPicker<string>;
  spanishM: WeightedPicker<string>;
}

function parseSsa(spanish: { F: ReadonlySet<string>; M: ReadonlySet<string> }): {
  byDecade: Map<number, DecadeNames>;
  counts: Map<string, number>;
  ranked: Map<string, string[]>;
} {
  const grouped = new Map<string, { names: string[]; counts: number[] }>();
  const counts = new Map<string, number>();
  for (const line of ssaFirstNames.trim().split('\n')) {
    const [decade, sex, name, count] = line.split(',');
    const key = `${decade},${sex}`;
    const group = grouped.get(key) ?? { names: [], counts: [] };
    group.names.push(name!);
    group.counts.push(Number(count));
    grouped.set(key, group);
    counts.set(`${decade},${sex},${name}`, Number(count));
  }
  const picker = (group: { names: string[]; counts: number[] }, only?: ReadonlySet<string>) => {
    const keep = group.names.map((name) => !only || only.has(name));
    return new WeightedPicker(
      group.names.filter((_name, index) => keep[index]),
      group.counts.filter((_count, index) => keep[index]),
    );
  };
  const byDecade = new Map<number, DecadeNames>();
  for (let decade = FIRST_DECADE; decade <= LAST_DECADE; decade += 10) {
    const female = grouped.get(`${decade},F`);
    const male = grouped.get(`${decade},M`);
    if (!female || !male) throw new Error(`ssa-first-names has no ${decade} names`);
    byDecade.set(decade, {
      F: picker(female),
      M: picker(male),
      spanishF: picker(female, spanish.F),
      spanishM: picker(male, spanish.M),
    });
  }
  const ranked = new Map([...grouped.entries()].map(([key, group]) => [key, group.names]));
  return { byDecade, counts, ranked };
}

function fold(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** ASCII names of letters (faker's lists hold accents, spaces and a few oddities such as tripled letters). */
function clean(values: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values ?? []) {
    const folded = fold(value).trim();
    if (!/^[A-Z][a-z]{2,13}$/.test(folded) || /(.)\1\1/.test(folded) || seen.has(folded)) continue;
    seen.add(folded);
    out.push(folded);
  }
  return out.sort();
}

/**
 * A letter model (order 3) of real surnames: it writes new surnames that read like the ones it learned ("Harwell",
 * "Brenton", "Castellanos"), for the long tail of rare surnames that no compact table can hold.
 */
class SurnameModel {
  private readonly next = new Map<string, { letters: string[]; picker?: WeightedPicker<string> }>();
  private readonly counts = new Map<string, Map<string, number>>();

  constructor(names: readonly string[]) {
    for (const name of names) {
      const text = `^^^${name.toLowerCase()}$`;
      for (let i = 3; i < text.length; i += 1) {
        const context = text.slice(i - 3, i);
        const letters = this.counts.get(context) ?? new Map<string, number>();
        letters.set(text[i]!, (letters.get(text[i]!) ?? 0) + 1);
        this.counts.set(context, letters);
      }
    }
    for (const [context, letters] of this.counts) {
      const list = [...letters.keys()].sort();
      this.next.set(context, {
        letters: list,
        picker: new WeightedPicker(
          list,
          list.map((l) => letters.get(l)!),
        ),
      });
    }
  }

  write(random: Random): string | undefined {
    let text = '^^^';
    for (let i = 0; i < 14; i += 1) {
      const letter = this.next.get(text.slice(-3))?.picker?.pick(random);
      if (letter === undefined) return undefined;
      if (letter === '$') {
        const name = text.slice(3);
        return name.length >= 4 ? name[0]!.toUpperCase() + name.slice(1) : undefined;
      }
      text += letter;
    }
    return undefined;
  }
}

export interface NameModel {
  /** A family's surname, by census frequency (with its chance of being Hispanic). */
  surname(random: Random): DrawnSurname;
  /** A surname of a Hispanic (or not) family: a spouse's maiden name, mostly from the same community. */
  surnameLike(random: Random, hispanic: boolean): string;
  /** A first name for someone of this sex born in this year. */
  firstName(random: Random, sex: 'F' | 'M', birthYear: number, hispanic: boolean): string;
  /** A middle name: the same pool as first names, never the first name itself. */
  middleName(random: Random, sex: 'F' | 'M', birthYear: number, first: string): string;
  /** The census table (for the frequency test). */
  census: readonly CensusSurname[];
  /** The SSA count of a first name in a decade, 0 when it is not among the decade's top names. */
  ssaCount(decade: number, sex: 'F' | 'M', name: string): number;
  /** The decade's most given names, most given first. */
  ssaTopNames(decade: number, sex: 'F' | 'M', count: number): string[];
}

let model: NameModel | undefined;

export function nameModel(): NameModel {
  if (model) return model;
  const census = parseCensus();
  const censusPeople = census.reduce((sum, row) => sum + row.count, 0);
  const tailShare = 1 - censusPeople / CENSUS_2010_PEOPLE;
  const censusHispanic = census.reduce((sum, row) => sum + row.count * row.hispanic, 0) / CENSUS_2010_PEOPLE;
  const tailHispanic = Math.min(1, Math.max(0, (HISPANIC_SHARE - censusHispanic) / tailShare));

  const known = new Set(census.map((row) => row.name));
  const hispanicSeeds = [
    ...census.filter((row) => row.hispanic > 0.5).map((row) => row.name),
    ...clean(es.definitions.person.last_name?.generic),
  ];
  const otherSeeds = [
    ...census.filter((row) => row.hispanic <= 0.5).map((row) => row.name),
    ...clean(en.definitions.person.last_name?.generic),
  ];
  const tail = (seeds: string[], size: number, seed: string): string[] => {
    const letters = new SurnameModel(seeds);
    const random = new Random(hashSeed('surname-tail', seed));
    const out = new Set<string>();
    for (let attempts = 0; out.size < size && attempts < size * 20; attempts += 1) {
      const name = letters.write(random);
      if (name && !known.has(name) && !/(.)\1\1/.test(name)) out.add(name);
    }
    return [...out];
  };
  const hispanicTail = tail(hispanicSeeds, Math.round(TAIL_SIZE * tailHispanic), 'hispanic');
  const otherTail = tail(otherSeeds, TAIL_SIZE - hispanicTail.length, 'other');

  // The tail's weights fall gently (1/(rank + n/4)), its most frequent name below the census table's least frequent.
  const tailWeights = (names: string[], share: number) => {
    const raw = names.map((_name, rank) => 1 / (rank + names.length / 4));
    const sum = raw.reduce((a, b) => a + b, 0);
    return raw.map((weight) => (weight / sum) * share * CENSUS_2010_PEOPLE);
  };
  const entries: DrawnSurname[] = [
    ...census.map((row) => ({ name: row.name, hispanic: row.hispanic })),
    ...hispanicTail.map((name) => ({ name, hispanic: 0.9 })),
    ...otherTail.map((name) => ({ name, hispanic: 0.02 })),
  ];
  const weights = [
    ...census.map((row) => row.count),
    ...tailWeights(hispanicTail, tailShare * tailHispanic),
    ...tailWeights(otherTail, tailShare * (1 - tailHispanic)),
  ];
  const surnames = new WeightedPicker(entries, weights);
  const hispanicOnly = new WeightedPicker(
    entries.filter((_entry, index) => entries[index]!.hispanic > 0.5),
    weights.filter((_weight, index) => entries[index]!.hispanic > 0.5),
  );
  const others = new WeightedPicker(
    entries.filter((entry) => entry.hispanic <= 0.5),
    weights.filter((_weight, index) => entries[index]!.hispanic <= 0.5),
  );

  const spanish = { F: new Set(SPANISH_GIVEN_NAMES.F), M: new Set(SPANISH_GIVEN_NAMES.M) };
  const { byDecade, counts, ranked } = parseSsa(spanish);
  const decadeOf = (birthYear: number) =>
    Math.min(LAST_DECADE, Math.max(FIRST_DECADE, Math.floor(birthYear / 10) * 10));

  model = {
    census,
    surname: (random) => surnames.pick(random),
    surnameLike: (random, hispanic) => (hispanic ? hispanicOnly : others).pick(random).name,
    firstName(random, sex, birthYear, hispanic) {
      // SSA counts are national; Hispanic families give Spanish given names (Maria, Jose, Juan) more often than the
      // national counts show, drawn by the same counts from the decade's names that are also Spanish names.
      const names = byDecade.get(decadeOf(birthYear))!;
      if (hispanic && random.chance(0.2)) return (sex === 'F' ? names.spanishF : names.spanishM).pick(random);
      return names[sex].pick(random);
    },
    middleName(random, sex, birthYear, first) {
      const pool = byDecade.get(decadeOf(birthYear))![sex];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const middle = pool.pick(random);
        if (middle !== first) return middle;
      }
      return sex === 'F' ? 'Ann' : 'Lee';
    },
    ssaCount: (decade, sex, name) => counts.get(`${decade},${sex},${name}`) ?? 0,
    ssaTopNames: (decade, sex, count) => (ranked.get(`${decade},${sex}`) ?? []).slice(0, count),
  };
  return model;
}

const US_STREET_TYPES = new Set(['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Court', 'Way', 'Place', 'Boulevard']);

/** Street names from faker's list ("Maple Street", "10th Street", ...) with a U.S. street type, and the surnames
 * that U.S. streets are so often named after (the census's), to combine with a street type. */
export function streetNameParts(): { names: string[]; lastNames: string[] } {
  const names = (en.definitions.location.street_name ?? []).filter((name) => {
    const words = name.split(' ');
    return (
      /^[A-Za-z][A-Za-z' -]*[A-Za-z]$/.test(name) && words.length >= 2 && US_STREET_TYPES.has(words[words.length - 1]!)
    );
  });
  return {
    names: [...new Set(names)].sort(),
    lastNames: nameModel()
      .census.slice(0, 400)
      .map((row) => row.name),
  };
}
