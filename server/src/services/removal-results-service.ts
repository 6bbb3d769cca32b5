import type { Kysely } from 'kysely';

import type { RemovalResultBroker, RemovalResultFamily, RemovalResultsResponse } from '@beacon/validation';

import type { Database } from '../db/schema';
import { brokerFamilyName, orderByFamily, type BrokerEntry } from '../domain/guardian/broker-catalog';
import { MIN_REQUESTS, publishedRemovalResults, type BrokerRemovalResult } from '../domain/guardian/removal-results';
import { createGuardianBrokersRepository } from '../repositories/guardian-brokers-repository';
import { createRemovalHistoriesRepository } from '../repositories/removal-histories-repository';

// The published removal results (issue 59 point 6, GET /v1/removal-results): the figures of
// domain/guardian/removal-results.ts over every stored request, with each broker's name and domain from the catalog,
// grouped by the company running the sites. Only per-broker aggregates leave this service: no member, listing or
// request of anyone.

export interface RemovalResultsServiceOptions {
  db: Kysely<Database>;
  clock: () => number;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

function toBroker(entry: BrokerEntry, result: BrokerRemovalResult): RemovalResultBroker {
  return {
    name: entry.name,
    domain: entry.domain,
    parent: entry.parent,
    requests: result.requests,
    removalRate: round(result.removalRate, 4),
    medianDaysToRemoval: result.medianDaysToRemoval === null ? null : round(result.medianDaysToRemoval, 1),
    reappearedWithin90DaysRate:
      result.reappearedWithin90DaysRate === null ? null : round(result.reappearedWithin90DaysRate, 4),
  };
}

/** Families by name, each with its parent first; the brokers without a family after them, by name. */
export function groupByFamily(published: ReadonlyArray<{ entry: BrokerEntry; result: BrokerRemovalResult }>) {
  const ordered = orderByFamily(published.map(({ entry, result }) => ({ ...entry, result })));
  const families = new Map<string, RemovalResultFamily>();
  const alone: Array<{ name: string; broker: RemovalResultBroker }> = [];
  for (const entry of ordered) {
    const broker = toBroker(entry, entry.result);
    const family = brokerFamilyName(entry.family);
    if (family === null) {
      // a site without a known family is no one's parent
      alone.push({ name: entry.name, broker: { ...broker, parent: false } });
      continue;
    }
    const group = families.get(family) ?? { family, brokers: [] };
    group.brokers.push(broker);
    families.set(family, group);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en');
  const groups = [...families.values()].sort((a, b) => byName(a.family ?? '', b.family ?? ''));
  if (alone.length) {
    alone.sort((a, b) => byName(a.name, b.name));
    groups.push({ family: null, brokers: alone.map(({ broker }) => broker) });
  }
  return groups;
}

export function createRemovalResultsService({ db, clock }: RemovalResultsServiceOptions) {
  const histories = createRemovalHistoriesRepository(db);
  const brokers = createGuardianBrokersRepository(db);
  return {
    async published(): Promise<RemovalResultsResponse> {
      const now = clock();
      const [rows, catalog] = await Promise.all([histories.all(), brokers.list()]);
      const bySlug = new Map(catalog.map((entry) => [entry.slug, entry]));
      const published = publishedRemovalResults(rows, now).flatMap((result) => {
        const entry = bySlug.get(result.brokerSlug);
        // a broker no longer in the catalog has no name to publish under
        return entry ? [{ entry, result }] : [];
      });
      return { computedAt: new Date(now).toISOString(), minRequests: MIN_REQUESTS, families: groupByFamily(published) };
    },
  };
}

export type RemovalResultsService = ReturnType<typeof createRemovalResultsService>;
