import path from 'node:path';
import { parseArgs } from 'node:util';

import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { revokeMemberLogins } from './revoke-member-logins';

// `pnpm --filter @beacon/server sessions:revoke --email <member>`: ends every login of one member, for an
// administrator (a stolen password, a lost device). Their access and refresh tokens are refused from then on and their
// open live-update streams end within a poll, on every instance, since all read the same database (the server's
// DATABASE_URL or DATA_DIR). Unlike the :advance commands it is meant for production too.

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: pnpm --filter @beacon/server sessions:revoke --email EMAIL\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' } } }));
  } catch (error) {
    usage((error as Error).message);
  }
  if (!values.email) usage('--email is required');
  let config;
  try {
    config = loadConfig(process.env, { repoRoot });
  } catch (error) {
    if (error instanceof ConfigError) usage(`Configuration error: ${error.message}`);
    throw error;
  }
  const app = await buildApp({
    // nothing but the database is needed: no worker, and no breach corpus built at start
    config: { ...config, logLevel: 'warn', breachCorpusOnStart: false },
    startPdfWorker: false,
    startGuardianWorker: false,
    startTelemetryRetention: false,
    startSubscriptionTerms: false,
    startDataRefreshWorker: false,
    mail: { start: false },
  });
  try {
    await app.ready();
    const outcome = await revokeMemberLogins(app.db, values.email, app.clock());
    if (!outcome) usage(`No account has the e-mail address ${values.email}`);
    process.stdout.write(
      `${values.email}: ${outcome.revoked} ${outcome.revoked === 1 ? 'login' : 'logins'} revoked ` +
        `(open live-update streams end within LIVE_EVENTS_POLL_MS)\n`,
    );
  } finally {
    await app.close();
  }
}

void main();
