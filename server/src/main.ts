import cluster from 'node:cluster';
import path from 'node:path';

import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { requestEdition } from './jobs/definitions/data-refresh';
import { seedDemoMembers, type SeedResult } from './seed/demo-members';
import { seedDemoReportMonitoring } from './seed/demo-report-monitoring';
import { seedDemoWatchedData } from './seed/demo-watched-data';
import { terminalProgress } from './seed/progress';
import { ensureDataset } from './seed/public-records/build';
import { demoPeople } from './seed/public-records/demo-people';
import { createMonitoredRecordsService } from './services/monitored-records-service';

// `pnpm start`: configuration from the environment, migrations (inside buildApp), demo members on first start,
// listen, then print the demo logins. With SERVER_WORKERS > 1 the primary process does the one-time work (data set,
// migrations, demo members) and then forks that many workers, which share the port (node:cluster) and only serve:
// one Node process uses one core, and every shared state (sessions, rate limits, throttles) is in the database.

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

function describeDatabase(config: Config): string {
  if (config.database.kind === 'sqlite')
    return `SQLite ${path.relative(repoRoot, config.database.file) || config.database.file}`;
  // host and database only: the URLs' passwords never reach the terminal or the log
  const url = new URL(config.database.url);
  const replica = config.database.replicaUrl ? new URL(config.database.replicaUrl) : undefined;
  return `PostgreSQL ${url.host}${url.pathname}${replica ? `, searches read the replica ${replica.host}${replica.pathname}` : ''}`;
}

/** Written to the terminal, never to the log. Production never seeds demo members (config refuses it), and the
 * password is left out there all the same. */
function printDemoLogins(config: Config, seed: SeedResult): void {
  const width = Math.max(...seed.members.map((member) => member.email.length));
  const lines = [
    '',
    '  Demo members' + (seed.created.length ? ` (${seed.created.length} created now)` : ''),
    ...(config.env === 'production' ? [] : [`  password for all: ${config.demoPassword}`]),
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

  if (cluster.isWorker) {
    await serve(config);
    return;
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
  if (seed) {
    // the demo's dark web alerts come from the breach feed's checks of what the demo members watch
    await seedDemoWatchedData(app.db, app.identityMonitoring);
    // and its report updates from the data refresh over the people its member monitors
    if (config.demoReportUpdates) {
      await seedDemoReportMonitoring({
        db: app.db,
        publicRecords: app.publicRecordsRepository,
        monitoredRecords: createMonitoredRecordsService({
          db: app.db,
          publicRecords: app.publicRecordsRepository,
          clock: app.clock,
        }),
        requestEdition: (forced) => requestEdition(app, forced),
      });
    }
  }
  if (config.workers > 1) {
    await app.close();
    await forkWorkers(config.workers);
    process.stdout.write(
      `\nBeacon provider API on http://${config.host}:${config.port}/v1 with ${config.workers} workers, database: ${describeDatabase(config)}\n`,
    );
  } else {
    await listen(app, config);
  }
  if (seed) printDemoLogins(config, seed);
}

type App = Awaited<ReturnType<typeof buildApp>>;

async function listen(app: App, config: Config): Promise<void> {
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
  if (cluster.isPrimary) {
    process.stdout.write(
      `\nBeacon provider API on ${address}/v1${config.apiDocs ? ` (docs: ${address}/v1/docs)` : ''}, database: ${describeDatabase(config)}\n`,
    );
  }
}

/** A worker: the schema is migrated already (the migrator finds nothing to do), it only serves. */
async function serve(config: Config): Promise<void> {
  const app = await buildApp({ config });
  await app.ready();
  await listen(app, config);
}

/** Forks the workers and resolves once all listen; a worker that dies stops the whole server (no crash loops). */
async function forkWorkers(count: number): Promise<void> {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      process.stderr.write(`worker ${worker.process.pid} stopped (${signal ?? code}); stopping the server\n`);
      stop('SIGTERM');
      process.exitCode = 1;
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  });
  await Promise.all(
    Array.from(
      { length: count },
      () => new Promise<void>((resolve) => cluster.fork().once('listening', () => resolve())),
    ),
  );
}

await main();
