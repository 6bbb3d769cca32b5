import { sql } from 'kysely';

import { MATCH_FIELDS } from '@beacon/validation';

import { createDatabase } from '../../../src/db/create-database';
import {
  ASK_AT,
  scoreListing,
  SUBMIT_AT,
  type MatchShown,
  type MatchSubject,
} from '../../../src/domain/guardian/match-confidence';
import { createPublicRecordsRepository, type PersonRow } from '../../../src/repositories/public-records-repository';
import type { ListingShown } from '../../../src/services/brokers/broker-adapter';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../helper';
import { seedRecords } from '../../records-helper';

// Match confidence (issue 59 point 3): a listing is scored against the protected person before anything is sent.
// The person themselves is sent; a namesake never is, however much else the two share.

const NOW = Date.parse('2026-11-02T10:00:00Z');

const grace: MatchSubject = {
  firstName: 'Grace',
  middleName: 'Ada',
  lastName: 'Okafor',
  otherNames: ['Grace Adeyemi'],
  dob: '1984-03-02',
  addresses: [
    { street: '12 Oak St', city: 'Chicago', state: 'IL', zip: '60601' },
    { street: '9 Elm Ave', city: 'Evanston', state: 'IL', zip: '60201' },
  ],
  relatives: ['Ann Okafor', 'Samuel Okafor'],
};

// Grace on 2026-11-02 is 42
const graceListing: ListingShown = {
  name: 'Grace Ada Okafor',
  age: 42,
  birthYear: null,
  locations: [
    { street: '12 Oak St', city: 'Chicago', state: 'IL' },
    { street: null, city: 'Evanston', state: 'IL' },
  ],
  relatives: ['Ann Okafor', 'Peter Okafor'],
  phones: [],
  emails: [],
};

const score = (subject: MatchSubject, shown: MatchShown) => scoreListing(subject, shown, { now: NOW });
const evidenceOf = (subject: MatchSubject, shown: MatchShown, field: string) =>
  score(subject, shown).evidence.find((item) => item.field === field);

