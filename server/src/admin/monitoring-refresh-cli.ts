import { createMonitoredRecordsRepository } from '../repositories/monitored-records-repository';
import { runAdminCommand } from './admin-command';

// `pnpm --filter @beacon/server monitoring:refresh [--email <member>]`: applies the next edition of the public-records
// data now (the scheduler does it every DATA_REFRESH_INTERVAL_HOURS) and prints what it changed and how many report
// updates it wrote. With --email, the people that member monitors move in this edition too, so a demo or a browser
// test sees an update at once. Uses the server's configuration (DATABASE_URL or DATA_DIR) beside a running server,
// whose live updates then reach the member's open tabs; for demos and tests, never production.

runAdminCommand({
  name: 'monitoring:refresh',
  synopsis: '[--email EMAIL]',
  options: { email: {} },
  demoOnly: true,
  async run({ app, values, fail }) {
    let forced: number[] = [];
    if (values.email) {
      const account = await app.accounts.findByEmail(values.email.trim().toLowerCase());
      if (!account) return fail(`No account has the e-mail address ${values.email}`);
      const watched = await createMonitoredRecordsRepository(app.db, 'person').list(account.id);
      forced = watched.flatMap((row) => (row.is_archived === 0 && row.subject_id !== null ? [row.subject_id] : []));
    }
    const job = await app.dataRefresh.enqueue(forced);
    if (!job) return fail('There is no public-records data set yet: start the server once first');
    await app.dataRefresh.runOnce();
    const done = await app.dataRefresh.find(job.id);
    if (done?.status !== 'complete') {
      process.stderr.write(
        `edition ${job.edition} did not complete: ${done?.status ?? 'missing'} ${done?.error ?? ''}\n`,
      );
      process.exitCode = 1;
      return;
    }
    process.stdout.write(`edition ${job.edition} applied: ${done.stats ?? '{}'}\n`);
  },
});
