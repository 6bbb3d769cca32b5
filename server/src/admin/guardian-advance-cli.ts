import path from 'node:path';
import { parseArgs } from 'node:util';

import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { ageGuardianTimeline } from '../services/guardian-timeline';

// `pnpm --filter @beacon/server guardian:advance --email <member> --days N`: lets N days pass for one account's
// Guardian (its timeline is aged, see services/guardian-timeline.ts), then runs one pass of the Guardian worker:
// removal requests move on as far as they are due, the re-scan that fell due runs. Uses the server's configuration
// (DATABASE_URL or DATA_DIR), so it works beside a running server; for demos and browser tests, never production.

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: pnpm --filter @beacon/server guardian:advance --email EMAIL --days N\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, days: { type: 'string', default: '31' } } }));
  } catch (error) {
    usage((error as Error).message);
  }
  const days = Number(values.days);
  if (!values.email) usage('--email is required');
  if (!Number.isFinite(days) || days <= 0 || days > 3650) usage('--days must be a number of days from 1 to 3650');
  let config;
  try {
    config = loadConfig(process.env, { repoRoot });
  } catch (error) {
    if (error instanceof ConfigError) usage(`Configuration error: ${error.message}`);
    throw error;
  }
  if (config.env === 'production') usage('guardian:advance is for demos and tests, not production');
  const app = await buildApp({
    config: { ...config, logLevel: 'warn', guardian: { ...config.guardian, brokerDelayMs: 0 } },
    startPdfWorker: false,
    startGuardianWorker: false,
    startTelemetryRetention: false,
    startSubscriptionTerms: false,
    mail: { start: false },
  });
  try {
    await app.ready();
    const account = await app.accounts.findByEmail(values.email.trim().toLowerCase());
    if (!account) usage(`No account has the e-mail address ${values.email}`);
    const members = await ageGuardianTimeline(app.db, account.id, days);
    const { removalsMoved, rescansQueued } = await app.guardianWorker.scheduleDue();
    const scans = await app.guardianWorker.runOnce();
    process.stdout.write(
      `${values.email}: ${days} days passed for ${members} protected ${members === 1 ? 'person' : 'people'}; ` +
        `${removalsMoved} removal requests moved on, ${rescansQueued} re-scans queued, ${scans} scans run\n`,
    );
  } finally {
    await app.close();
  }
}

void main();
