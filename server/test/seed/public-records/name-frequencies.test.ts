import { CENSUS_2010_PEOPLE, nameModel } from '../../../src/seed/public-records/names';
import { PublicRecordsGenerator, type PersonRow, type RowSink } from '../../../src/seed/public-records/generator';
import { demoPeople } from '../../../src/seed/public-records/demo-people';

// The generated people carry U.S. names at U.S. frequencies (issue 15): surnames as the 2010 census counts them,
// first names as the SSA counts them for the person's sex and birth decade.

interface Shares {
  people: number;
  surnames: Map<string, number>;
  /** first names by `decade,sex` */
  firstNames: Map<string, Map<string, number>>;
  fullNames: Map<string, number>;
}

function shares(people: number): Shares {
  const result: Shares = { people: 0, surnames: new Map(), firstNames: new Map(), fullNames: new Map() };
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const ignore = () => undefined;
  const sink: RowSink = {
    place: ignore,
    residence: ignore,
    phone: ignore,
    email: ignore,
    offender: ignore,
    person(row: PersonRow) {
      result.people += 1;
      count(result.surnames, row[7]);
      count(result.fullNames, `${row[5]} ${row[7]}`);
      const key = `${Math.floor(row[13] / 10) * 10},${row[10]}`;
      const names = result.firstNames.get(key) ?? new Map<string, number>();
      count(names, row[5]);
      result.firstNames.set(key, names);
    },
  };
  new PublicRecordsGenerator({ seed: 'beacon', people, asOf: '2026-11-01', required: demoPeople() }, sink).run();
  return result;
}

describe.each([100_000, 1_000_000])('names of a %i-person data set', (size) => {
  const data = shares(size);
  const census = nameModel().census;
  const share = (name: string) => (data.surnames.get(name) ?? 0) / data.people;

  it('has Smith at about 0.8 % of people, as the 2010 census does', () => {
    expect(share('Smith')).toBeGreaterThan(0.0065);
    expect(share('Smith')).toBeLessThan(0.0095);
  });

  it('has each of the 10 most frequent census surnames within 20 % of its census share', () => {
    for (const row of census.slice(0, 10)) {
      const expected = row.count / CENSUS_2010_PEOPLE;
      expect({ surname: row.name, ratio: Math.abs(share(row.name) / expected - 1) < 0.2 }).toEqual({
        surname: row.name,
        ratio: true,
      });
    }
  });

  it('gives the census table (about 41 % of people) its share, and the rest rare surnames', () => {
    const inCensus = census.reduce((sum, row) => sum + (data.surnames.get(row.name) ?? 0), 0) / data.people;
    expect(inCensus).toBeGreaterThan(0.36);
    expect(inCensus).toBeLessThan(0.46);
    const rarest = census[census.length - 1]!.count / CENSUS_2010_PEOPLE;
    const commonTail = [...data.surnames.entries()].filter(
      ([name, count]) => !census.some((row) => row.name === name) && count / data.people > rarest * 3,
    );
    expect(commonTail).toEqual([]);
  });

  it('names people as their birth decade did: the most frequent first names are among the SSA top names', () => {
    for (const key of ['1960,M', '1960,F', '1980,M', '1980,F', '2000,F']) {
      const [decade, sex] = key.split(',') as [string, 'F' | 'M'];
      const generated = [...(data.firstNames.get(key) ?? new Map<string, number>()).entries()].sort(
        (a, b) => b[1] - a[1],
      );
      const top = generated[0]![0];
      // the generated favourite is one of the decade's five most given names
      expect({ key, top, amongTop5: nameModel().ssaTopNames(Number(decade), sex, 5).includes(top) }).toEqual({
        key,
        top,
        amongTop5: true,
      });
    }
  });

  // exact namesakes only (at least one per 100,000 people): the search adds nicknames (Molly for Mary) and
  // sound-alikes (Marie Jonson) after them
  it('holds namesakes for the names members type first', () => {
    for (const name of ['John Smith', 'Mary Johnson', 'Maria Garcia', 'James Williams', 'Robert Brown']) {
      expect({ name, several: (data.fullNames.get(name) ?? 0) >= size / 100_000 }).toEqual({ name, several: true });
    }
  });
});
