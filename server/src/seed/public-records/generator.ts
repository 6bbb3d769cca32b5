import { abbreviateStreetWord, nameKey, nicknamesOf, phoneticKey, streetKey, textKey } from '../../domain/search-keys';
import { AREA_CODES, loadGeography, type Geography, type Zip } from './geography';
import { nameModel, streetNameParts, type NameModel } from './names';
import { FLAGS, ROLE, type GeneratorTotals } from '../../domain/public-records-model';
import { hashSeed, Random } from '../../domain/seeded-random';

// The deterministic generator of the synthetic public-records data set. It walks families: a parents' household
// (a couple or a single adult, with or without children at home) and sometimes households of grown children who
// moved out. Household members share the last name, the current address and the address history; a grown child's
// history starts at the parents' address. People get phones whose area codes belong to the state where the number
// was issued, e-mails derived from their names, and flags that drive their rarer facts (criminal and sex-offender
// records, finances, businesses, licenses, assets), which domain/record-details.ts expands deterministically.
//
// Rows are handed to a sink in insertion order; nothing here touches a database. Same seed, same people count and
// same reference date: the same rows, byte for byte.

export { FLAGS, GENERATOR_VERSION, ROLE } from '../../domain/public-records-model';

export type PlaceRow = [
  id: number,
  streetNumber: number,
  streetName: string,
  city: string,
  state: string,
  zip: string,
  zip4: string,
  latitude: number,
  longitude: number,
  lineKey: string,
  streetKey: string,
  cityKey: string,
];

export type PersonRow = [
  id: number,
  householdId: number,
  familyId: number,
  placeId: number,
  role: number,
  firstName: string,
  middleName: string | null,
  lastName: string,
  suffix: string | null,
  maidenName: string | null,
  sex: string,
  dob: string,
  dod: string | null,
  birthYear: number,
  firstKey: string,
  lastKey: string,
  firstPhonetic: string,
  lastPhonetic: string,
  middleInitial: string,
  city: string,
  state: string,
  zip: string,
  cityKey: string,
  flags: number,
  placesSummary: string,
];

export type ResidenceRow = [householdId: number, placeId: number, startDate: string, endDate: string | null];

export type PhoneRow = [
  number: string,
  personId: number,
  lineType: string,
  carrier: string,
  state: string,
  firstSeen: string,
  lastSeen: string,
  isCurrent: number,
];

export type EmailRow = [address: string, personId: number, firstSeen: string, lastSeen: string];

export type OffenderRow = [
  personId: number,
  placeId: number,
  zip: string,
  state: string,
  registeredOn: string,
  tier: number,
  offense: string,
];

export interface RowSink {
  place(row: PlaceRow): void;
  person(row: PersonRow): void;
  residence(row: ResidenceRow): void;
  phone(row: PhoneRow): void;
  email(row: EmailRow): void;
  offender(row: OffenderRow): void;
}

/** Someone who must exist in the data (the demo members, so "Search for Yourself" finds them). */
export interface RequiredPerson {
  firstName: string;
  lastName: string;
  sex: 'F' | 'M';
  age: number;
  zip: string;
  email?: string;
  /** YYYY-MM-DD: this date of birth instead of a drawn one (a demo member's own) */
  birthDate?: string;
}

export interface GeneratorOptions {
  seed: string;
  people: number;
  /** the data set's "today", YYYY-MM-DD: ages, date ranges and last-seen dates count back from it */
  asOf: string;
  required?: RequiredPerson[];
}

const DAY_MS = 86_400_000;
const STREET_TYPES = ['St', 'Ave', 'Rd', 'Dr', 'Ln', 'Ct', 'Way', 'Pl', 'Blvd', 'Cir', 'Ter', 'Trl', 'Pkwy'];
const MOBILE_CARRIERS = ['Verizon Wireless', 'T-Mobile USA', 'AT&T Mobility', 'US Cellular', 'Cricket Wireless'];
const LANDLINE_CARRIERS = ['AT&T', 'Verizon', 'Lumen (CenturyLink)', 'Frontier', 'Windstream', 'Spectrum', 'Comcast'];
const VOIP_CARRIERS = ['Google Voice', 'Bandwidth.com', 'Vonage', 'Ooma'];
const EMAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'yahoo.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'comcast.net',
  'att.net',
];
const SUFFIXES = ['Jr.', 'Jr.', 'Sr.', 'II', 'III'];
const SEX_OFFENSES = [
  'Sexual assault, second degree',
  'Indecent exposure',
  'Possession of child pornography',
  'Sexual abuse of a minor',
  'Failure to register as a sex offender',
  'Gross sexual imposition',
];

