import { GUARDIAN_SCAN_JOB } from '../jobs/definitions/guardian-scan';
import { ageGuardianTimeline } from '../services/guardian-timeline';
import { runAdminCommand } from './admin-command';

// `pnpm --filter @beacon/server guardian:advance --email <member> --days N`: lets N days pass for one account's
// Guardian and for the stand-in broker sites, then does now what Guardian's jobs would do within a minute. The
// account's timeline is aged (services/guardian-timeline.ts), so the re-scan that falls due is queued; each stand-in
// site's own clock moves N days (its control endpoint), so the site processes the requests it has, as it would in
// that time (removing listings, answering letters: its replies reach the inbound mail endpoint of the running
// server); then every open request of the account is checked on its site now, and the queued scans run. Uses the
// server's configuration (DATABASE_URL or DATA_DIR), so it works beside a running server; for demos and browser
// tests, never production (the stand-in sites exist only there).

const REPLY_WAIT_MS = 3_000;

runAdminCommand({
  name: 'guardian:advance',
  synopsis: '--email EMAIL --days N',
  options: { email: {}, days: { default: '31' } },
  demoOnly: true,
  // the scans this pass runs need not pause between sites
  configure: (config) => ({ ...config, guardian: { ...config.guardian, brokerDelayMs: 0 } }),
  async run({ app, values, fail }) {
    const days = Number(values.days);
    if (!values.email) return fail('--email is required');
    if (!Number.isFinite(days) || days <= 0 || days > 3650)
      return fail('--days must be a number of days from 1 to 3650');
    const account = await app.accounts.findByEmail(values.email.trim().toLowerCase());
    if (!account) return fail(`No account has the e-mail address ${values.email}`);
    const members = await ageGuardianTimeline(app.db, account.id, days);
    let sitesMoved = 0;
    for (const origin of Object.values(app.config.brokerSites.origins)) {
      const response = await fetch(`${origin}/__stand-in/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ days }),
      }).catch((error: unknown) => fail(`The stand-in site at ${origin} did not answer: ${String(error)}`));
      if (!response.ok) return fail(`The stand-in site at ${origin} answered ${response.status}`);
      sitesMoved += 1;
    }
    // the sites' replies arrive by mail at the running server, whose job reads them
    if (sitesMoved) await new Promise((resolve) => setTimeout(resolve, REPLY_WAIT_MS));
    const memberIds = (await app.protectionMembers.list(account.id)).rows.map((member) => member.id);
    let checked = 0;
    for (const removalId of await app.guardianRemovalSites.openRemovals(memberIds)) {
      await app.guardianRemovalSites.check(removalId);
      checked += 1;
    }
    const expired = await app.db
      .transaction()
      .execute((trx) => app.guardianScans.expireConfirmations(trx, app.clock()));
    const rescansQueued = await app.db.transaction().execute((trx) => app.guardianScans.queueRescans(trx, app.clock()));
    const scans = await app.jobs.drain(GUARDIAN_SCAN_JOB);
    process.stdout.write(
      `${values.email}: ${days} days passed for ${members} protected ${members === 1 ? 'person' : 'people'} and ` +
        `${sitesMoved} broker sites; ${checked} removal requests checked on their sites, ${expired} confirmation ` +
        `links expired, ${rescansQueued} re-scans queued, ${scans} scans run\n`,
    );
  },
});
