import type { Kysely, Migration } from 'kysely';

import type { DialectName } from '../create-database';
import { createTableWithId, timestampType } from './schema-helpers';

// The schema of issue 3: members, products, tokens, throttling, telemetry and content. Written once with
// Kysely's schema builder; the only dialect differences are the id and the millisecond-timestamp column types.
// E-mails are stored lower-cased, so the unique index is also the case-insensitive lookup.

export function initialMigration(dialect: DialectName): Migration {
  const time = timestampType(dialect);

  return {
    async up(db: Kysely<unknown>) {
      const withId = (name: string) => createTableWithId(db, dialect, name);

      await withId('accounts')
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('pin', 'text')
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('hide_self_search_prompt_test', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('created_at', time, (col) => col.notNull())
        .addColumn('updated_at', time, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('account_identities')
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('created_at', time, (col) => col.notNull())
        .addPrimaryKeyConstraint('account_identities_pk', ['provider', 'subject'])
        .execute();

      await withId('products')
        .addColumn('code', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('price_cents', 'integer', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('product_items')
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
        .addColumn('item', 'text', (col) => col.notNull())
        .addColumn('quantity', 'integer')
        .addPrimaryKeyConstraint('product_items_pk', ['product_id', 'item'])
        .execute();

      await withId('plans')
        .addColumn('code', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('recurring_price_cents', 'integer', (col) => col.notNull())
        .addColumn('recurring_period', 'integer', (col) => col.notNull())
        .addColumn('recurring_interval', 'text', (col) => col.notNull())
        .addColumn('terms', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('plan_products')
        .addColumn('plan_id', 'integer', (col) => col.notNull().references('plans.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('plan_products_pk', ['plan_id', 'product_id'])
        .execute();

      await withId('subscriptions')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('plan_id', 'integer', (col) => col.notNull().references('plans.id'))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('reason', 'text')
        .addColumn('comment', 'text')
        .addColumn('next_date', 'text')
        .addColumn('created_at', time, (col) => col.notNull())
        .addColumn('updated_at', time, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('subscriptions_account_idx').on('subscriptions').column('account_id').execute();

      await withId('orders')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
        .addColumn('quantity', 'integer', (col) => col.notNull())
        .addColumn('amount_cents', 'integer', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('created_at', time, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('orders_account_idx').on('orders').column('account_id').execute();

      await withId('payment_options')
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('brand', 'text', (col) => col.notNull())
        .addColumn('last4', 'text', (col) => col.notNull())
        .addColumn('exp_month', 'integer', (col) => col.notNull())
        .addColumn('exp_year', 'integer', (col) => col.notNull())
        .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', time, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('payment_options_account_idx').on('payment_options').column('account_id').execute();

      await db.schema
        .createTable('login_sessions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('method', 'text', (col) => col.notNull())
        .addColumn('device_id', 'text', (col) => col.notNull())
        .addColumn('created_at', time, (col) => col.notNull())
        .addColumn('last_used_at', time, (col) => col.notNull())
        .addColumn('revoked_at', time)
        .addColumn('revoked_reason', 'text')
        .execute();
      await db.schema.createIndex('login_sessions_account_idx').on('login_sessions').column('account_id').execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('session_id', 'text', (col) => col.notNull().references('login_sessions.id').onDelete('cascade'))
        .addColumn('created_at', time, (col) => col.notNull())
        .addColumn('expires_at', time, (col) => col.notNull())
        .addColumn('used_at', time)
        .execute();
      await db.schema.createIndex('refresh_tokens_session_idx').on('refresh_tokens').column('session_id').execute();

      await db.schema
        .createTable('login_throttle')
        .addColumn('scope', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('failures', 'integer', (col) => col.notNull())
        .addColumn('last_failure_at', time, (col) => col.notNull())
        .addColumn('blocked_until', time, (col) => col.notNull())
        .addPrimaryKeyConstraint('login_throttle_pk', ['scope', 'subject'])
        .execute();

      await db.schema
        .createTable('altcha_used')
        .addColumn('challenge_id', 'text', (col) => col.primaryKey())
        .addColumn('expires_at', time, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('altcha_used_expires_idx').on('altcha_used').column('expires_at').execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('window_start', time, (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .execute();

      await withId('events')
        .addColumn('account_id', 'integer', (col) => col.references('accounts.id').onDelete('set null'))
        .addColumn('device_id', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('properties', 'text', (col) => col.notNull())
        .addColumn('created_at', time, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('events_created_idx').on('events').column('created_at').execute();

      await withId('error_reports')
        .addColumn('account_id', 'integer', (col) => col.references('accounts.id').onDelete('set null'))
        .addColumn('device_id', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('name', 'text')
        .addColumn('stack', 'text')
        .addColumn('path', 'text')
        .addColumn('user_id', 'text')
        .addColumn('created_at', time, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('meta_values')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('dynamic_layouts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('desktop', 'text', (col) => col.notNull())
        .addColumn('mobile', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