const dayCache = new Map<number, string>();

/** YYYY-MM-DD of a time; memoized per day (the generator formats millions of dates from a few thousand days). */
function isoDate(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let text = dayCache.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayCache.set(day, text);
  }
  return text;
}

interface Street {
  name: string;
  key: string;
  nextNumber: number;
  step: number;
  latitude: number;
  longitude: number;
  dLat: number;
  dLng: number;
  zip4Base: number;
  houses: number;
}

interface ZipStreets {
  random: Random;
  streets: Street[];
  /** streets with room for more houses */
  open: Street[];
  names: Set<string>;
}

interface Member {
  id: number;
  sex: 'F' | 'M';
  first: string;
  last: string;
  age: number;
  dobMs: number;
  deceased: boolean;
  adult: boolean;
}

interface HistoryEntry {
  placeId: number;
  city: string;
  state: string;
  startMs: number;
  endMs: number | null;
}

function thirteenthBirthday(dobMs: number): number {
  const dob = new Date(dobMs);
  return Date.UTC(dob.getUTCFullYear() + 13, dob.getUTCMonth(), dob.getUTCDate());
}

export class PublicRecordsGenerator {
  private readonly random: Random;
  private readonly geography: Geography;
  private readonly names: NameModel;
  private readonly streetParts: { names: string[]; lastNames: string[] };
  private readonly asOfMs: number;
  private readonly asOfYear: number;
  private readonly zipStreets = new Map<string, ZipStreets>();
  private readonly occupied = new Set<number>();
  private readonly placesByZip = new Map<string, number[]>();
  private readonly placeInfo: Array<{ city: string; state: string; zip: string } | undefined> = [];
  private readonly usedNumbers = new Set<string>();
  private readonly usedEmails = new Set<string>();
  private readonly emailCounters = new Map<string, number>();
  private readonly keyCache = new Map<string, [string, string]>();
  readonly totals: GeneratorTotals = {
    people: 0,
    households: 0,
    families: 0,
    places: 0,
    residences: 0,
    phones: 0,
    emails: 0,
    offenders: 0,
  };

  constructor(
    private readonly options: GeneratorOptions,
    private readonly sink: RowSink,
  ) {
    this.random = new Random(hashSeed('families', options.seed));
    this.geography = loadGeography(options.people);
    this.names = nameModel();
    this.streetParts = streetNameParts();
    this.asOfMs = Date.parse(`${options.asOf}T00:00:00Z`);
    if (Number.isNaN(this.asOfMs)) throw new Error(`asOf must be YYYY-MM-DD, got ${options.asOf}`);
    this.asOfYear = new Date(this.asOfMs).getUTCFullYear();
  }

  private requiredIndex = 0;

  /** Generates one family into the sink; false once the data set is complete. */
  step(): boolean {
    if (this.totals.people >= this.options.people) return false;
    const required = this.options.required ?? [];
    if (this.requiredIndex < required.length) this.family(required[this.requiredIndex++]);
    else this.family();
    return true;
  }

  /** Generates the whole data set into the sink. */
  run(): GeneratorTotals {
    while (this.step());
    return this.totals;
  }

  // ---- names and keys -------------------------------------------------------------------------------------------

  private keys(name: string): [string, string] {
    let keys = this.keyCache.get(name);
    if (!keys) {
      keys = [nameKey(name), phoneticKey(name)];
      this.keyCache.set(name, keys);
    }
    return keys;
  }

  /** A first name for someone of this age: the names given in their birth decade (SSA counts). */
  private firstName(sex: 'F' | 'M', hispanic: boolean, age: number): string {
    return this.names.firstName(this.random, sex, this.asOfYear - age, hispanic);
  }

  /** Someone else's surname (a spouse's maiden name, a married daughter's husband's), mostly from the same community. */
  private otherSurname(hispanic: boolean, sameCommunity: number): string {
    const r = this.random;
    return this.names.surnameLike(r, r.chance(sameCommunity) ? hispanic : !hispanic && r.chance(0.2));
  }

