import type { Generated, Insertable, Selectable } from 'kysely';

// Table types of the provider database. Conventions that keep one set of queries valid on SQLite and PostgreSQL:
// times are integers of milliseconds since the epoch (bigint on PostgreSQL, read back as numbers), booleans are
// integers 0/1, JSON documents are text, calendar dates are 'YYYY-MM-DD' text.

export interface AccountsTable {
  id: Generated<number>;
  email: string;
  pin: string | null;
  first_name: string;
  last_name: string;
  /** null for members who only sign in through a social network */
  password_hash: string | null;
  hide_self_search_prompt_test: number;
  /** JSON: the account's `data` document of spec §3 */
  data: string;
  created_at: number;
  updated_at: number;
}

export interface AccountIdentitiesTable {
  provider: string;
  subject: string;
  account_id: number;
  created_at: number;
}

export interface ProductsTable {
  id: Generated<number>;
  code: string;
  name: string;
  /** 'subscription' (granted while a plan holding it is active) or 'one_time' (bought by an order) */
  kind: string;
  price_cents: number;
}

export interface ProductItemsTable {
  product_id: number;
  /** one of the balance keys of spec §3 */
  item: string;
  /** null = unlimited while held */
  quantity: number | null;
}

export interface PlansTable {
  id: Generated<number>;
  code: string;
  name: string;
  recurring_price_cents: number;
  recurring_period: number;
  recurring_interval: string;
  terms: string;
}

export interface PlanProductsTable {
  plan_id: number;
  product_id: number;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  account_id: number;
  plan_id: number;
  status: string;
  reason: string | null;
  comment: string | null;
  next_date: string | null;
  created_at: number;
  updated_at: number;
}

export interface OrdersTable {
  id: Generated<number>;
  account_id: number;
  product_id: number;
  quantity: number;
  amount_cents: number;
  status: string;
  created_at: number;
}

export interface PaymentOptionsTable {
  id: Generated<number>;
  account_id: number;
  kind: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: number;
  created_at: number;
}

/** One row per login (a device signing in); revoking it ends every token issued for it. */
export interface LoginSessionsTable {
  id: string;
  account_id: number;
  method: string;
  device_id: string;
  created_at: number;
  last_used_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  /** sha-256 of the token; the token itself is never stored */
  token_hash: string;
  session_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface LoginThrottleTable {
  scope: string;
  subject: string;
  failures: number;
  last_failure_at: number;
  blocked_until: number;
}

export interface AltchaUsedTable {
  challenge_id: string;
  expires_at: number;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface EventsTable {
  id: Generated<number>;
  account_id: number | null;
  device_id: string;
  name: string;
  properties: string;
  created_at: number;
}

export interface ErrorReportsTable {
  id: Generated<number>;
  account_id: number | null;
  device_id: string;
  message: string;
  name: string | null;
  stack: string | null;
  path: string | null;
  user_id: string | null;
  created_at: number;
}

export interface MetaValuesTable {
  key: string;
  /** JSON */
  value: string;
}

export interface DynamicLayoutsTable {
  id: string;
  /** JSON array of component names */
  desktop: string;
  mobile: string;
}

export interface Database {
  accounts: AccountsTable;
  account_identities: AccountIdentitiesTable;
  products: ProductsTable;
  product_items: ProductItemsTable;
  plans: PlansTable;
  plan_products: PlanProductsTable;
  subscriptions: SubscriptionsTable;
  orders: OrdersTable;
  payment_options: PaymentOptionsTable;
  login_sessions: LoginSessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_throttle: LoginThrottleTable;
  altcha_used: AltchaUsedTable;
  rate_limits: RateLimitsTable;
  events: EventsTable;
  error_reports: ErrorReportsTable;
  meta_values: MetaValuesTable;
  dynamic_layouts: DynamicLayoutsTable;
}

export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type LoginSession = Selectable<LoginSessionsTable>;
export type Subscription = Selectable<SubscriptionsTable>;
