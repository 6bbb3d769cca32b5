import { sql, type Kysely, type Migration } from 'kysely';

// Billing (issue 16): cards live at the payment gateway; a payment option keeps only the gateway, its token, the
// brand, last four and expiry (and when the member removed it). Orders carry the payment option charged, the gateway's charge id and the client's
// idempotency key (unique per member), so a retried request finds its order instead of charging again. Each product
// sold by subscription gets a monthly add-on plan of its own price, so buying Guardian or monitoring on top of a
// membership is a subscription like any other.

/** Frozen copy of the add-on plans (the catalog of 0002 at the time of writing). */
const ADD_ON_PLANS = [
  { product: 'premium-reports', code: 'premium-reports-addon-monthly' },
  { product: 'guardian', code: 'guardian-addon-monthly' },
  { product: 'guardian-family', code: 'guardian-family-addon-monthly' },
  { product: 'dark-web-monitoring', code: 'dark-web-monitoring-addon-monthly' },
  { product: 'identity-monitoring', code: 'identity-monitoring-addon-monthly' },
  { product: 'data-monitoring', code: 'data-monitoring-addon-monthly' },
];

const ADD_ON_TERMS =
  'This add-on renews automatically every month at the price shown until you cancel. Cancel any time from Membership Settings; it stays active until the end of the month you paid for.';

interface CatalogTables {
  products: { id: number; code: string; name: string; price_cents: number };
  plans: {
    id?: number;
    code: string;
    name: string;
    recurring_price_cents: number;
    recurring_period: number;
    recurring_interval: string;
    terms: string;
  };
  plan_products: { plan_id: number; product_id: number };
  payment_options: { id: number; gateway: string; gateway_token: string | null };
}

export const billingMigration: Migration = {
  async up(raw: Kysely<unknown>) {
    await raw.schema
      .alterTable('payment_options')
      .addColumn('gateway', 'text', (col) => col.notNull().defaultTo('sandbox'))
      .execute();
    await raw.schema.alterTable('payment_options').addColumn('gateway_token', 'text').execute();
    // a removed card is kept (token cleared) so the orders it paid for still show its brand and last four
    await raw.schema.alterTable('payment_options').addColumn('removed_at', 'bigint').execute();
    // a record upgraded with a bought premium report (not a membership) uses up one of them
    await raw.schema
      .alterTable('records')
      .addColumn('premium_credit', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await raw.schema.alterTable('orders').addColumn('payment_option_id', 'integer').execute();
    await raw.schema.alterTable('orders').addColumn('charge_id', 'text').execute();
    await raw.schema.alterTable('orders').addColumn('idempotency_key', 'text').execute();
    await raw.schema
      .createIndex('orders_idempotency_ux')
      .on('orders')
      .columns(['account_id', 'idempotency_key'])
      .unique()
      .execute();

    const db = raw as unknown as Kysely<CatalogTables>;
    // cards saved before the gateway existed (the demo members') get a sandbox card that approves
    await db
      .updateTable('payment_options')
      .set({ gateway_token: sql<string>`'pm_sandbox_approve_legacy' || id` })
      .where('gateway_token', 'is', null)
      .execute();
    for (const addOn of ADD_ON_PLANS) {
      const product = await db
        .selectFrom('products')
        .select(['id', 'name', 'price_cents'])
        .where('code', '=', addOn.product)
        .executeTakeFirst();
      if (!product) continue;
      const plan = await db
        .insertInto('plans')
        .values({
          code: addOn.code,
          name: `${product.name} Add-on`,
          recurring_price_cents: product.price_cents,
          recurring_period: 1,
          recurring_interval: 'month',
          terms: ADD_ON_TERMS,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('plan_products').values({ plan_id: plan.id!, product_id: product.id }).execute();
    }
  },
};