  // ---- places ---------------------------------------------------------------------------------------------------

  private streetsOf(zip: Zip): ZipStreets {
    let entry = this.zipStreets.get(zip.zip);
    if (!entry) {
      entry = {
        random: new Random(hashSeed('streets', this.options.seed, zip.zip)),
        streets: [],
        open: [],
        names: new Set(),
      };
      this.zipStreets.set(zip.zip, entry);
    }
    return entry;
  }

  private newStreet(zip: Zip, entry: ZipStreets): Street {
    const r = entry.random;
    let name = '';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if (r.chance(0.6)) {
        const words = r.pick(this.streetParts.names).split(' ');
        name = words.map((word, index) => (index === words.length - 1 ? abbreviateStreetWord(word) : word)).join(' ');
      } else {
        name = `${r.pick(this.streetParts.lastNames)} ${r.pick(STREET_TYPES)}`;
      }
      if (r.chance(0.08)) name = `${r.pick(['N', 'S', 'E', 'W'])} ${name}`;
      if (!entry.names.has(name)) break;
    }
    entry.names.add(name);
    const angle = r.float() * Math.PI;
    const street: Street = {
      name,
      key: streetKey(name),
      nextNumber: r.chance(0.5) ? r.between(1, 60) * 10 + 1 : r.between(100, 9800),
      step: 2 * r.between(1, 5),
      latitude: zip.latitude + (r.float() - 0.5) * 0.04,
      longitude: zip.longitude + (r.float() - 0.5) * 0.05,
      dLat: Math.cos(angle) * 0.00012,
      dLng: Math.sin(angle) * 0.00015,
      zip4Base: r.between(1000, 9899),
      houses: 0,
    };
    entry.streets.push(street);
    entry.open.push(street);
    return street;
  }

  /** A new house on a street of the ZIP: a new street now and then, otherwise the next number on an existing one. */
  private newPlace(zip: Zip): number {
    const entry = this.streetsOf(zip);
    const r = entry.random;
    const street =
      entry.open.length === 0 || r.chance(0.12) ? this.newStreet(zip, entry) : entry.open[r.int(entry.open.length)]!;
    const number = street.nextNumber;
    street.nextNumber += street.step;
    const houses = street.houses;
    street.houses += 1;
    if (street.houses >= 40) entry.open.splice(entry.open.indexOf(street), 1);
    const id = ++this.totals.places;
    const line = `${number} ${street.name}`;
    this.sink.place([
      id,
      number,
      street.name,
      zip.city,
      zip.state,
      zip.zip,
      String(street.zip4Base + Math.floor(houses / 10)).padStart(4, '0'),
      Math.round((street.latitude + street.dLat * houses) * 1e6) / 1e6,
      Math.round((street.longitude + street.dLng * houses) * 1e6) / 1e6,
      streetKey(line),
      street.key,
      textKey(zip.city),
    ]);
    this.placeInfo[id] = { city: zip.city, state: zip.state, zip: zip.zip };
    const list = this.placesByZip.get(zip.zip) ?? [];
    list.push(id);
    this.placesByZip.set(zip.zip, list);
    return id;
  }

  /** A house nobody lives in now: an earlier address of someone else (a previous resident) or a new one. */
  private formerPlace(zip: Zip): number {
    const r = this.random;
    // an address somebody else lived at before (or after) them, in the same ZIP
    const inZip = this.placesByZip.get(zip.zip);
    if (inZip && inZip.length > 20 && r.chance(0.45)) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const id = r.pick(inZip);
        if (!this.occupied.has(id)) return id;
      }
    }
    return this.newPlace(zip);
  }

  private info(placeId: number) {
    const info = this.placeInfo[placeId];
    if (!info) throw new Error(`unknown place ${placeId}`);
    return info;
  }

  // ---- families and households ----------------------------------------------------------------------------------

  private family(required?: RequiredPerson): void {
    const r = this.random;
    const familyId = ++this.totals.families;
    const geography = this.geography;
    const zip = (required && geography.zip(required.zip)) ?? geography.pickZip(r, geography.pickState(r));
    // the surname first, by census frequency; whether the family is Hispanic follows from it (census shares)
    const drawn = required ? undefined : this.names.surname(r);
    const hispanic = drawn ? r.chance(drawn.hispanic) : false;
    const last = required?.lastName ?? drawn!.name;
    const headSex: 'F' | 'M' = required?.sex ?? (r.chance(0.5) ? 'F' : 'M');
    const headAge = required?.age ?? this.adultAge();
    // a demo member always has family on their record, a partner and children (their result card names relatives)
    const coupled = required ? true : r.chance(0.58);
    const kidsAtHome = required
      ? r.between(1, 2)
      : headAge < 62
        ? r.chance(0.55)
          ? r.between(1, 3)
          : 0
        : r.chance(0.08)
          ? 1
          : 0;

    const householdId = ++this.totals.households;
    const history = this.householdHistory(zip, headAge, r.chance(0.85) ? r.between(1, 3) : 0);
    this.residences(householdId, history);
    const members: Member[] = [];
    const headFirst = required?.firstName ?? this.firstName(headSex, hispanic, headAge);
    const head = this.person({
      householdId,
      familyId,
      history,
      role: ROLE.head,
      sex: headSex,
      first: headFirst,
      last,
      age: headAge,
      maiden: null,
      hispanic,
      fixedName: Boolean(required),
      email: required?.email,
      birthDate: required?.birthDate,
    });
    if (!head) return;
    members.push(head);
    if (coupled) {
      const spouseSex: 'F' | 'M' = r.chance(0.94) ? (headSex === 'F' ? 'M' : 'F') : headSex;
      const spouseAge = Math.max(19, headAge + r.between(-6, 6));
      const maiden = spouseSex === 'F' && r.chance(0.65) ? this.otherSurname(hispanic, 0.8) : null;
      const spouse = this.person({
        householdId,
        familyId,
        history,
        role: ROLE.spouse,
        sex: spouseSex,
        first: this.firstName(spouseSex, hispanic, spouseAge),
        last,
        age: spouseAge,
        maiden: maiden === last ? null : maiden,
        hispanic,
      });
      if (spouse) members.push(spouse);
    }
    for (let k = 0; k < kidsAtHome; k += 1) {
      const sex: 'F' | 'M' = r.chance(0.5) ? 'F' : 'M';
      const age = r.between(0, Math.max(0, Math.min(24, headAge - 20)));
      const child = this.person({
        householdId,
        familyId,
        history,
        role: ROLE.child,
        sex,
        first: this.firstName(sex, hispanic, age),
        last,
        age,
        maiden: null,
        hispanic,
      });
      if (child) members.push(child);
    }
    this.householdPhones(members, history);

    // Grown children who moved out: their own households, with the parents' address at the start of their history.
    if (headAge >= 48 && !required && r.chance(0.55)) {
      const parentsPlace = history[history.length - 1]!;
      const count = r.between(1, 2);
      for (let k = 0; k < count && this.totals.people < this.options.people; k += 1) {
        this.movedOutChild(familyId, parentsPlace, headAge, last, hispanic, zip);
      }
    }
  }

  private adultAge(): number {
    const r = this.random;
    const bucket = r.float();
    if (bucket < 0.22) return r.between(22, 34);
    if (bucket < 0.45) return r.between(35, 46);
    if (bucket < 0.68) return r.between(47, 58);
    if (bucket < 0.88) return r.between(59, 72);
    return r.between(73, 92);
  }

  /** Previous addresses (oldest first), then the current one; every household lives at its own current place. */
  private householdHistory(zip: Zip, headAge: number, previousCount: number): HistoryEntry[] {
    const r = this.random;
    const current = this.newPlace(zip);
    this.occupied.add(current);
    const yearsHere = Math.min(Math.max(1, headAge - 20), r.between(1, 22));
    let end = this.asOfMs - yearsHere * 365 * DAY_MS - r.between(0, 300) * DAY_MS;
    const entries: HistoryEntry[] = [{ placeId: current, city: zip.city, state: zip.state, startMs: end, endMs: null }];
    let where = zip;
    for (let k = 0; k < previousCount; k += 1) {
      where = r.chance(0.8)
        ? this.geography.pickNearbyZip(r, where)
        : this.geography.pickZip(r, this.geography.pickState(r));
      const placeId = this.formerPlace(where);
      const info = this.info(placeId);
      const start = end - r.between(1, 8) * 365 * DAY_MS - r.between(0, 300) * DAY_MS;
      entries.unshift({ placeId, city: info.city, state: info.state, startMs: start, endMs: end - DAY_MS });
      end = start;
    }
    return entries;
  }

  private residences(householdId: number, history: HistoryEntry[]): void {
    for (const entry of history) {
      this.totals.residences += 1;
      this.sink.residence([
        householdId,
        entry.placeId,
        isoDate(entry.startMs),
        entry.endMs === null ? null : isoDate(entry.endMs),
      ]);
    }
  }

  private movedOutChild(
    familyId: number,
    parentsPlace: HistoryEntry,
    parentAge: number,
    last: string,
    hispanic: boolean,
    parentsZip: Zip,
  ): void {
    const r = this.random;
    const sex: 'F' | 'M' = r.chance(0.5) ? 'F' : 'M';
    const age = r.between(21, Math.max(21, Math.min(45, parentAge - 20)));
    const zip = r.chance(0.75)
      ? this.geography.pickNearbyZip(r, parentsZip)
      : this.geography.pickZip(r, this.geography.pickState(r));
    const married = sex === 'F' && r.chance(0.35);
    const childLast = married ? this.otherSurname(hispanic, 0.7) : last;
    const current = this.newPlace(zip);
    this.occupied.add(current);
    const yearsHere = Math.min(age - 18, r.between(1, 9));
    const start = this.asOfMs - yearsHere * 365 * DAY_MS - r.between(0, 300) * DAY_MS;
    const history: HistoryEntry[] = [];
    const birthMs = this.asOfMs - age * 365.25 * DAY_MS;
    const atHomeFrom = Math.max(parentsPlace.startMs, birthMs);
    history.push({
      placeId: parentsPlace.placeId,
      city: parentsPlace.city,
      state: parentsPlace.state,
      startMs: Math.min(atHomeFrom, start - 400 * DAY_MS),
      endMs: start - 200 * DAY_MS,
    });
    history.push({ placeId: current, city: zip.city, state: zip.state, startMs: start, endMs: null });
    const householdId = ++this.totals.households;
    this.residences(householdId, history);
    const members: Member[] = [];
    const child = this.person({
      householdId,
      familyId,
      history,
      role: ROLE.head,
      sex,
      first: this.firstName(sex, hispanic, age),
      last: childLast,
      age,
      maiden: married ? last : null,
      hispanic,
    });
    if (!child) return;
    members.push(child);
    // a partner now and then, who is family by marriage
    if (r.chance(0.35) && this.totals.people < this.options.people) {
      const partnerSex: 'F' | 'M' = sex === 'F' ? 'M' : 'F';
      const partnerAge = Math.max(19, age + r.between(-4, 4));
      const partner = this.person({
        householdId,
        familyId,
        history: history.slice(1),
        role: ROLE.spouse,
        sex: partnerSex,
        first: this.firstName(partnerSex, hispanic, partnerAge),
        last: childLast,
        age: partnerAge,
        maiden: null,
        hispanic,
      });
      if (partner) members.push(partner);
    }
    this.householdPhones(members, history);
  }

  private person(input: {
    householdId: number;
    familyId: number;
    history: HistoryEntry[];
    role: number;
    sex: 'F' | 'M';
    first: string;
    last: string;
    age: number;
    maiden: string | null;
    hispanic: boolean;
    fixedName?: boolean;
    email?: string | undefined;
    birthDate?: string | undefined;
  }): Member | undefined {
    if (this.totals.people >= this.options.people) return undefined;
    const r = this.random;
    const id = ++this.totals.people;
    const current = input.history[input.history.length - 1]!;
    const currentInfo = this.info(current.placeId);
    const dobMs = this.asOfMs - input.age * 365.25 * DAY_MS - r.between(0, 364) * DAY_MS;
    // a given date of birth still draws the day above, so every later draw, and the data set, stays the same
    const dob = input.birthDate ?? isoDate(dobMs);
    const birthYear = Number(dob.slice(0, 4));
    const deceased = input.age >= 60 && !input.fixedName && r.chance(Math.min(0.5, (input.age - 58) / 120));
    const dod = deceased ? isoDate(this.asOfMs - r.between(30, 3650) * DAY_MS) : null;

    let first = input.first;
    // Records often hold the name people go by: "Bob" rather than "Robert".
    if (!input.fixedName) {
      const nicknames = nicknamesOf(nameKey(first));
      if (nicknames.length && r.chance(0.12)) {
        const nickname = r.pick(nicknames);
        first = nickname[0]!.toUpperCase() + nickname.slice(1);
      }
    }
    // most people have a middle name; records often keep only its initial
    const middleName = r.chance(0.78) ? this.names.middleName(r, input.sex, birthYear, input.first) : null;
    const middle = middleName && !input.fixedName && r.chance(0.3) ? middleName[0]! : middleName;
    const suffix = input.sex === 'M' && !input.fixedName && r.chance(0.035) ? r.pick(SUFFIXES) : null;
    const adult = input.age >= 18;
    let flags = 0;
    if (adult) {
      if (r.chance(0.07)) flags |= FLAGS.criminal;
      if (flags & FLAGS.criminal && r.chance(0.05)) flags |= FLAGS.sexOffender;
      if (r.chance(0.03)) flags |= FLAGS.bankruptcy;
      if (r.chance(0.04)) flags |= FLAGS.lien;
      if (r.chance(0.03)) flags |= FLAGS.judgment;
      if (input.age >= 25 && r.chance(0.09)) flags |= FLAGS.business;
      if (input.age >= 23 && r.chance(0.13)) flags |= FLAGS.license;
      if (input.role === ROLE.head && input.age >= 25 && r.chance(0.62)) flags |= FLAGS.property;
      if (r.chance(0.75)) flags |= FLAGS.vehicle;
      if (flags & FLAGS.property && r.chance(0.05)) flags |= FLAGS.watercraft;
      if (input.role === ROLE.head && r.chance(0.01)) flags |= FLAGS.evicted;
    }

    const [firstKey, firstPhonetic] = this.keys(first);
    const [lastKey, lastPhonetic] = this.keys(input.last);
    const summary: string[] = [];
    for (let k = input.history.length - 1; k >= 0 && summary.length < 5; k -= 1) {
      const entry = input.history[k]!;
      if (entry.endMs !== null && entry.endMs < dobMs) continue;
      const label = `${entry.city}|${entry.state}`;
      if (!summary.includes(label)) summary.push(label);
    }
    this.sink.person([
      id,
      input.householdId,
      input.familyId,
      current.placeId,
      input.role,
      first,
      middle,
      input.last,
      suffix,
      input.maiden,
      input.sex,
      dob,
      dod,
      birthYear,
      firstKey,
      lastKey,
      firstPhonetic,
      lastPhonetic,
      middle ? middle[0]!.toLowerCase() : '',
      currentInfo.city,
      currentInfo.state,
      currentInfo.zip,
      textKey(currentInfo.city),
      flags,
      summary.join(';'),
    ]);

    if (flags & FLAGS.sexOffender) {
      this.totals.offenders += 1;
      this.sink.offender([
        id,
        current.placeId,
        currentInfo.zip,
        currentInfo.state,
        isoDate(this.asOfMs - r.between(200, 6000) * DAY_MS),
        r.between(1, 3),
        r.pick(SEX_OFFENSES),
      ]);
    }

    const member: Member = { id, sex: input.sex, first, last: input.last, age: input.age, dobMs, deceased, adult };
    this.personContacts(member, input.history, input.email);
    return member;
  }

  // ---- phones and e-mails ---------------------------------------------------------------------------------------

  private phoneNumber(state: string): string {
    const r = this.random;
    const codes = AREA_CODES[state]!;
    for (;;) {
      const area = r.pick(codes);
      let exchange = r.between(200, 999);
      if (exchange % 100 === 11 || exchange === 555) exchange += 1;
      const number = `${area}${exchange}${String(r.int(10_000)).padStart(4, '0')}`;
      if (!this.usedNumbers.has(number)) {
        this.usedNumbers.add(number);
        return number;
      }
    }
  }

  /** First and last seen within [fromMs, toMs] (never after the data set's date); none for an empty span. */
  private seen(fromMs: number, toMs: number): [string, string] | undefined {
    const r = this.random;
    const last = Math.min(this.asOfMs, toMs);
    if (last < fromMs) return undefined;
    const first = fromMs + r.float() * (last - fromMs) * 0.3;
    return [isoDate(first), isoDate(last)];
  }

  private addPhone(
    personId: number,
    state: string,
    lineType: 'mobile' | 'landline' | 'voip',
    fromMs: number,
    toMs: number,
    current: boolean,
    number = this.phoneNumber(state),
  ): string {
    const r = this.random;
    const carriers =
      lineType === 'mobile' ? MOBILE_CARRIERS : lineType === 'landline' ? LANDLINE_CARRIERS : VOIP_CARRIERS;
    const span = this.seen(fromMs, toMs);
    if (!span) return number;
    const [firstSeen, lastSeen] = span;
    this.totals.phones += 1;
    this.sink.phone([number, personId, lineType, r.pick(carriers), state, firstSeen, lastSeen, current ? 1 : 0]);
    return number;
  }

  private personContacts(member: Member, history: HistoryEntry[], requiredEmail: string | undefined): void {
    const r = this.random;
    const current = history[history.length - 1]!;
    const endMs = member.deceased ? this.asOfMs - r.between(60, 3000) * DAY_MS : this.asOfMs;
    const adultFrom = Math.max(member.dobMs + 16 * 365 * DAY_MS, history[0]!.startMs);
    // nobody has a phone or an e-mail address of their own before their 13th birthday
    const teenFrom = thirteenthBirthday(member.dobMs);
    if (member.age >= 14 && (member.adult ? r.chance(0.9) : r.chance(0.5))) {
      // A mobile number usually keeps the area code of the state where it was first issued.
      const issuedIn = history.length > 1 && r.chance(0.3) ? history[r.int(history.length - 1)]! : current;
      this.addPhone(
        member.id,
        issuedIn.state,
        r.chance(0.06) ? 'voip' : 'mobile',
        Math.max(adultFrom, issuedIn.startMs),
        endMs,
        !member.deceased,
      );
    }
    if (member.adult && history.length > 1 && r.chance(0.3)) {
      const previous = history[history.length - 2]!;
      this.addPhone(
        member.id,
        previous.state,
        r.chance(0.5) ? 'landline' : 'mobile',
        Math.max(previous.startMs, teenFrom),
        previous.endMs ?? endMs,
        false,
      );
    }
    if (member.age >= 13 && (member.adult || r.chance(0.4))) {
      const count = requiredEmail ? 1 : member.adult && r.chance(0.35) ? 2 : 1;
      for (let k = 0; k < count; k += 1) {
        const address = requiredEmail && k === 0 ? requiredEmail : this.emailAddress(member);
        if (this.usedEmails.has(address)) continue;
        this.usedEmails.add(address);
        const span = this.seen(Math.max(adultFrom, teenFrom, Date.UTC(1998, 0, 1)), endMs);
        if (!span) continue;
        const [firstSeen, lastSeen] = span;
        this.totals.emails += 1;
        this.sink.email([address, member.id, firstSeen, lastSeen]);
      }
    }
  }

  private emailAddress(member: Member): string {
    const r = this.random;
    const first = nameKey(member.first);
    const last = nameKey(member.last);
    const year = String(new Date(member.dobMs).getUTCFullYear());
    const patterns = [
      `${first}.${last}`,
      `${first}${last}`,
      `${first}_${last}`,
      `${first[0]}${last}`,
      `${first}.${last}${year.slice(2)}`,
      `${first}${year}`,
      `${last}${first[0]}${r.between(1, 99)}`,
    ];
    const local = r.pick(patterns);
    const domain = r.pick(EMAIL_DOMAINS);
    const base = `${local}@${domain}`;
    if (!this.usedEmails.has(base)) return base;
    // taken: the next free number for this name at this domain (counted, not probed one by one)
    let n = this.emailCounters.get(base) ?? 2;
    let address = `${local}${n}@${domain}`;
    while (this.usedEmails.has(address)) address = `${local}${(n += 1)}@${domain}`;
    this.emailCounters.set(base, n + 1);
    return address;
  }

  private householdPhones(members: Member[], history: HistoryEntry[]): void {
    const r = this.random;
    const current = history[history.length - 1]!;
    const adults = members.filter((member) => member.adult && !member.deceased);
    if (!adults.length || !r.chance(0.33)) return;
    // One landline for the household, listed under each adult.
    const number = this.phoneNumber(current.state);
    for (const adult of adults.slice(0, 2)) {
      const from = Math.max(current.startMs, thirteenthBirthday(adult.dobMs));
      this.addPhone(adult.id, current.state, 'landline', from, this.asOfMs, true, number);
    }
  }
}
