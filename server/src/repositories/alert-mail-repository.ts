import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';
import { alertsWithProducers } from './alerts-with-producers';

// Alert e-mails (issue 58 point 4, migration 0109): each account's choice of how often its identity alerts are mailed
// (no row: as they happen), the daily summary's place in the account's alerts, and the alerts as a mail names them.
// Every query is scoped by account id.

export interface AlertEmailPreferenceRow {
  frequency: string;
  /** identity_notifications.id of the newest alert a daily summary covered */
  digestThroughId: number;
}

/** An alert with what a mail says of it: its breach, the watched item and whose it is, or the provider's event. */
export interface AlertForMailRow {
  id: number;
  alertId: string;
  reportName: string;
  category: string;
  type: string;
  raisedAt: number;
  breach: { title: string; domain: string; breachDate: string; dataClasses: string } | null;
  /** the watched item's kind and masked display */
  item: { kind: string; display: string } | null;
  /** the monitored person; null for an alert of the provider's events (always the account holder's) */
  member: { firstName: string; isSelf: boolean; privateMode: boolean } | null;
  /** the provider's event as received (JSON), for the alerts it raised */
  eventPayload: string | null;
}

type Db = Kysely<Database> | Transaction<Database>;

export function createAlertMailRepository(db: Db) {
  function alertsQuery(accountId: number) {
    // what the member's lists show, and nothing else: an archived alert belongs to a watch they removed
    return alertsWithProducers(db, accountId).where('n.archived_at', 'is', null).orderBy('n.id');
  }

  type Row = Awaited<ReturnType<ReturnType<typeof alertsQuery>['execute']>>[number];

  function toAlert(row: Row): AlertForMailRow {
    return {
      id: Number(row.id),
      alertId: row.alert_id,
      reportName: row.report_name,
      category: row.category,
      type: row.type,
      raisedAt: Number(row.created_at),
      breach:
        row.breach_title === null
          ? null
          : {
              title: row.breach_title,
              domain: row.breach_domain ?? '',
              breachDate: row.breach_date ?? '',
              dataClasses: row.data_classes ?? '[]',
            },
      item: row.item_kind === null ? null : { kind: row.item_kind, display: row.item_display ?? '' },
      member:
        row.member_first_name === null
          ? null
          : {
              firstName: row.member_first_name,
              isSelf: Number(row.member_is_self) === 1,
              privateMode: Number(row.private_mode) === 1,
            },
      eventPayload: row.event_payload,
    };
  }

  return {
    async preference(accountId: number): Promise<AlertEmailPreferenceRow | undefined> {
      const row = await db
        .selectFrom('alert_email_preferences')
        .select(['frequency', 'digest_through_id'])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row && { frequency: row.frequency, digestThroughId: Number(row.digest_through_id) };
    },

    /** Sets the account's choice; `digestThroughId` moves the daily summary's place when given. */
    async setPreference(accountId: number, frequency: string, now: number, digestThroughId?: number): Promise<void> {
      const through = digestThroughId === undefined ? {} : { digest_through_id: digestThroughId };
      await db
        .insertInto('alert_email_preferences')
        .values({ account_id: accountId, frequency, updated_at: now, ...through })
        .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ frequency, updated_at: now, ...through }))
        .execute();
    },

    /** The id of the account's newest alert (0 without any): where a daily summary starts from. */
    async newestAlertId(accountId: number): Promise<number> {
      const row = await db
        .selectFrom('identity_notifications')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** The account's alerts of these alert ids that a member is shown, oldest first. */
    async alertsByAlertIds(accountId: number, alertIds: readonly string[]): Promise<AlertForMailRow[]> {
      if (!alertIds.length) return [];
      return (
        await alertsQuery(accountId)
          .where('n.alert_id', 'in', [...alertIds])
          .execute()
      ).map(toAlert);
    },

    /** The account's alerts raised after the alert row `afterId`, oldest first (at most `limit`). */
    async alertsAfter(accountId: number, afterId: number, limit: number): Promise<AlertForMailRow[]> {
      return (await alertsQuery(accountId).where('n.id', '>', afterId).limit(limit).execute()).map(toAlert);
    },

    /** The accounts on the daily summary, by id, after `afterAccountId` (at most `limit`). */
    async dailyAccounts(afterAccountId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('alert_email_preferences')
        .select('account_id')
        .where('frequency', '=', 'daily')
        .where('account_id', '>', afterAccountId)
        .orderBy('account_id')
        .limit(limit)
        .execute();
      return rows.map((row) => Number(row.account_id));
    },

    /** The daily summary covered the alerts up to `throughId`. */
    async markDigestSent(accountId: number, throughId: number, now: number): Promise<void> {
      await db
        .updateTable('alert_email_preferences')
        .set({ digest_through_id: throughId, digest_sent_at: now })
        .where('account_id', '=', accountId)
        .execute();
    },

    async recipient(accountId: number): Promise<{ email: string; firstName: string } | undefined> {
      const row = await db
        .selectFrom('accounts')
        .select(['email', 'first_name'])
        .where('id', '=', accountId)
        .executeTakeFirst();
      return row && { email: row.email, firstName: row.first_name };
    },
  };
}

export type AlertMailRepository = ReturnType<typeof createAlertMailRepository>;
