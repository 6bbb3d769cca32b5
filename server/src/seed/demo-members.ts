import type { Kysely } from 'kysely';

import type { PasswordHashConfig } from '../config';
import type { Database } from '../db/schema';
import { DEMO_PROFILES, type DemoProfile } from '../domain/demo-profiles';
import { createEntitlementLedgerRepository } from '../repositories/entitlement-ledger-repository';
import { createBillingService } from '../services/billing-service';
import { hashPassword } from '../services/passwords';
import { createSandboxGateway } from '../services/payments/sandbox-gateway';
import { endLapsedTerms } from '../services/subscription-terms';
import { seedDemoWatchedHome } from './demo-watched-home';

// Demo members, one per entitlement profile of spec §6 (domain/demo-profiles.ts), created on first start (never
// overwritten afterwards). They all share one demo password, printed by `pnpm start` and listed in server/README.md.

const DAY_MS = 24 * 60 * 60 * 1000;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface SeedOptions {
  password: string;
  passwordHash: PasswordHashConfig;
  now: number;
}

export interface SeedResult {
  created: string[];
  members: Array<{ email: string; profile: string }>;
}

async function createMember(
  db: Kysely<Database>,
  profile: DemoProfile,
  passwordHash: string,
  now: number,
): Promise<void> {
  const subscriptionId = await db.transaction().execute(async (trx) => {
    const plan = await trx
      .selectFrom('plans')
      .select(['id', 'recurring_price_cents'])
      .where('code', '=', profile.plan)
      .executeTakeFirstOrThrow();
    const account = await trx
      .insertInto('accounts')
      .values({
        email: profile.email,
        pin: profile.pin,
        first_name: profile.firstName,
        last_name: profile.lastName,
        birth_date: profile.birthDate,
        password_hash: passwordHash,
        hide_self_search_prompt_test: 0,
        data: JSON.stringify({ dark_web_data_added: false }),
        created_at: now - 90 * DAY_MS,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Three months ago the first term began; its three monthly renewals are charged below, the last one leaving
    // `next` about termDays away (in the past for the lapsed member).
    const termDays = profile.status === 'lapsed' ? -3 : profile.status === 'canceled' ? 30 : 12;
    const subscription = await trx
      .insertInto('subscriptions')
      .values({
        account_id: account.id,
        plan_id: plan.id,
        status: 'active',
        reason: null,
        comment: null,
        next_date: isoDate(now + (termDays - 3 * 30) * DAY_MS),
        created_at: now - (90 - termDays + 30) * DAY_MS,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // what the plan holds is a grant of the entitlement ledger, written the way an order writes it
    await createEntitlementLedgerRepository(trx).grantSubscriptionTerm({
      accountId: account.id,
      subscriptionId: subscription.id,
      orderId: null,
      now: now - (90 - termDays + 30) * DAY_MS,
    });
    await trx
      .insertInto('payment_options')
      .values({
        account_id: account.id,
        kind: 'card',
        // a sandbox card that approves (the sandbox gateway's test-card conventions)
        gateway: 'sandbox',
        gateway_token: `pm_sandbox_approve_demo${DEMO_PROFILES.indexOf(profile)}`,
        removed_at: null,
        brand: 'visa',
        last4: String(4242 + DEMO_PROFILES.indexOf(profile)).slice(-4),
        exp_month: 12,
        exp_year: new Date(now).getUTCFullYear() + 3,
        is_default: 1,
        created_at: now - 90 * DAY_MS,
      })
      .execute();
    return subscription.id;
  });
  await chargeRenewals(db, subscriptionId, 3);
  if (profile.status !== 'active') {
    await db
      .updateTable('subscriptions')
      .set({
        status: 'canceled',
        reason: 'too_expensive',
        comment: 'Taking a break for a few months.',
        updated_at: now,
      })
      .where('id', '=', subscriptionId)
      .execute();
  }
}

/**
 * The demo's payment history, made by the real pipeline: each renewal is charged on its due date through the billing
 * service and the sandbox gateway (the member's sandbox card approves), writing the order, its ledger grant and the
 * next `next` date, as the subscription-terms job does in production. No receipts: nothing is sent for history.
 */
async function chargeRenewals(db: Kysely<Database>, subscriptionId: number, renewals: number): Promise<void> {
  let at = 0;
  const billing = createBillingService({ db, gateway: createSandboxGateway(), clock: () => at });
  for (let renewal = 0; renewal < renewals; renewal += 1) {
    const due = await db
      .selectFrom('subscriptions')
      .select('next_date')
      .where('id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    if (due.next_date === null) return;
    at = Date.parse(`${due.next_date}T09:00:00Z`);
    if ((await billing.renew(subscriptionId)) !== 'renewed') {
      throw new Error(`the demo subscription ${subscriptionId} did not renew on ${due.next_date}`);
    }
  }
}

/** Creates the demo members that do not exist yet. Safe to run on every start and from several instances. */
export async function seedDemoMembers(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  const created: string[] = [];
  for (const profile of DEMO_PROFILES) {
    const existing = await db.selectFrom('accounts').select('id').where('email', '=', profile.email).executeTakeFirst();
    if (existing) {
      if (profile.status === 'canceled') await keepReactivationTermOpen(db, existing.id, options.now);
      continue;
    }
    const passwordHash = await hashPassword(options.password, options.passwordHash);
    try {
      await createMember(db, profile, passwordHash, options.now);
      created.push(profile.email);
    } catch (error) {
      // Another instance created the member between our check and insert: fine.
      const again = await db.selectFrom('accounts').select('id').where('email', '=', profile.email).executeTakeFirst();
      if (!again) throw error;
    }
  }
  // A canceled demo term that is over ends the way every term ends: through the subscription-terms job's pass.
  await endLapsedTerms(db, options.now);
  // Once a data set exists (it is built before the members on pnpm start); a home the member removed comes back
  // on the next start, as the demo's sample content.
  await seedDemoWatchedHome(db, options.now);
  return { created, members: DEMO_PROFILES.map(({ email, profile }) => ({ email, profile })) };
}

/** The demo's canceled term must stay in the future, or the member would stop qualifying for the banner. */
async function keepReactivationTermOpen(db: Kysely<Database>, accountId: number, now: number): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ next_date: isoDate(now + 30 * DAY_MS), updated_at: now })
    .where('account_id', '=', accountId)
    .where('status', '=', 'canceled')
    .where('next_date', '<', isoDate(now + 7 * DAY_MS))
    .execute();
}
