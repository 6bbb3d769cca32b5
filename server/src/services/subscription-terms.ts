import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';
import { createEntitlementLedgerRepository, isoDay } from '../repositories/entitlement-ledger-repository';
import { RENEWAL_REMINDER_DAYS_BEFORE } from '../mail/billing-emails';
import type { RenewalOutcome } from './billing-service';

// The paid term, kept (issue 54 point 3). This job, on every instance that runs background work:
// - renews each active subscription whose `next` date has come (the billing service charges the period; a refused
//   card cancels it, so its access ends with the period paid for);
// - ends each canceled subscription whose paid term is over: status ended and its unlimited grants closed by expire
//   rows in the entitlement ledger, in one transaction per subscription (the ledger's balance reads check the date
//   too, so access ends on time even between runs);
// - writes the renewal reminder of each active subscription 7 days before its `next` date, once.
// The job engine runs it (jobs/definitions/subscription-terms.ts: every 10 minutes, one instance per run); each write
// is guarded by the state it expects, so a run taken over after a crash applies once.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RenewalDue {
  subscriptionId: number;
  accountId: number;
  email: string;
  firstName: string;
  planName: string;
  amountCents: number;
  recurringPeriod: number;
  recurringInterval: string;
  nextDate: string;
}

export interface SubscriptionTermsResult {
  renewed: number;
  declined: number;
  ended: number;
  reminded: number;
}

/** Ends every canceled subscription whose paid term is over; how many it ended. */
export async function endLapsedTerms(db: Kysely<Database>, now: number): Promise<number> {
  const today = isoDay(now);
  const lapsed = await db
    .selectFrom('subscriptions')
    .select(['id', 'account_id'])
    .where('status', '=', 'canceled')
    .where('next_date', '<=', today)
    .orderBy('id')
    .execute();
  let ended = 0;
  for (const subscription of lapsed) {
    const changed = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('subscriptions')
        .set({ status: 'ended', updated_at: now })
        .where('id', '=', subscription.id)
        .where('status', '=', 'canceled')
        .where('next_date', '<=', today)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await createEntitlementLedgerRepository(trx).expireSubscription(subscription.account_id, subscription.id, now);
      return true;
    });
    if (changed) ended += 1;
  }
  return ended;
}

export function createSubscriptionTerms(options: {
  db: Kysely<Database>;
  clock: () => number;
  log: FastifyBaseLogger;
  /** writes the reminder e-mail in the transaction that records it as sent */
  remind?: (trx: Transaction<Database>, due: RenewalDue, now: number) => Promise<void>;
  /** charges a subscription whose `next` date has come for its next period (the billing service) */
  renew?: (subscriptionId: number) => Promise<RenewalOutcome>;
}) {
  const { db, clock, log, remind, renew } = options;
  let running: Promise<SubscriptionTermsResult> | undefined;

  /** Writes the reminders of active subscriptions renewing within RENEWAL_REMINDER_DAYS_BEFORE that have none yet. */
  async function sendRenewalReminders(now: number): Promise<number> {
    const due = await db
      .selectFrom('subscriptions')
      .innerJoin('accounts', 'accounts.id', 'subscriptions.account_id')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .leftJoin('renewal_reminders', (join) =>
        join
          .onRef('renewal_reminders.subscription_id', '=', 'subscriptions.id')
          .onRef('renewal_reminders.next_date', '=', 'subscriptions.next_date'),
      )
      .select([
        'subscriptions.id as subscriptionId',
        'subscriptions.account_id as accountId',
        'subscriptions.next_date as nextDate',
        'accounts.email',
        'accounts.first_name as firstName',
        'plans.name as planName',
        'plans.recurring_price_cents as amountCents',
        'plans.recurring_period as recurringPeriod',
        'plans.recurring_interval as recurringInterval',
      ])
      .where('subscriptions.status', '=', 'active')
      .where('subscriptions.next_date', '>', isoDay(now))
      .where('subscriptions.next_date', '<=', isoDay(now + RENEWAL_REMINDER_DAYS_BEFORE * DAY_MS))
      .where('renewal_reminders.subscription_id', 'is', null)
      .orderBy('subscriptions.id')
      .execute();
    let reminded = 0;
    for (const row of due) {
      if (row.nextDate === null) continue;
      const subscription: RenewalDue = { ...row, nextDate: row.nextDate };
      const sent = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('renewal_reminders')
          .values({ subscription_id: subscription.subscriptionId, next_date: subscription.nextDate, sent_at: now })
          .onConflict((conflict) => conflict.doNothing())
          .returning('subscription_id')
          .executeTakeFirst();
        if (!inserted) return false;
        await remind?.(trx, subscription, now);
        return true;
      });
      if (sent) reminded += 1;
    }
    return reminded;
  }

  /** Renews the active subscriptions whose `next` date has come; how many renewed and how many were refused. */
  async function renewDue(now: number): Promise<{ renewed: number; declined: number }> {
    const counts = { renewed: 0, declined: 0 };
    if (!renew) return counts;
    const due = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('status', '=', 'active')
      .where('next_date', '<=', isoDay(now))
      .orderBy('id')
      .execute();
    for (const { id } of due) {
      try {
        const outcome = await renew(id);
        if (outcome === 'renewed') counts.renewed += 1;
        if (outcome === 'declined') counts.declined += 1;
      } catch (error) {
        // a gateway outage leaves the subscription active and due: the next run tries again with the same key
        log.error({ err: error, subscriptionId: id }, 'subscription renewal failed');
      }
    }
    return counts;
  }

  /** One pass over every subscription (the job, tests and the admin command). */
  async function apply(): Promise<SubscriptionTermsResult> {
    const now = clock();
    // renewals first: a refused card cancels the subscription, and its term (already over) then ends in this pass
    const { renewed, declined } = await renewDue(now);
    const ended = await endLapsedTerms(db, now);
    const reminded = await sendRenewalReminders(now);
    if (renewed || declined || ended || reminded) {
      log.info({ renewed, declined, ended, reminded }, 'subscription terms applied');
    }
    return { renewed, declined, ended, reminded };
  }

  async function exclusive(pass: () => Promise<SubscriptionTermsResult>): Promise<SubscriptionTermsResult> {
    while (running) await running.catch(() => undefined);
    running = pass();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  }

  return {
    /** A pass now; a pass asked for while one runs in this process waits for it. */
    applyNow: () => exclusive(apply),
  };
}

export type SubscriptionTerms = ReturnType<typeof createSubscriptionTerms>;
