import type { Kysely } from 'kysely';

import type { PasswordHashConfig } from '../config';
import type { Database } from '../db/schema';
import { createEntitlementLedgerRepository } from '../repositories/entitlement-ledger-repository';
import { createBillingService } from '../services/billing-service';
import { hashPassword } from '../services/passwords';
import { createSandboxGateway } from '../services/payments/sandbox-gateway';
import { endLapsedTerms } from '../services/subscription-terms';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoWatchedHome } from './demo-watched-home';

// Demo members, one per entitlement profile of spec §6, created on first start (never overwritten afterwards).
// They all share one demo password, printed by `pnpm start` and listed in server/README.md.

export interface DemoProfile {
  email: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, the same as their own person in the public-records data set (seed/public-records/demo-people.ts) */
  birthDate: string;
  pin: string | null;
  profile: string;
  plan: string;
  /** lapsed: canceled, and its paid term ended before the seed (the subscription-terms job then ends it) */
  status: 'active' | 'canceled' | 'lapsed';
}

export const DEMO_PROFILES: DemoProfile[] = [
  {
    email: 'person-report@demo.beacon.test',
    firstName: 'Paula',
    lastName: 'Reyes',
    birthDate: '1985-03-14',
    pin: '4821',
    profile: 'person report only',
    plan: 'background-monthly',
    status: 'active',
  },
  {
    email: 'premium@demo.beacon.test',
    firstName: 'Peter',
    lastName: 'Lindqvist',
    birthDate: '1979-06-02',
    pin: '7314',
    profile: 'premium person reports',
    plan: 'premium-monthly',
    status: 'active',
  },
  {
    email: 'guardian@demo.beacon.test',
    firstName: 'Grace',
    lastName: 'Okafor',
    birthDate: '1990-09-21',
    pin: null,
    profile: 'Guardian',
    plan: 'guardian-monthly',
    status: 'active',
  },
  {
    email: 'guardian-family@demo.beacon.test',
    firstName: 'Frank',
    lastName: 'Moreau',
    birthDate: '1974-01-30',
    pin: '2290',
    profile: 'Guardian + family add-on',
    plan: 'guardian-family-monthly',
    status: 'active',
  },
  {
    email: 'dark-web@demo.beacon.test',
    firstName: 'Dana',
    lastName: 'Whitfield',
    birthDate: '1993-05-08',
    pin: null,
    profile: 'dark web monitoring',
    plan: 'dark-web-monthly',
    status: 'active',
  },
  {
    email: 'identity@demo.beacon.test',
    firstName: 'Ivan',
    lastName: 'Petrov',
    birthDate: '1968-11-17',
    pin: '5107',
    profile: 'identity monitoring',
    plan: 'identity-monthly',
    status: 'active',
  },
  {
    email: 'data-monitoring@demo.beacon.test',
    firstName: 'Maya',
    lastName: 'Castillo',
    birthDate: '1997-02-25',
    pin: null,
    profile: 'data monitoring (report monitoring, sex offender watch)',
    plan: 'data-monitoring-monthly',
    status: 'active',
  },
  {
    email: 'reactivate@demo.beacon.test',
    firstName: 'Rita',
    lastName: 'Brennan',
    birthDate: '1982-07-09',
    pin: '6643',
    // Canceled with 30 days of its paid term left: access runs until then (issue 54), and the banner offers to
    // resume it.
    profile: 'canceled premium subscription, paid term still running: full access until it ends; reactivation banner',
    plan: 'premium-monthly',
    status: 'canceled',
  },
  {
    email: 'lapsed@demo.beacon.test',
    firstName: 'Leo',
    lastName: 'Hartmann',
    birthDate: '1980-10-03',
    pin: null,
    // Canceled, and the paid term ended 3 days ago: searches and record creation answer 402 (issue 54).
    profile: 'membership ended (canceled, paid term over): searches answer 402 and lead to purchase',
    plan: 'background-monthly',
    status: 'lapsed',
  },
];

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
  // Also for members created before notifications existed; notices they have already are skipped.
  await seedDemoNotifications(db, options.now);
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
