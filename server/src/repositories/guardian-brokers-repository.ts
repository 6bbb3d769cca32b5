import type { Kysely, Selectable, Transaction } from 'kysely';

import { BROKER_CATEGORIES, EXPOSED_FIELDS, OPT_OUT_METHODS, type ExposedField } from '@beacon/validation';

import type { Database, GuardianBrokersTable } from '../db/schema';
import { catalogFamilyFacts, type BrokerEntry, type BrokerVerification } from '../domain/guardian/broker-catalog';

// The broker catalog Guardian scans (migration 0070), kept in the database so every instance reads the same list;
// `syncCatalog` writes the catalog of the code (domain/guardian/broker-catalog.ts) at start-up.

type BrokerRow = Selectable<GuardianBrokersTable>;

const VERIFICATIONS: readonly BrokerVerification[] = [
  'none',
  'email_link',
  'phone_call',
  'id_document',
  'signed_letter',
];

function oneOf<T extends string>(values: readonly T[], value: string, what: string): T {
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new Error(`guardian_brokers: unknown ${what} ${JSON.stringify(value)}`);
}

function toEntry(row: BrokerRow): BrokerEntry {
  const exposes = (JSON.parse(row.exposes) as string[]).map((field) =>
    oneOf<ExposedField>(EXPOSED_FIELDS, field, 'field'),
  );
  return {
    slug: row.slug,
    name: row.name,
    domain: row.domain,
    category: oneOf(BROKER_CATEGORIES, row.category, 'category'),
    optOutMethod: oneOf(OPT_OUT_METHODS, row.opt_out_method, 'opt-out method'),
    optOutUrl: row.opt_out_url,
    optOutEmail: row.opt_out_email,
    optOutAddress: row.opt_out_address,
    processingDays: Number(row.processing_days),
    exposes,
    coverage: Number(row.coverage),
    relistPercent: Number(row.relist_percent),
    reach: Math.min(3, Math.max(1, Number(row.reach))) as 1 | 2 | 3,
    verification: oneOf(VERIFICATIONS, row.verification, 'verification'),
    profilePath: row.profile_path,
    // family and search page come from the code's catalog, not from a column (issue 59 added them after migration 0070)
    ...catalogFamilyFacts(row.slug),
  };
}

export function createGuardianBrokersRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** The active brokers, in catalog order. */
    async list(): Promise<BrokerEntry[]> {
      const rows = await db
        .selectFrom('guardian_brokers')
        .selectAll()
        .where('active', '=', 1)
        .orderBy('position')
        .execute();
      return rows.map(toEntry);
    },

    /** Writes the catalog: new brokers added, known ones updated, ones no longer in it deactivated. */
    async syncCatalog(catalog: readonly BrokerEntry[], now: number): Promise<void> {
      const slugs = catalog.map((entry) => entry.slug);
      for (const [position, entry] of catalog.entries()) {
        const values = {
          name: entry.name,
          domain: entry.domain,
          category: entry.category,
          opt_out_method: entry.optOutMethod,
          opt_out_url: entry.optOutUrl,
          opt_out_email: entry.optOutEmail,
          opt_out_address: entry.optOutAddress,
          processing_days: entry.processingDays,
          exposes: JSON.stringify(entry.exposes),
          coverage: entry.coverage,
          relist_percent: entry.relistPercent,
          reach: entry.reach,
          verification: entry.verification,
          profile_path: entry.profilePath,
          position,
          active: 1,
          updated_at: now,
        };
        await db
          .insertInto('guardian_brokers')
          .values({ slug: entry.slug, ...values })
          .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
          .execute();
      }
      if (slugs.length) {
        await db.updateTable('guardian_brokers').set({ active: 0 }).where('slug', 'not in', slugs).execute();
      }
    },
  };
}

export type GuardianBrokersRepository = ReturnType<typeof createGuardianBrokersRepository>;
