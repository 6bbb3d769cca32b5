import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';

// The rows the exposure view (issue 58 point 6) reads that no other repository does: the breach alerts of the
// account holder's own monitored person, each with its breach and the watched item it matched. Scoped twice by the
// account (the alert's and its monitored person's), so another account's row can never be read.

export interface BreachAlertRow {
  alertId: string;
  /** the watched item's kind (email, phone, …); null when the item is gone */
  kind: string | null;
  title: string;
  domain: string;
  breachDate: string;
  dataClasses: string[];
  isVerified: boolean;
}

export function createExposuresRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** The account holder's breach alerts: empty reports and those of a removed watch (archived) are no exposure. */
    async selfBreachAlerts(accountId: number): Promise<BreachAlertRow[]> {
      const rows = await db
        .selectFrom('identity_notifications as n')
        .innerJoin('identity_members as m', 'm.id', 'n.member_id')
        .innerJoin('breaches as b', 'b.id', 'n.breach_id')
        .leftJoin('identity_monitored_items as i', 'i.id', 'n.item_id')
        .select(['n.alert_id', 'i.kind', 'b.title', 'b.domain', 'b.breach_date', 'b.data_classes', 'b.is_verified'])
        .where('n.account_id', '=', accountId)
        .where('m.account_id', '=', accountId)
        .where('m.is_self', '=', 1)
        .where('n.empty_report', '<>', 'Y')
        .where('n.archived_at', 'is', null)
        .orderBy('n.id')
        .execute();
      return rows.map((row) => ({
        alertId: row.alert_id,
        kind: row.kind,
        title: row.title,
        domain: row.domain,
        breachDate: row.breach_date,
        dataClasses: (JSON.parse(row.data_classes) as unknown[]).filter(
          (entry): entry is string => typeof entry === 'string',
        ),
        isVerified: Number(row.is_verified) === 1,
      }));
    },
  };
}

export type ExposuresRepository = ReturnType<typeof createExposuresRepository>;
