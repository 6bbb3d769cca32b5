import type { Kysely, Migration } from 'kysely';

// Reference data every environment needs: the product catalog and plans behind subscriptions, orders and balances,
// the meta values of GET /meta/{path}, and the dynamic layouts. Part of the migrations (not of the demo seed) so a
// production database gets exactly the same rows, once.

type CatalogTables = {
  products: { id?: number; code: string; name: string; kind: string; price_cents: number };
  product_items: { product_id: number; item: string; quantity: number | null };
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
  meta_values: { key: string; value: string };
  dynamic_layouts: { id: string; desktop: string; mobile: string };
};

const PRODUCTS: Array<{
  code: string;
  name: string;
  kind: string;
  priceCents: number;
  items: Record<string, number | null>;
}> = [
  {
    code: 'background-reports',
    name: 'Background Reports Membership',
    kind: 'subscription',
    priceCents: 2999,
    items: { person_report: null },
  },
  {
    code: 'premium-reports',
    name: 'Premium Reports',
    kind: 'subscription',
    priceCents: 999,
    items: { premium_person_report: null },
  },
  {
    code: 'guardian',
    name: 'Guardian Personal Data Protection',
    kind: 'subscription',
    priceCents: 999,
    items: { guardian: null },
  },
  {
    code: 'guardian-family',
    name: 'Guardian Family Add-on',
    kind: 'subscription',
    priceCents: 499,
    items: { guardian_family_addon: null },
  },
  {
    code: 'dark-web-monitoring',
    name: 'Dark Web Monitoring',
    kind: 'subscription',
    priceCents: 499,
    items: { dark_web_monitoring: null },
  },
  {
    code: 'identity-monitoring',
    name: 'Identity Monitoring',
    kind: 'subscription',
    priceCents: 699,
    items: { identity_monitoring: null },
  },
  {
    code: 'data-monitoring',
    name: 'Report Monitoring',
    kind: 'subscription',
    priceCents: 399,
    items: { data_monitoring: null },
  },
  {
    code: 'premium-report',
    name: 'Premium Person Report',
    kind: 'one_time',
    priceCents: 1999,
    items: { premium_person_report: 1 },
  },
  { code: 'person-report', name: 'Person Report', kind: 'one_time', priceCents: 999, items: { person_report: 1 } },
];

const TERMS =
  'Your membership renews automatically at the price shown until you cancel. Cancel any time from Membership Settings or by calling Member Care.';

const PLANS: Array<{
  code: string;
  name: string;
  priceCents: number;
  period: number;
  interval: string;
  products: string[];
}> = [
  {
    code: 'background-monthly',
    name: 'Background Reports',
    priceCents: 2999,
    period: 1,
    interval: 'month',
    products: ['background-reports'],
  },
  {
    code: 'premium-monthly',
    name: 'Premium Membership',
    priceCents: 3999,
    period: 1,
    interval: 'month',
    products: ['background-reports', 'premium-reports'],
  },
  {
    code: 'guardian-monthly',
    name: 'Guardian Membership',
    priceCents: 3499,
    period: 1,
    interval: 'month',
    products: ['background-reports', 'guardian'],
  },
  {
    code: 'guardian-family-monthly',
    name: 'Guardian Family Membership',
    priceCents: 3999,
    period: 1,
    interval: 'month',
    products: ['background-reports', 'guardian', 'guardian-family'],
  },
  {
    code: 'dark-web-monthly',
    name: 'Dark Web Monitoring Membership',
    priceCents: 3299,
    period: 1,
    interval: 'month',
    products: ['background-reports', 'dark-web-monitoring'],
  },
  {
    code: 'identity-monthly',
    name: 'Identity Monitoring Membership',
    priceCents: 3499,
    period: 1,
    interval: 'month',
    products: ['background-reports', 'identity-monitoring'],
  },
  {
    code: 'data-monitoring-monthly',
    name: 'Report Monitoring Membership',
    priceCents: 3299,
    period: 1,
    interval: 'month',
    products: ['background-reports', 'data-monitoring'],
  },
];

export const META_VALUES: Record<string, unknown> = {
  'support.phone': '1-800-555-0199',
  'support.phone_display': '(800) 555-0199',
  'support.hours': '7:00am to 7:00pm Pacific, 7 days a week, holiday hours vary',
  'support.email': 'support@beacon.example',
  'prices.person_report': 9.99,
  'prices.premium_person_report': 19.99,
  'prices.background_membership': 29.99,
  'prices.premium_membership': 39.99,
  'prices.guardian': 9.99,
  'prices.guardian_family_addon': 4.99,
  'prices.dark_web_monitoring': 4.99,
  'prices.identity_monitoring': 6.99,
  'prices.data_monitoring': 3.99,
  'prices.currency': 'USD',
  'apps.ios': 'https://apps.apple.com/us/app/beacon-people-search/id0000000000',
  'apps.android': 'https://play.google.com/store/apps/details?id=com.beacon.members',
  'social.facebook': 'https://www.facebook.com/beacon',
  'social.x': 'https://x.com/beacon',
  'social.instagram': 'https://www.instagram.com/beacon',
};

const LAYOUTS: Record<string, { desktop: string[]; mobile: string[] }> = {
  dashboard: {
    desktop: ['SearchPanel', 'ReactivationBanner', 'RecentReports', 'MonitoringSummary', 'SuggestedReports'],
    mobile: ['SearchPanel', 'ReactivationBanner', 'RecentReports', 'SuggestedReports'],
  },
  sidebar: {
    desktop: ['MobileAppPromo', 'BackgroundReportsPromo', 'SexOffenderWatchPromo', 'AlertsWidget'],
    mobile: ['AlertsWidget'],
  },
  account: {
    desktop: ['PersonalSettings', 'YourReport', 'MembershipSummary'],
    mobile: ['PersonalSettings', 'YourReport'],
  },
};

export const catalogMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped.withTables<CatalogTables>();
    const productIds = new Map<string, number>();
    for (const product of PRODUCTS) {
      const row = await db
        .insertInto('products')
        .values({ code: product.code, name: product.name, kind: product.kind, price_cents: product.priceCents })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      productIds.set(product.code, id);
      for (const [item, quantity] of Object.entries(product.items)) {
        await db.insertInto('product_items').values({ product_id: id, item, quantity }).execute();
      }
    }
    for (const plan of PLANS) {
      const row = await db
        .insertInto('plans')
        .values({
          code: plan.code,
          name: plan.name,
          recurring_price_cents: plan.priceCents,
          recurring_period: plan.period,
          recurring_interval: plan.interval,
          terms: TERMS,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const code of plan.products) {
        const productId = productIds.get(code);
        if (productId === undefined) throw new Error(`plan ${plan.code} names unknown product ${code}`);
        await db
          .insertInto('plan_products')
          .values({ plan_id: Number(row.id), product_id: productId })
          .execute();
      }
    }
    for (const [key, value] of Object.entries(META_VALUES)) {
      await db
        .insertInto('meta_values')
        .values({ key, value: JSON.stringify(value) })
        .execute();
    }
    for (const [id, layout] of Object.entries(LAYOUTS)) {
      await db
        .insertInto('dynamic_layouts')
        .values({ id, desktop: JSON.stringify(layout.desktop), mobile: JSON.stringify(layout.mobile) })
        .execute();
    }
  },
};
