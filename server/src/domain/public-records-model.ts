// What the stored rows of the public-records data set mean, shared by the generator and the readers (kept apart
// from the generator so the server does not load the generator's geography data to read a flag).

/** Bumped when the generator's output changes: a data set built by another version is rebuilt on the next start. */
export const GENERATOR_VERSION = 2;

/** Fact flags stored with each person. */
export const FLAGS = {
  criminal: 1,
  sexOffender: 2,
  bankruptcy: 4,
  lien: 8,
  judgment: 16,
  business: 32,
  license: 64,
  property: 128,
  vehicle: 256,
  watercraft: 512,
  evicted: 1024,
} as const;

/** What a build of the data set made, row counts by kind (stored with the data set's build record). */
export interface GeneratorTotals {
  people: number;
  households: number;
  families: number;
  places: number;
  residences: number;
  phones: number;
  emails: number;
  offenders: number;
}

export const ROLE = { head: 1, spouse: 2, child: 3, relative: 4 } as const;
