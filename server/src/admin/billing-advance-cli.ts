import path from 'node:path';
import { parseArgs } from 'node:util';

import { sql } from 'kysely';

import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';

// `pnpm --filter @beacon/server billing:advance --email <member> --days N`: lets N days pass for one account's
// billing (its subscriptions' `next` dates and its orders move N days into the past), then runs one pass of the
// subscription-terms job: a term that is over now ends, a renewal that fell due is charged, a reminder that fell due
// is written. Like guardian:advance it moves no clock but that member's, and works beside a running server (the server's
// DATABASE_URL or DATA_DIR); for demos and browser tests, never production.

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const DAY_MS = 24 * 60 * 60 * 1000;

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: pnpm --filter @beacon/server billing:advance --email EMAIL --days N\n`);
  process.exit(2);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, days: { type: 'string', default: '31' } } }));
  } catch (error) {
    usage((error as Error).message);
  }
  const days = Number(values.days);
  if (!values.email) usage('--email is required');
  if (!Number.isInteger(days) || days <= 0 || days > 3650)
    usage('--days must be a whole number of days from 1 to 3650');
  let config;
  try {
    config = loadConfig(process.env, { repoRoot });
  } catch (error) {
    if (error instanceof ConfigError) usage(`Configuration error: ${error.message}`);
    throw error;
  }
  if (config.env === 'production') usage('billing:advance is for demos and tests, not production');
  const app = await buildApp({
    config: { ...config, logLevel: 'warn' },
    startPdfWorker: false,
    startGuardianWorker: false,
    startTelemetryRetention: false,
    startSubscriptionTerms: false,
    startDataRefreshWorker: false,
    mail: { start: false },
  });
  try {
    await app.ready();
    const account = await app.accounts.findByEmail(values.email.trim().toLowerCase());
    if (!account) usage(`No account has the e-mail address ${values.email}`);
    const subscriptions = await app.db
      .selectFrom('subscriptions')
      .select(['id', 'next_date'])
      .where('account_id', '=', account.id)
      .execute();
    await app.db.transaction().execute(async (trx) => {
      for (const subscription of subscriptions) {
        if (subscription.next_date === null) continue;
        const moved = isoDay(Date.parse(`${subscription.next_date}T00:00:00Z`) - days * DAY_MS);
        await trx.updateTable('subscriptions').set({ next_date: moved }).where('id', '=', subscription.id).execute();
      }
      await trx
        .updateTable('orders')
        .set({ created_at: sql<number>`created_at - ${days * DAY_MS}` })
        .where('account_id', '=', account.id)
        .execute();
    });
    const { renewed, declined, ended, reminded } = await app.subscriptionTerms.applyNow();
    process.stdout.write(
      `${values.email}: ${days} days passed for ${subscriptions.length} ` +
        `${subscriptions.length === 1 ? 'subscription' : 'subscriptions'}; ` +
        `${renewed} renewed, ${declined} refused, ${ended} ${ended === 1 ? 'term' : 'terms'} ended, ` +
        `${reminded} ${reminded === 1 ? 'reminder' : 'reminders'} written\n`,
    );
  } finally {
    await app.close();
  }
}

void main();
