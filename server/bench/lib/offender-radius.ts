import type { Kysely } from 'kysely';

import type { Database } from '../../src/db/schema';
import { createSexOffenderWatchRepository } from '../../src/repositories/sex-offender-watch-repository';

// Times the sex offender watch's radius query (issue 18 point 5; budget: milliseconds at 1M people) straight on
// the repository, without HTTP: for `pnpm bench:monitoring`. Centres are the data set's own places (where members
// live), taken at even steps through the table so the same data set gives the same centres.

export interface RadiusTiming {
  radiusMiles: number;
  queries: number;
  /** milliseconds */
  p50: number;
  p99: number;
  max: number;
  /** mean offenders within the radius */
  meanFound: number;
}

export async function benchCentres(
  db: Kysely<Database>,
  count: number,
): Promise<Array<{ latitude: number; longitude: number }>> {
  const total = Number(
    (await db.selectFrom('pr_places').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())
      ?.n ?? 0,
  );
  const step = Math.max(1, Math.floor(total / count));
  const ids = Array.from({ length: Math.min(count, total) }, (_, index) => 1 + index * step);
  const rows = await db.selectFrom('pr_places').select(['latitude', 'longitude']).where('id', 'in', ids).execute();
  return rows.map((row) => ({ latitude: Number(row.latitude), longitude: Number(row.longitude) }));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Runs `offendersWithin` once per centre (after a warm-up pass) and reports the latency per radius. */
export async function timeOffendersWithin(
  db: Kysely<Database>,
  centres: ReadonlyArray<{ latitude: number; longitude: number }>,
  radii: readonly number[] = [0.5, 1, 2, 3, 5],
): Promise<RadiusTiming[]> {
  const watch = createSexOffenderWatchRepository(db);
  for (const centre of centres.slice(0, 50)) await watch.offendersWithin(centre.latitude, centre.longitude, 5);
  const timings: RadiusTiming[] = [];
  for (const radiusMiles of radii) {
    const times: number[] = [];
    let found = 0;
    for (const centre of centres) {
      const started = performance.now();
      const result = await watch.offendersWithin(centre.latitude, centre.longitude, radiusMiles);
      times.push(performance.now() - started);
      found += result.total;
    }
    times.sort((a, b) => a - b);
    timings.push({
      radiusMiles,
      queries: times.length,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      max: times[times.length - 1] ?? 0,
      meanFound: centres.length ? found / centres.length : 0,
    });
  }
  return timings;
}
