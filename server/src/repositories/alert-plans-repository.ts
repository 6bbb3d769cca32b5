import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';
import { alertsWithProducers } from './alerts-with-producers';

// An alert's page (migration 0108, issue 58 point 3): the alert with what produced it (the breach and the watched item
// of a breach alert, the provider's event of the others), and the steps of its plan that are closed. Every query is
// scoped by the member's account: another account's alert is not found.

export interface AlertSourceRow {
  alert_id: string;
  report_name: string;
  category: string;
  type: string;
  created_at: number;
  archived_at: number | null;
  breach_title: string | null;
  breach_domain: string | null;
  breach_date: string | null;
  data_classes: string | null;
  is_verified: number | null;
  item_kind: string | null;
  item_display: string | null;
  private_mode: number | null;
  event_payload: string | null;
}

export interface ClosedStepRow {
  alert_id: string;
  step_key: string;
  done_at: number;
  closed_by: 'member' | 'check';
}

export function createAlertPlansRepository(db: Kysely<Database> | Transaction<Database>) {
  function alerts(accountId: number) {
    return alertsWithProducers(db, accountId);
  }

  return {
    /** The account's alert by its id (archived ones too: their page says so); undefined for anyone else's. */
    async find(accountId: number, alertId: string): Promise<AlertSourceRow | undefined> {
      return alerts(accountId).where('n.alert_id', '=', alertId).executeTakeFirst();
    },

    /** The account's current alerts (a freeze recorded closes its step on each of them). */
    async open(accountId: number): Promise<AlertSourceRow[]> {
      return alerts(accountId).where('n.archived_at', 'is', null).execute();
    },

    async closedSteps(accountId: number, alertId: string): Promise<ClosedStepRow[]> {
      return db
        .selectFrom('alert_plan_steps')
        .select(['alert_id', 'step_key', 'done_at', 'closed_by'])
        .where('account_id', '=', accountId)
        .where('alert_id', '=', alertId)
        .execute();
    },

    /** Closes a step; one already closed stays as it was (who closed it first, and when). */
    async close(
      accountId: number,
      alertId: string,
      stepKey: string,
      closedBy: 'member' | 'check',
      now: number,
    ): Promise<boolean> {
      const result = await db
        .insertInto('alert_plan_steps')
        .values({ account_id: accountId, alert_id: alertId, step_key: stepKey, done_at: now, closed_by: closedBy })
        .onConflict((conflict) => conflict.columns(['account_id', 'alert_id', 'step_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async reopen(accountId: number, alertId: string, stepKey: string): Promise<boolean> {
      const result = await db
        .deleteFrom('alert_plan_steps')
        .where('account_id', '=', accountId)
        .where('alert_id', '=', alertId)
        .where('step_key', '=', stepKey)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Reopens a step on every alert of the account where a check (not the member) closed it; how many. */
    async reopenClosedByCheck(accountId: number, stepKey: string): Promise<number> {
      const result = await db
        .deleteFrom('alert_plan_steps')
        .where('account_id', '=', accountId)
        .where('step_key', '=', stepKey)
        .where('closed_by', '=', 'check')
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