describe('match confidence', () => {
  it('sends the person as the member gave them: every field agrees', () => {
    const result = score(grace, graceListing);
    expect(result).toEqual({
      confidence: 100,
      decision: 'submit',
      evidence: [
        {
          field: 'name',
          verdict: 'match',
          subjectValue: 'Grace Ada Okafor',
          listingValue: 'Grace Ada Okafor',
          points: 35,
        },
        {
          field: 'age',
          verdict: 'match',
          subjectValue: 'Born 1984-03-02 (age 42)',
          listingValue: 'Age 42',
          points: 30,
        },
        {
          field: 'location',
          verdict: 'match',
          subjectValue: 'Chicago, IL; Evanston, IL',
          listingValue: 'Chicago, IL; Evanston, IL',
          points: 20,
        },
        {
          field: 'relatives',
          verdict: 'match',
          subjectValue: 'Ann Okafor; Samuel Okafor',
          listingValue: 'Ann Okafor; Peter Okafor',
          points: 15,
        },
      ],
    });
    expect(result.evidence.map((item) => item.field)).toEqual(MATCH_FIELDS);
  });

  it('reads nicknames, sound-alikes, initials and other names', () => {
    const named = (name: string) => evidenceOf(grace, { ...graceListing, name }, 'name');
    expect(named('Grace Okafor')).toMatchObject({ verdict: 'match', points: 35 });
    expect(named('Grace Adeyemi')).toMatchObject({
      verdict: 'match',
      subjectValue: 'Grace Adeyemi (other name)',
      points: 30,
    });
    expect(named('G Okafor')).toMatchObject({ verdict: 'partial', points: 15 });
    expect(named('Grace Okafore')).toMatchObject({ verdict: 'partial', points: 20 });
    expect(named('Grace Zed Okafor')).toMatchObject({ verdict: 'partial', points: 25 });
    expect(named('Helen Okafor')).toMatchObject({ verdict: 'conflict', points: -20 });

    const robert: MatchSubject = { ...grace, firstName: 'Robert', middleName: '', lastName: 'Smith', otherNames: [] };
    expect(evidenceOf(robert, { ...graceListing, name: 'Bob Smith Jr' }, 'name')).toMatchObject({
      verdict: 'match',
      listingValue: 'Bob Smith Jr',
      points: 30,
    });
    expect(evidenceOf(robert, { ...graceListing, name: 'Robert Smyth' }, 'name')).toMatchObject({ verdict: 'partial' });
  });

  it('takes an age a year off as the same person, and more than a year as strong evidence against', () => {
    expect(evidenceOf(grace, { ...graceListing, age: 43 }, 'age')).toMatchObject({ verdict: 'partial', points: 20 });
    expect(evidenceOf(grace, { ...graceListing, age: 44 }, 'age')).toMatchObject({ verdict: 'conflict', points: -40 });
    expect(evidenceOf(grace, { ...graceListing, age: null, birthYear: 1984 }, 'age')).toMatchObject({
      verdict: 'match',
      listingValue: 'Born 1984',
    });
    expect(evidenceOf(grace, { ...graceListing, age: null, birthYear: 1979 }, 'age')).toMatchObject({
      verdict: 'conflict',
    });
    expect(evidenceOf({ ...grace, dob: null }, graceListing, 'age')).toMatchObject({
      verdict: 'unknown',
      subjectValue: 'Not given',
      points: 0,
    });
    const aged = score(grace, { ...graceListing, age: 61 });
    expect(aged.decision).not.toBe('submit');
    expect(aged.confidence).toBe(30);
  });

  it('matches a past city as well as the current one, a state alone partly, another state not at all', () => {
    const at = (city: string, state: string) =>
      evidenceOf(grace, { ...graceListing, locations: [{ street: null, city, state }] }, 'location');
    expect(at('Evanston', 'IL')).toMatchObject({ verdict: 'match', points: 20 });
    expect(at('Peoria', 'IL')).toMatchObject({ verdict: 'partial', points: 5 });
    expect(at('Austin', 'TX')).toMatchObject({ verdict: 'conflict', points: -20, listingValue: 'Austin, TX' });
  });

  it('counts shared relatives, and a listing naming the person as their own relative against it', () => {
    // Sam is Samuel's nickname
    expect(evidenceOf(grace, { ...graceListing, relatives: ['Sam Okafor'] }, 'relatives')).toMatchObject({
      verdict: 'match',
      points: 15,
    });
    expect(evidenceOf(grace, { ...graceListing, relatives: ['Zoe Okafor'] }, 'relatives')).toMatchObject({
      verdict: 'conflict',
      points: -10,
    });
    const robert: MatchSubject = { ...grace, firstName: 'Robert', lastName: 'Smith', relatives: ['Mary Smith'] };
    expect(evidenceOf(robert, { ...graceListing, relatives: ['Mary Smith'] }, 'relatives')).toMatchObject({
      verdict: 'match',
    });
    expect(evidenceOf(robert, { ...graceListing, relatives: ['Bob Smith', 'Jane Doe'] }, 'relatives')).toMatchObject({
      verdict: 'conflict',
      points: -15,
    });
    expect(evidenceOf({ ...grace, relatives: [] }, graceListing, 'relatives')).toMatchObject({ verdict: 'unknown' });
  });

  it('asks about the name with one other field, and ignores the name alone', () => {
    const nameAndCity = score({ ...grace, dob: null, relatives: [] }, graceListing);
    expect(nameAndCity).toMatchObject({ confidence: 55, decision: 'ask' });
    expect(nameAndCity.confidence).toBeGreaterThanOrEqual(ASK_AT);
    const nameOnly = score({ ...grace, dob: null, relatives: [], addresses: [] }, graceListing);
    expect(nameOnly).toMatchObject({ confidence: 35, decision: 'ignore' });
    expect(nameOnly.confidence).toBeLessThan(ASK_AT);
  });

  it('never submits without an age that agrees, nor with any field against it', () => {
    // name, city and relatives all agree, but no birth date to tell a namesake apart: asked
    expect(score({ ...grace, dob: null }, graceListing)).toMatchObject({ confidence: 70, decision: 'ask' });
    const sameAgeOnly = score({ ...grace, relatives: [] }, { ...graceListing, locations: [] });
    expect(sameAgeOnly).toMatchObject({ confidence: 65, decision: 'ask' });
    expect(sameAgeOnly.confidence).toBeLessThan(SUBMIT_AT);
    expect(score(grace, { ...graceListing, age: null, birthYear: null })).toMatchObject({ decision: 'ask' });
    // everything agrees but the relatives named: asked, not sent
    const other = score(grace, { ...graceListing, relatives: ['Zoe Park'] });
    expect(other.decision).toBe('ask');
    // a sound-alike name is never sent on its own say
    expect(score(grace, { ...graceListing, name: 'Grace Okafore' }).decision).toBe('ask');
  });
});

