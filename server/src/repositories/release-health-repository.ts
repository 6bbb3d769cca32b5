import type { ReleaseHealthGroup, ReleaseVersionFigures } from '@beacon/validation';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

// The groups of the release-health batches browsers send (issue 60), and the figures the release guard reads back.

/** One group of a batch, as the contract takes it. */
export type NewHealthGroup = ReleaseHealthGroup;

/**
 * A version × cohort of a remote over a window: distinct devices, summed counts and every vital sample; the cohort as
 * stored (the response's schema checks it on the way out).
 */
export type HealthFigures = Omit<ReleaseVersionFigures, 'cohort'> & { cohort: string };

export interface RemoteHealth {
  figures: HealthFigures[];
  /** when the newest row of the window was received (epoch ms); null when there is none */
  lastReceivedAt: number | null;
}

/** Vitals are kept as JSON text; a row that does not hold a list of numbers gives none. */
function samples(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((value): value is number => typeof value === 'number') : [];
  } catch {
    return [];
  }
}

export function createReleaseHealthRepository(db: Kysely<Database>) {
  return {
    /** Stores the groups of one batch, in one statement. */
    async addBatch(deviceHash: string, receivedAt: number, groups: readonly NewHealthGroup[]): Promise<void> {
      if (groups.length === 0) return;
      await db
        .insertInto('release_health_groups')
        .values(
          groups.map((group) => ({
            received_at: receivedAt,
            device_hash: deviceHash,
            remote: group.remote,
            version: group.version,
            cohort: group.cohort,
            views: group.views,
            load_failures: group.loadFailures,
            render_errors: group.renderErrors,
            runtime_errors: group.runtimeErrors,
            api_requests: group.apiRequests,
            api_failures: group.apiFailures,
            lcp_ms: JSON.stringify(group.lcpMs),
            inp_ms: JSON.stringify(group.inpMs),
          })),
        )
        .execute();
    },

    /** The remote's figures per version × cohort from `since` on (both reads use the index on remote, received_at). */
    async figuresSince(remote: string, since: number): Promise<RemoteHealth> {
      const window = db
        .selectFrom('release_health_groups')
        .where('remote', '=', remote)
        .where('received_at', '>=', since);
      const sums = await window
        .select((eb) => [
          'version',
          'cohort',
          eb.fn.count<number | string>('device_hash').distinct().as('devices'),
          eb.fn.sum<number | string>('views').as('views'),
          eb.fn.sum<number | string>('load_failures').as('loadFailures'),
          eb.fn.sum<number | string>('render_errors').as('renderErrors'),
          eb.fn.sum<number | string>('runtime_errors').as('runtimeErrors'),
          eb.fn.sum<number | string>('api_requests').as('apiRequests'),
          eb.fn.sum<number | string>('api_failures').as('apiFailures'),
          eb.fn.max<number | string>('received_at').as('lastReceivedAt'),
        ])
        .groupBy(['version', 'cohort'])
        .execute();
      // only the rows that carry a sample: most batches hold counts alone
      const vitals = await window
        .select(['version', 'cohort', 'lcp_ms', 'inp_ms'])
        .where((eb) => eb.or([eb('lcp_ms', '!=', '[]'), eb('inp_ms', '!=', '[]')]))
        .orderBy('id')
        .execute();
      const figures = sums.map((row): HealthFigures => ({
        version: row.version,
        cohort: row.cohort,
        devices: Number(row.devices),
        views: Number(row.views),
        loadFailures: Number(row.loadFailures),
        renderErrors: Number(row.renderErrors),
        runtimeErrors: Number(row.runtimeErrors),
        apiRequests: Number(row.apiRequests),
        apiFailures: Number(row.apiFailures),
        lcpMs: [],
        inpMs: [],
      }));
      // the same order on both engines (their text collations differ): by version, then cohort, code unit order
      const key = (entry: { version: string; cohort: string }) => `${entry.version}\n${entry.cohort}`;
      figures.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
      const byKey = new Map(figures.map((entry) => [key(entry), entry]));
      for (const row of vitals) {
        const entry = byKey.get(key(row));
        entry?.lcpMs.push(...samples(row.lcp_ms));
        entry?.inpMs.push(...samples(row.inp_ms));
      }
      const newest = sums.reduce((latest, row) => Math.max(latest, Number(row.lastReceivedAt)), -Infinity);
      return { figures, lastReceivedAt: Number.isFinite(newest) ? newest : null };
    },

    /**
     * Deletes the rows received before `cutoff`, in batches of `batch`, so neither engine holds its locks (SQLite's one
     * write lock) for the whole backlog; returns how many went.
     */
    async deleteOlderThan(cutoff: number, batch = 5_000): Promise<number> {
      let deleted = 0;
      for (;;) {
        const result = await db
          .deleteFrom('release_health_groups')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('release_health_groups')
              .select('id')
              .where('received_at', '<', cutoff)
              .orderBy('id')
              .limit(batch),
          )
          .executeTakeFirst();
        const count = Number(result.numDeletedRows);
        deleted += count;
        if (count < batch) return deleted;
      }
    },
  };
}

export type ReleaseHealthRepository = ReturnType<typeof createReleaseHealthRepository>;
