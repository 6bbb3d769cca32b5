import { watchMessages, type WatchedAddressInput, type WatchLabel } from '@beacon/validation';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { invalid, notFound, paymentRequired } from '../domain/errors';
import { zipCentroid } from '../domain/zip-centroids';
import { createMembershipsRepository } from '../repositories/memberships-repository';
import {
  createSexOffenderWatchRepository,
  type OffendersWithin,
  type WatchedAddressRow,
} from '../repositories/sex-offender-watch-repository';
import { MONITORING_ITEM, MONITORING_REQUIRED } from './monitored-records-service';

// Sex offender watch (issue 18 point 5): a member's saved addresses (home, work, school) and the registered
// offenders within each one's radius. Every call needs the data_monitoring product, like report monitoring (402
// with X-Required-Item: data_monitoring), and reads or changes only the signed-in member's addresses.

export function createSexOffenderWatchService(options: { db: Kysely<Database>; clock: () => number }) {
  const { db, clock } = options;
  const memberships = createMembershipsRepository(db);
  const watch = createSexOffenderWatchRepository(db);

  async function requireMonitoring(accountId: number): Promise<void> {
    const balance = (await memberships.balances(accountId, clock()))[MONITORING_ITEM];
    if (balance !== null && !(balance > 0)) throw paymentRequired(MONITORING_REQUIRED, MONITORING_ITEM);
  }

  /**
   * Where the typed address is: a house of the data set at that street line in that ZIP code, else the ZIP code's
   * centroid. A ZIP code that does not exist, or lies in another state than the one chosen, cannot be placed.
   */
  async function locate(input: WatchedAddressInput) {
    const zip = zipCentroid(input.zip);
    if (!zip || zip.state !== input.state) throw invalid(watchMessages.addressNotFound);
    const place = await watch.placeAt(input.street, input.zip);
    return place
      ? { latitude: place.latitude, longitude: place.longitude, locatedBy: 'place' as const }
      : { latitude: zip.latitude, longitude: zip.longitude, locatedBy: 'zip' as const };
  }

  async function addressOf(accountId: number, label: WatchLabel): Promise<WatchedAddressRow> {
    const row = await watch.findAddress(accountId, label);
    if (!row) throw notFound(watchMessages.addressMissing);
    return row;
  }

  return {
    async list(accountId: number): Promise<WatchedAddressRow[]> {
      await requireMonitoring(accountId);
      return watch.listAddresses(accountId);
    },

    async save(accountId: number, label: WatchLabel, input: WatchedAddressInput): Promise<WatchedAddressRow> {
      await requireMonitoring(accountId);
      const location = await locate(input);
      return watch.saveAddress(
        accountId,
        {
          label,
          street: input.street.trim(),
          city: input.city.trim(),
          state: input.state,
          zip: input.zip,
          radiusMiles: input.radiusMiles,
          ...location,
        },
        clock(),
      );
    },

    async remove(accountId: number, label: WatchLabel): Promise<void> {
      await requireMonitoring(accountId);
      if (!(await watch.deleteAddress(accountId, label))) throw notFound(watchMessages.addressMissing);
    },

    async offenders(
      accountId: number,
      label: WatchLabel,
    ): Promise<{ address: WatchedAddressRow; found: OffendersWithin }> {
      await requireMonitoring(accountId);
      const address = await addressOf(accountId, label);
      const found = await watch.offendersWithin(
        Number(address.latitude),
        Number(address.longitude),
        Number(address.radius_miles),
      );
      return { address, found };
    },
  };
}

export type SexOffenderWatchService = ReturnType<typeof createSexOffenderWatchService>;
