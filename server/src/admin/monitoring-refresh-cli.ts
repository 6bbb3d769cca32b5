import path from 'node:path';
import { parseArgs } from 'node:util';

import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { createMonitoredRecordsRepository } from '../repositories/monitored-records-repository';

// `pnpm --filter @beacon/server monitoring:refresh [--email <member>]`: applies the next edition of the public-records
// data now (the scheduler does it every DATA_REFRESH_INTERVAL_HOURS) and prints what it changed and how many report
// updates it wrote. With --email, the people that member monitors move in this edition too, so a demo or a browser
// test sees an update at once. Uses the server's configuration (DATABASE_URL or DATA_DIR) beside a running server,
// whose live updates then reach the member's open tabs; for demos and tests, never production.

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: pnpm --filter @beacon/server monitoring:refresh [--email EMAIL]\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' } } }));
  } catch (error) {
    usage((error as Error).message);
  }
  let config;
  try {
    config = loadConfig(process.env, { repoRoot });
  } catch (error) {
    if (error instanceof ConfigError) usage(`Configuration error: ${error.message}`);
    throw error;
  }
  if (config.env === 'production') usage('monitoring:refresh is for demos and tests, not production');
  const app = await buildApp({
    config: { ...config, logLevel: 'warn' },
    startPdfWorker: false,
    startGuardianWorker: false,
    startDataRefreshWorker: false,
    startTelemetryRetention: false,
    startSubscriptionTerms: false,
    mail: { start: false },
  });
  try {
    await app.ready();
    let forced: number[] = [];
    if (values.email) {
      const account = await app.accounts.findByEmail(values.email.trim().toLowerCase());
      if (!account) usage(`No account has the e-mail address ${values.email}`);
      const watched = await createMonitoredRecordsRepository(app.db, 'person').list(account.id);
      forced = watched.flatMap((row) => (row.is_archived === 0 && row.subject_id !== null ? [row.subject_id] : []));
    }
    const job = await app.dataRefresh.enqueue(forced);
    if (!job) usage('There is no public-records data set yet: start the server once first');
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
  } finally {
    await app.close();
  }
}

void main();