// Two people of one name in the public-records data set the stand-in sites list: each one's listing, as a site
// shows it (ClearRecords: name, age, current and past cities, relatives), scored against the other.

const YEAR_MS = 365.2425 * 86_400_000;

describe.each(ENGINES)('match confidence on the public-records data set (%s)', (engine) => {
  let database: TestDatabase;
  let destroy: () => Promise<void>;
  let repository: ReturnType<typeof createPublicRecordsRepository>;
  let pairs: Array<[PersonRow, PersonRow]>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedRecords(database);
    const { db, dialect } = createDatabase(database.config, { poolSize: 1 });
    destroy = () => db.destroy();
    repository = createPublicRecordsRepository(db, dialect, { pointerSecret: 'match-confidence-test' });
    const names = await sql<{ first_key: string; last_key: string }>`
      select first_key, last_key from pr_people where opted_out = 0 and dod is null
      group by first_key, last_key having count(*) > 1 order by first_key, last_key`.execute(db);
    pairs = [];
    for (const { first_key, last_key } of names.rows.slice(0, 12)) {
      const people = await sql<{ id: number }>`
        select id from pr_people where first_key = ${first_key} and last_key = ${last_key} and opted_out = 0
        and dod is null order by id limit 2`.execute(db);
      const [a, b] = await Promise.all(people.rows.map((row) => repository.person(Number(row.id))));
      if (a && b) pairs.push([a, b]);
    }
  }, 120_000);

  afterAll(async () => {
    await destroy();
    await database.drop();
  });

  const fullName = (person: PersonRow) =>
    [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ');

  async function subjectOf(person: PersonRow): Promise<MatchSubject> {
    const residences = await repository.residences(person.household_id);
    const family = await repository.familyMembers(person.family_id, person.id);
    return {
      firstName: person.first_name,
      middleName: person.middle_name ?? '',
      lastName: person.last_name,
      otherNames: person.maiden_name ? [`${person.first_name} ${person.maiden_name}`] : [],
      dob: person.dob,
      addresses: residences.map(({ place }) => ({
        street: `${place.street_number} ${place.street_name}`,
        city: place.city,
        state: place.state,
        zip: place.zip,
      })),
      relatives: family.map((other) => `${other.first_name} ${other.last_name}`),
    };
  }

  async function listingOf(person: PersonRow): Promise<ListingShown> {
    const residences = await repository.residences(person.household_id);
    const family = await repository.familyMembers(person.family_id, person.id);
    return {
      name: fullName(person),
      age: Math.floor((NOW - Date.parse(`${person.dob}T00:00:00Z`)) / YEAR_MS),
      birthYear: null,
      locations: residences.map(({ place, end_date }) => ({
        street: end_date === null ? `${place.street_number} ${place.street_name}` : null,
        city: place.city,
        state: place.state,
      })),
      relatives: family.map((other) => `${other.first_name} ${other.last_name}`),
      phones: [],
      emails: [],
    };
  }

  it('finds people who share a first and last name', () => {
    expect(pairs.length).toBeGreaterThan(0);
    for (const [a, b] of pairs) {
      expect(a.id).not.toBe(b.id);
      expect([a.first_name.toLowerCase(), a.last_name.toLowerCase()]).toEqual([
        b.first_name.toLowerCase(),
        b.last_name.toLowerCase(),
      ]);
    }
  });

  it("never submits a namesake's listing, and submits each person's own", async () => {
    for (const [a, b] of pairs) {
      const [subjectA, subjectB, listingA, listingB] = await Promise.all([
        subjectOf(a),
        subjectOf(b),
        listingOf(a),
        listingOf(b),
      ]);
      const crossed = [score(subjectA, listingB), score(subjectB, listingA)];
      for (const result of crossed) {
        expect(result.decision).not.toBe('submit');
        // the name agrees or nearly: what tells them apart is on the other fields
        expect(result.evidence.find((item) => item.field === 'name')?.verdict).not.toBe('conflict');
        expect(result.evidence.some((item) => item.verdict === 'conflict' || item.verdict === 'unknown')).toBe(true);
      }
      expect(score(subjectA, listingA)).toMatchObject({ decision: 'submit', confidence: 100 });
      expect(score(subjectB, listingB)).toMatchObject({ decision: 'submit', confidence: 100 });
    }
  });
});
