import path from 'node:path';

import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { seedDemoMembers, type SeedResult } from './seed/demo-members';
import { terminalProgress } from './seed/progress';
import { ensureDataset } from './seed/public-records/build';
import { demoPeople } from './seed/public-records/demo-people';

// `pnpm start`: configuration from the environment, migrations (inside buildApp), demo members on first start,
// listen, then print the demo logins.

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

function describeDatabase(config: Config): string {
  if (config.database.kind === 'sqlite')
    return `SQLite ${path.relative(repoRoot, config.database.file) || config.database.file}`;
  const url = new URL(config.database.url);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

function printDemoLogins(config: Config, seed: SeedResult): void {
  const width = Math.max(...seed.members.map((member) => member.email.length));
  const lines = [
    '',
    '  Demo members' + (seed.created.length ? ` (${seed.created.length} created now)` : ''),
    `  password for all: ${config.demoPassword}`,
    '',
    ...seed.members.map((member) => `    ${member.email.padEnd(width)}  ${member.profile}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env, { repoRoot });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // The demo public-records data set: built once on the first start (before the app opens the database, as a
  // SQLite build needs the only connection), reused on every start after that.
  if (config.demoPeople > 0) {
    const result = await ensureDataset(config.database, {
      people: config.demoPeople,
      seed: config.demoSeed,
      required: demoPeople(),
      progress: terminalProgress(),
    });
    const { dataset } = result;
    process.stdout.write(
      result.built
        ? `Public-records demo data: ${dataset.people.toLocaleString('en-US')} people built in ${result.seconds.toFixed(1)} s (${Math.round(result.rowsPerSecond).toLocaleString('en-US')} rows/s)\n`
        : `Public-records demo data: reusing ${dataset.people.toLocaleString('en-US')} people (seed "${dataset.seed}"; \`pnpm seed\` rebuilds)\n`,
    );
  }

  const app = await buildApp({ config });
  await app.ready();
  const seed = config.seedDemoMembers
    ? await seedDemoMembers(app.db, {
        password: config.demoPassword,
        passwordHash: config.passwordHash,
        now: Date.now(),
      })
    : undefined;

  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ host: config.host, port: config.port });
  process.stdout.write(
    `\nBeacon provider API on ${address}/v1 (docs: ${address}/v1/docs), database: ${describeDatabase(config)}\n`,
  );
  if (seed) printDemoLogins(config, seed);
}

await main();
