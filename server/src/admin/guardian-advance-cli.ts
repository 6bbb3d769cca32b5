import { GUARDIAN_SCAN_JOB } from '../jobs/definitions/guardian-scan';
import { ageGuardianTimeline } from '../services/guardian-timeline';
import { runAdminCommand } from './admin-command';

// `pnpm --filter @beacon/server guardian:advance --email <member> --days N`: lets N days pass for one account's
// Guardian (its timeline is aged, see services/guardian-timeline.ts), then does now what Guardian's scheduled jobs
// would do within a minute: removal requests move on as far as they are due, the re-scan that fell due is queued,
// and the queued scans run (app.jobs.drain). Uses the server's configuration (DATABASE_URL or DATA_DIR), so it works
// beside a running server; for demos and browser tests, never production.

runAdminCommand({
  name: 'guardian:advance',
  synopsis: '--email EMAIL --days N',
  options: { email: {}, days: { default: '31' } },
  demoOnly: true,
  // the scans this pass runs need not wait between sites
  configure: (config) => ({ ...config, guardian: { ...config.guardian, brokerDelayMs: 0 } }),
  async run({ app, values, fail }) {
    const days = Number(values.days);
    if (!values.email) return fail('--email is required');
    if (!Number.isFinite(days) || days <= 0 || days > 3650)
      return fail('--days must be a number of days from 1 to 3650');
    const account = await app.accounts.findByEmail(values.email.trim().toLowerCase());
    if (!account) return fail(`No account has the e-mail address ${values.email}`);
    const members = await ageGuardianTimeline(app.db, account.id, days);
    const removalsMoved = await app.db
      .transaction()
      .execute((trx) => app.guardianScans.advanceRemovals(trx, app.clock()));
    const rescansQueued = await app.db.transaction().execute((trx) => app.guardianScans.queueRescans(trx, app.clock()));
    const scans = await app.jobs.drain(GUARDIAN_SCAN_JOB);
    process.stdout.write(
      `${values.email}: ${days} days passed for ${members} protected ${members === 1 ? 'person' : 'people'}; ` +
        `${removalsMoved} removal requests moved on, ${rescansQueued} re-scans queued, ${scans} scans run\n`,
    );
  },
});
