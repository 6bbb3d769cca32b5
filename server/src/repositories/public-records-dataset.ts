import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { GENERATOR_VERSION, type GeneratorTotals } from '../domain/public-records-model';

// The build record of the public-records data set (table pr_dataset): which seed and size, whether it is ready.

export interface DatasetInfo {
  seed: string;
  people: number;
  asOf: string;
  generatorVersion: number;
  status: string;
  totals: GeneratorTotals | Record<string, never>;
  startedAt: number;
  finishedAt: number | null;
}

function toInfo(row: Database['pr_dataset']): DatasetInfo {
  let totals: DatasetInfo['totals'];
  try {
    totals = JSON.parse(row.totals) as GeneratorTotals;
  } catch {
    totals = {};
  }
  return {
    seed: row.seed,
    people: row.people,
    asOf: row.as_of,
    generatorVersion: row.generator_version,
    status: row.status,
    totals,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

export async function readDataset(db: Kysely<Database>): Promise<DatasetInfo | undefined> {
  const row = await db.selectFrom('pr_dataset').selectAll().where('id', '=', 1).executeTakeFirst();
  return row ? toInfo(row) : undefined;
}

/** Whether a ready data set can be reused for these options (same generator; same seed and size when asked). */
export function reusable(dataset: DatasetInfo | undefined, wanted?: { seed: string; people: number }): boolean {
  if (!dataset || dataset.status !== 'ready' || dataset.generatorVersion !== GENERATOR_VERSION) return false;
  return !wanted || (dataset.seed === wanted.seed && dataset.people === wanted.people);
}
