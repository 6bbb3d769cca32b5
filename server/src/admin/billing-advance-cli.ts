import { sql } from 'kysely';

import { runAdminCommand } from './admin-command';

// `pnpm --filter @beacon/server billing:advance --email <member> --days N`: lets N days pass for one account's
// billing (its subscriptions' `next` dates and its orders move N days into the past), then runs one pass of the
// subscription-terms job: a term that is over now ends, a renewal that fell due is charged, a reminder that fell due
// is written. Like guardian:advance it moves no clock but that member's, and works beside a running server (the server's
// DATABASE_URL or DATA_DIR); for demos and browser tests, never production.

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

runAdminCommand({
  name: 'billing:advance',
  synopsis: '--email EMAIL --days N',
  options: { email: {}, days: { default: '31' } },
  demoOnly: true,
  async run({ app, values, fail }) {
    const days = Number(values.days);
    if (!values.email) return fail('--email is required');
    if (!Number.isInteger(days) || days <= 0 || days > 3650) {
      return fail('--days must be a whole number of days from 1 to 3650');
    }
    const account = await app.accounts.findByEmail(values.email.trim().toLowerCase());
    if (!account) return fail(`No account has the e-mail address ${values.email}`);
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
  },
});
