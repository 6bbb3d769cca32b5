import { createHash } from 'node:crypto';

import { areaCodeBelongsTo } from '../../../src/seed/public-records/geography';
import {
  PublicRecordsGenerator,
  type EmailRow,
  type OffenderRow,
  type PersonRow,
  type PhoneRow,
  type PlaceRow,
  type ResidenceRow,
  type RowSink,
} from '../../../src/seed/public-records/generator';
import { demoPeople } from '../../../src/seed/public-records/demo-people';
import { nameKey } from '../../../src/domain/search-keys';

class Collect implements RowSink {
  places: PlaceRow[] = [];
  people: PersonRow[] = [];
  residences: ResidenceRow[] = [];
  phones: PhoneRow[] = [];
  emails: EmailRow[] = [];
  offenders: OffenderRow[] = [];
  place(row: PlaceRow) {
    this.places.push(row);
  }
  person(row: PersonRow) {
    this.people.push(row);
  }
  residence(row: ResidenceRow) {
    this.residences.push(row);
  }
  phone(row: PhoneRow) {
    this.phones.push(row);
  }
  email(row: EmailRow) {
    this.emails.push(row);
  }
  offender(row: OffenderRow) {
    this.offenders.push(row);
  }
  digest(): string {
    return createHash('sha256').update(JSON.stringify(this)).digest('hex');
  }
}

function generate(seed: string, people: number): Collect {
  const sink = new Collect();
  new PublicRecordsGenerator({ seed, people, asOf: '2025-10-01', required: demoPeople() }, sink).run();
  return sink;
}

describe('public-records generator', () => {
  const data = generate('unit', 1500);

  it('is deterministic: the same seed gives the same rows, another seed other rows', () => {
    expect(generate('unit', 1500).digest()).toBe(data.digest());
    expect(generate('other', 1500).digest()).not.toBe(data.digest());
    expect(data.people).toHaveLength(1500);
  });

  it('contains the demo members with their names and e-mails', () => {
    for (const member of demoPeople()) {
      const person = data.people.find((row) => row[5] === member.firstName && row[7] === member.lastName);
      expect(person).toBeDefined();
      expect(person![21]).toBe(member.zip);
      expect(data.emails.some((row) => row[0] === member.email && row[1] === person![0])).toBe(true);
    }
  });

  it('keeps households together: one last name per household (but married-in partners), shared current address', () => {
    const byHousehold = new Map<number, PersonRow[]>();
    for (const person of data.people) byHousehold.set(person[1], [...(byHousehold.get(person[1]) ?? []), person]);
    for (const members of byHousehold.values()) {
      expect(new Set(members.map((person) => person[3])).size).toBe(1);
      expect(new Set(members.map((person) => person[7])).size).toBe(1);
    }
  });

  it('gives every phone an area code of the state it was issued in, and derives e-mails from names', () => {
    for (const phone of data.phones) {
      expect(phone[0]).toMatch(/^[2-9]\d{2}[2-9]\d{6}$/);
      expect(areaCodeBelongsTo(phone[0].slice(0, 3), phone[4])).toBe(true);
    }
    const names = new Map(data.people.map((person) => [person[0], person]));
    let derived = 0;
    for (const email of data.emails) {
      const person = names.get(email[1])!;
      const local = email[0].split('@')[0]!;
      if (local.includes(nameKey(person[7])) || local.includes(nameKey(person[5]))) derived += 1;
    }
    expect(derived / data.emails.length).toBeGreaterThan(0.9);
  });

  it('numbers houses along streets, so a street has neighbors', () => {
    const streets = new Map<string, number>();
    for (const place of data.places) {
      const key = `${place[5]}|${place[10]}`;
      streets.set(key, (streets.get(key) ?? 0) + 1);
    }
    expect([...streets.values()].filter((houses) => houses > 1).length).toBeGreaterThan(50);
    const lines = new Set(data.places.map((place) => `${place[5]}|${place[9]}`));
    expect(lines.size).toBe(data.places.length);
  });

  describe('places (at 100,000 people)', () => {
    const big = generate('places', 100_000);
    const places = new Map(big.places.map((place) => [place[0], place]));

    it('puts people where people live: the biggest cities hold the most people', () => {
      const byCity = new Map<string, number>();
      for (const person of big.people)
        byCity.set(`${person[19]}, ${person[20]}`, (byCity.get(`${person[19]}, ${person[20]}`) ?? 0) + 1);
      const share = (city: string) => (byCity.get(city) ?? 0) / big.people.length;
      // New York, Los Angeles, Chicago and Houston hold 5 % of Americans (2020 census)
      const four = share('New York, NY') + share('Los Angeles, CA') + share('Chicago, IL') + share('Houston, TX');
      expect(four).toBeGreaterThan(0.03);
      expect(four).toBeLessThan(0.09);
      // and no small town outweighs them
      const top = [...byCity.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([city]) => city);
      expect(top).toContain('New York, NY');
    });

    it('moves families mostly nearby: most moves stay within 80 km', () => {
      const byHousehold = new Map<number, Array<{ placeId: number; start: string }>>();
      for (const [householdId, placeId, start] of big.residences) {
        byHousehold.set(householdId, [...(byHousehold.get(householdId) ?? []), { placeId, start }]);
      }
      let moves = 0;
      let near = 0;
      for (const history of byHousehold.values()) {
        const ordered = history.sort((a, b) => (a.start < b.start ? -1 : 1));
        for (let k = 1; k < ordered.length; k += 1) {
          const from = places.get(ordered[k - 1]!.placeId)!;
          const to = places.get(ordered[k]!.placeId)!;
          const km = Math.hypot(from[7] - to[7], (from[8] - to[8]) * Math.cos((from[7] * Math.PI) / 180)) * 111;
          moves += 1;
          if (km < 80) near += 1;
        }
      }
      expect(moves).toBeGreaterThan(1000);
      expect(near / moves).toBeGreaterThan(0.65);
    });
  });
});
