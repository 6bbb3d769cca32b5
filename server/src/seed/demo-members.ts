import type { Kysely } from 'kysely';

import type { PasswordHashConfig } from '../config';
import type { Database } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoWatchedHome } from './demo-watched-home';

// Demo members, one per entitlement profile of spec §6, created on first start (never overwritten afterwards).
// They all share one demo password, printed by `pnpm start` and listed in server/README.md.

export interface DemoProfile {
  email: string;
  firstName: string;
  lastName: string;
  pin: string | null;
  profile: string;
  plan: string;
  status: 'active' | 'canceled';
}

export const DEMO_PROFILES: DemoProfile[] = [
  {
    email: 'person-report@demo.beacon.test',
    firstName: 'Paula',
    lastName: 'Reyes',
    pin: '4821',
    profile: 'person report only',
    plan: 'background-monthly',
    status: 'active',
  },
  {
    email: 'premium@demo.beacon.test',
    firstName: 'Peter',
    lastName: 'Lindqvist',
    pin: '7314',
    profile: 'premium person reports',
    plan: 'premium-monthly',
    status: 'active',
  },
  {
    email: 'guardian@demo.beacon.test',
    firstName: 'Grace',
    lastName: 'Okafor',
    pin: null,
    profile: 'Guardian',
    plan: 'guardian-monthly',
    status: 'active',
  },
  {
    email: 'guardian-family@demo.beacon.test',
    firstName: 'Frank',
    lastName: 'Moreau',
    pin: '2290',
    profile: 'Guardian + family add-on',
    plan: 'guardian-family-monthly',
    status: 'active',
  },
  {
    email: 'dark-web@demo.beacon.test',
    firstName: 'Dana',
    lastName: 'Whitfield',
    pin: null,
    profile: 'dark web monitoring',
    plan: 'dark-web-monthly',
    status: 'active',
  },
  {
    email: 'identity@demo.beacon.test',
    firstName: 'Ivan',
    lastName: 'Petrov',
    pin: '5107',
    profile: 'identity monitoring',
    plan: 'identity-monthly',
    status: 'active',
  },
  {
    email: 'data-monitoring@demo.beacon.test',
    firstName: 'Maya',
    lastName: 'Castillo',
    pin: null,
    profile: 'data monitoring (report monitoring, sex offender watch)',
    plan: 'data-monitoring-monthly',
    status: 'active',
  },
  {
    email: 'reactivate@demo.beacon.test',
    firstName: 'Rita',
    lastName: 'Brennan',
    pin: '6643',
    // Lapsed: no active subscription and no bought report, so searches answer 402 (issue 13, paywall).
    profile: 'canceled premium subscription: qualifies for the reactivation banner; lapsed, so searches answer 402',
    plan: 'premium-monthly',
    status: 'canceled',
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
  await db.transaction().execute(async (trx) => {
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
        password_hash: passwordHash,
        hide_self_search_prompt_test: 0,
        data: JSON.stringify({ dark_web_data_added: false }),
        created_at: now - 90 * DAY_MS,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const canceled = profile.status === 'canceled';
    await trx
      .insertInto('subscriptions')
      .values({
        account_id: account.id,
        plan_id: plan.id,
        status: profile.status,
        reason: canceled ? 'too_expensive' : null,
        comment: canceled ? 'Taking a break for a few months.' : null,
        // A canceled term still runs until `next`: the reactivation banner needs that date in the future.
        next_date: isoDate(now + (canceled ? 30 : 12) * DAY_MS),
        created_at: now - 90 * DAY_MS,
        updated_at: now,
      })
      .execute();
    // The plan's monthly payments so far.
    const products = await trx
      .selectFrom('plan_products')
      .innerJoin('products', 'products.id', 'plan_products.product_id')
      .select(['products.id'])
      .where('plan_products.plan_id', '=', plan.id)
      .orderBy('products.id')
      .execute();
    const firstProduct = products[0];
    if (firstProduct) {
      for (let month = 3; month >= 1; month -= 1) {
        await trx
          .insertInto('orders')
          .values({
            account_id: account.id,
            product_id: firstProduct.id,
            quantity: 1,
            amount_cents: plan.recurring_price_cents,
            status: 'completed',
            created_at: now - month * 30 * DAY_MS,
          })
          .execute();
      }
    }
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
  });
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
