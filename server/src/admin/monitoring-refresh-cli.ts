import { requestEdition } from '../jobs/definitions/data-refresh';
import { createMonitoredRecordsRepository } from '../repositories/monitored-records-repository';
import type { DataRefreshRow } from '../repositories/data-refreshes-repository';
import { runAdminCommand } from './admin-command';

// `pnpm --filter @beacon/server monitoring:refresh [--email <member>]`: applies the next edition of the public-records
// data now (the data-refresh job's schedule does it daily) and prints what it changed and how many report updates it
// wrote. With --email, the people that member monitors move in this edition too, so a demo or a browser test sees an
// update at once. Uses the server's configuration (DATABASE_URL or DATA_DIR) beside a running server, whose live
// updates then reach the member's open tabs; for demos and tests, never production. The edition is recorded and its
// data-refresh job sent in one transaction, then the command works the job in its own process (a running server's
// worker may take it first: the command then waits for the edition to be applied).

/** how long the command waits for a server's worker that took the job */
const WAIT_MS = 60_000;

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
    const job = await requestEdition(app, forced);
    if (!job) return fail('There is no public-records data set yet: start the server once first');
    const deadline = Date.now() + WAIT_MS;
    let done: DataRefreshRow | undefined;
    for (;;) {
      await app.jobs.drain('data-refresh');
      done = await app.dataRefresh.find(app.db, job.id);
      if (done?.status !== 'queued' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
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
