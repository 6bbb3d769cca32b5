import type { Kysely, Selectable, Transaction } from 'kysely';

import type { CreditApplicationsTable, CreditFreezesTable, Database } from '../db/schema';

// The credit freeze helper (migration 0108, issue 58 point 5): a member's record of each bureau's freeze (the PIN only
// ever sealed), and the date of a planned credit application with its thaw reminder. Scoped by account.

export type CreditFreezeRow = Selectable<CreditFreezesTable>;
export type CreditApplicationRow = Selectable<CreditApplicationsTable>;

export interface CreditFreezeValues {
  status: string;
  frozenOn: string | null;
  thawedUntil: string | null;
  /** undefined: keep the stored one */
  sealedPin?: string | null;
}

export interface DueReminderRow {
  account_id: number;
  planned_on: string;
  email: string;
  first_name: string;
}

export function createCreditFreezesRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async list(accountId: number): Promise<CreditFreezeRow[]> {
      return db.selectFrom('credit_freezes').selectAll().where('account_id', '=', accountId).execute();
    },

    async find(accountId: number, bureau: string): Promise<CreditFreezeRow | undefined> {
      return db
        .selectFrom('credit_freezes')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('bureau', '=', bureau)
        .executeTakeFirst();
    },

    async save(accountId: number, bureau: string, values: CreditFreezeValues, now: number): Promise<void> {
      const columns = {
        status: values.status,
        frozen_on: values.frozenOn,
        thawed_until: values.thawedUntil,
        updated_at: now,
        ...(values.sealedPin !== undefined ? { sealed_pin: values.sealedPin } : {}),
      };
      await db
        .insertInto('credit_freezes')
        .values({ account_id: accountId, bureau, sealed_pin: null, ...columns })
        .onConflict((conflict) => conflict.columns(['account_id', 'bureau']).doUpdateSet(columns))
        .execute();
    },

    async application(accountId: number): Promise<CreditApplicationRow | undefined> {
      return db.selectFrom('credit_applications').selectAll().where('account_id', '=', accountId).executeTakeFirst();
    },

    /** Sets the planned date; a new date gets its own reminder (the sent mark is cleared), the same date keeps it. */
    async planApplication(accountId: number, plannedOn: string, now: number): Promise<void> {
      const current = await this.application(accountId);
      if (current?.planned_on === plannedOn) return;
      await db
        .insertInto('credit_applications')
        .values({ account_id: accountId, planned_on: plannedOn, reminder_sent_at: null, updated_at: now })
        .onConflict((conflict) =>
          conflict.column('account_id').doUpdateSet({ planned_on: plannedOn, reminder_sent_at: null, updated_at: now }),
        )
        .execute();
    },

    async forgetApplication(accountId: number): Promise<void> {
      await db.deleteFrom('credit_applications').where('account_id', '=', accountId).execute();
    },

    /** Planned applications from `today` to `until` (inclusive, YYYY-MM-DD) whose reminder has not gone out. */
    async dueReminders(today: string, until: string): Promise<DueReminderRow[]> {
      return db
        .selectFrom('credit_applications as c')
        .innerJoin('accounts as a', 'a.id', 'c.account_id')
        .select(['c.account_id', 'c.planned_on', 'a.email', 'a.first_name'])
        .where('c.reminder_sent_at', 'is', null)
        .where('c.planned_on', '>=', today)
        .where('c.planned_on', '<=', until)
        .orderBy('c.account_id')
        .execute();
    },

    /** Marks the reminder sent, if it was not already (false: another run sent it). */
    async markReminderSent(accountId: number, plannedOn: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('credit_applications')
        .set({ reminder_sent_at: now })
        .where('account_id', '=', accountId)
        .where('planned_on', '=', plannedOn)
        .where('reminder_sent_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
