import { hashSeed, Random } from '../seeded-random';

// What one edition of the public-records data changes (issue 18 point 4). A real data vendor ships a new edition on a
// schedule: some households moved, some people have a new phone, babies were born into families. Ours is derived
// from the data set's seed and the edition number, so the same edition changes the same people on every machine and
// a retried job applies exactly what the first attempt would have.

export type EditionChange =
  /** the person's whole household moves to the place */
  | { kind: 'move'; personId: number; toPlaceId: number }
  /** the person has a new current phone, the previous one is no longer current */
  | { kind: 'phone'; personId: number; line: number }
  /** a child is born into the person's household (and so into their family) */
  | { kind: 'relative'; personId: number; firstName: string; sex: 'F' | 'M' };

export interface EditionPlanInput {
  datasetSeed: string;
  edition: number;
  /** highest pr_people and pr_places ids: the sample is drawn from [1, max] */
  maxPersonId: number;
  maxPlaceId: number;
  /** changes per 10,000 people (50 = 0.5 % of the data set changes in an edition) */
  changesPer10k: number;
  /** registered offenders of the data set: a share of them moves each edition, so offender alerts happen */
  offenderIds: readonly number[];
  /** people who must move in this edition besides the sample (demos and browser tests) */
  forcedMoves?: readonly number[];
}

/** Popular names of recent SSA years, for the children an edition adds. */
const NEWBORN_NAMES = {
  F: ['Olivia', 'Emma', 'Charlotte', 'Amelia', 'Sophia', 'Mia', 'Isabella', 'Ava', 'Evelyn', 'Luna'],
  M: ['Liam', 'Noah', 'Oliver', 'James', 'Elijah', 'William', 'Henry', 'Lucas', 'Benjamin', 'Theodore'],
} as const;

/** Share of the sample by kind: moves, new phones, births. */
const MOVE_SHARE = 0.5;
const PHONE_SHARE = 0.35;
/** Offenders move more often than the population at large (and their moves are what the watch is for). */
const OFFENDER_MOVE_FACTOR = 4;

/** One change per person at most; forced moves first, then the offenders' moves, then the sample. */
export function planEdition(input: EditionPlanInput): EditionChange[] {
  const random = new Random(hashSeed(input.datasetSeed, 'edition', input.edition));
  const changes: EditionChange[] = [];
  const changed = new Set<number>();
  const place = () => 1 + random.int(input.maxPlaceId);
  const add = (change: EditionChange) => {
    if (changed.has(change.personId)) return;
    changed.add(change.personId);
    changes.push(change);
  };

  for (const personId of input.forcedMoves ?? []) add({ kind: 'move', personId, toPlaceId: place() });
  if (input.maxPersonId < 1 || input.maxPlaceId < 1) return changes;

  const offenderMoves = Math.round((input.offenderIds.length * input.changesPer10k * OFFENDER_MOVE_FACTOR) / 10_000);
  for (let n = 0; n < offenderMoves; n += 1) {
    add({ kind: 'move', personId: random.pick(input.offenderIds), toPlaceId: place() });
  }

  const sample = Math.round((input.maxPersonId * input.changesPer10k) / 10_000);
  for (let n = 0; n < sample; n += 1) {
    const personId = 1 + random.int(input.maxPersonId);
    const roll = random.float();
    if (roll < MOVE_SHARE) add({ kind: 'move', personId, toPlaceId: place() });
    else if (roll < MOVE_SHARE + PHONE_SHARE) add({ kind: 'phone', personId, line: random.int(10_000) });
    else {
      const sex = random.chance(0.5) ? 'F' : 'M';
      add({ kind: 'relative', personId, firstName: random.pick(NEWBORN_NAMES[sex]), sex });
    }
  }
  return changes;
}
