import { createHash } from 'node:crypto';

import { Faker, en } from '@faker-js/faker';

import type { MonitoredDataKind } from '@beacon/validation';

// A synthetic breach corpus on the Have I Been Pwned model (issue 18 point 2): breaches with their domain, dates,
// size, data classes and flags, and which identifiers each exposed. It is derived deterministically from a seed, so
// every environment built from the same data set has the same corpus: a person's e-mail, phone and username are in
// a breach when a draw on the identifier says so, the more often the larger the breach. The local Have I Been Pwned
// stand-in (services/breach-feed/hibp-stand-in.ts) serves the same corpus over HIBP's protocol. The companies are
// made up, their domains end in .example (RFC 2606, so no real company is named) and every description says that
// the breach is not a real incident, since members see these texts as they are.

export interface BreachEntry {
  name: string;
  title: string;
  domain: string;
  breachDate: string;
  addedDate: string;
  pwnCount: number;
  dataClasses: string[];
  isVerified: boolean;
  isSensitive: boolean;
  description: string;
  /** the share (per mille) of the identifiers of the data set this breach holds */
  reachPerMille: number;
}

export const BREACH_COUNT = 320;

const CLASSES_BY_KIND: Record<MonitoredDataKind, string> = {
  email: 'Email addresses',
  phone: 'Phone numbers',
  username: 'Usernames',
  ssn_last4: 'Social security numbers',
  card: 'Credit cards',
};

const OTHER_CLASSES = [
  'Passwords',
  'Names',
  'IP addresses',
  'Dates of birth',
  'Physical addresses',
  'Genders',
  'Geographic locations',
  'Job titles',
  'Employers',
  'Purchases',
  'Security questions and answers',
  'Device information',
  'Partial credit card data',
];

/** The data class a breach must hold for an identifier of this kind to have been exposed by it. */
export function dataClassOf(kind: MonitoredDataKind): string {
  return CLASSES_BY_KIND[kind];
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The breaches of the corpus of this seed. */
export function breachCatalog(seed: string): BreachEntry[] {
  const faker = new Faker({ locale: [en] });
  faker.seed(Number.parseInt(createHash('sha256').update(`breaches:${seed}`).digest('hex').slice(0, 8), 16));
  const start = Date.UTC(2008, 0, 1);
  const end = Date.UTC(2026, 9, 1);
  const names = new Set<string>();
  const breaches: BreachEntry[] = [];
  while (breaches.length < BREACH_COUNT) {
    const company = faker.company.name().replace(/[^A-Za-z0-9 ]/g, '').trim();
    const name = company.replace(/\s+/g, '');
    if (!name || names.has(name)) continue;
    names.add(name);
    const breachMs = faker.number.int({ min: start, max: end });
    const addedMs = Math.min(end, breachMs + faker.number.int({ min: 10, max: 900 }) * 86_400_000);
    const kinds: MonitoredDataKind[] = ['email'];
    if (faker.number.int(99) < 45) kinds.push('phone');
    if (faker.number.int(99) < 40) kinds.push('username');
    const others = faker.helpers.arrayElements(OTHER_CLASSES, { min: 1, max: 5 });
    // a few big ones, many small ones, as real breach sizes go
    const reachPerMille = faker.number.int(99) < 6 ? faker.number.int({ min: 60, max: 140 }) : faker.number.int({ min: 1, max: 12 });
    const exposed = [...kinds.map(dataClassOf), ...others].map((entry) => entry.toLowerCase()).join(', ');
    breaches.push({
      name,
      title: company,
      domain: `${faker.internet.domainWord()}.example`,
      breachDate: isoDay(breachMs),
      addedDate: isoDay(addedMs),
      pwnCount: reachPerMille * faker.number.int({ min: 20_000, max: 400_000 }),
      dataClasses: [...kinds.map(dataClassOf), ...others].sort(),
      isVerified: faker.number.int(99) < 90,
      isSensitive: faker.number.int(99) < 5,
      description:
        "Not a real incident: a made-up breach of Beacon's local stand-in breach corpus. " +
        `${company}, a fictitious company, lost ${exposed} in ${new Date(breachMs).getUTCFullYear()}.`,
      reachPerMille,
    });
  }
  return breaches;
}

/** Indexes (into the catalog) of the breaches that exposed this identifier. */
export function breachesOf(seed: string, kind: MonitoredDataKind, normalized: string, catalog: readonly BreachEntry[]): number[] {
  const digest = createHash('sha256').update(`${seed}|${kind}|${normalized}`).digest();
  const found: number[] = [];
  // a handful of candidate breaches per identifier, each kept by its reach: about 40 % of identifiers are in one
  for (let draw = 0; draw < 6; draw += 1) {
    const index = digest.readUInt16BE(draw * 2) % catalog.length;
    const breach = catalog[index]!;
    const keep = digest.readUInt16BE(12 + draw * 2) % 1000 < breach.reachPerMille * 12;
    if (keep && breach.dataClasses.includes(dataClassOf(kind)) && !found.includes(index)) found.push(index);
  }
  return found;
}

/** Known-breached passwords (the Pwned Passwords model): common passwords and their variants, with counts. */
export function breachedPasswords(seed: string): Array<{ sha1: string; count: number }> {
  const faker = new Faker({ locale: [en] });
  faker.seed(Number.parseInt(createHash('sha256').update(`passwords:${seed}`).digest('hex').slice(0, 8), 16));
  const base = ['password', '123456', '12345678', 'qwerty', 'letmein', 'iloveyou', 'admin', 'welcome', 'monkey', 'dragon'];
  const words = new Set<string>(base);
  while (words.size < 2_000) words.add(faker.word.sample().toLowerCase());
  const passwords = new Map<string, number>();
  for (const word of words) {
    for (const variant of [word, `${word}1`, `${word}123`, `${word}!`, `${word[0]!.toUpperCase()}${word.slice(1)}1!`]) {
      passwords.set(variant, faker.number.int({ min: 1, max: 250_000 }));
    }
  }
  passwords.set('password', 9_545_824);
  passwords.set('123456', 42_071_582);
  return [...passwords].map(([password, count]) => ({
    sha1: createHash('sha1').update(password).digest('hex').toUpperCase(),
    count,
  }));
}
