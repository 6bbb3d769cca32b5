import path from 'node:path';
import { parseArgs } from 'node:util';

import { ConfigError, parseDatabaseUrl } from '../config';
import { DEFAULT_AS_OF, ensureDataset } from './public-records/build';
import { demoPeople } from './public-records/demo-people';
import { terminalProgress } from './progress';

// `pnpm seed --people N [--seed S] [--as-of YYYY-MM-DD]`: (re)builds the public-records data set in the configured
// database (DATABASE_URL, default the SQLite file under .data/). Always builds; `pnpm start` builds only when there is
// no data set yet. A running server picks the new data set up within a few seconds (its pointers derive from the seed).

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: pnpm seed --people N [--seed S] [--as-of YYYY-MM-DD]\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        people: { type: 'string' },
        seed: { type: 'string', default: process.env.DEMO_SEED || 'beacon-demo' },
        'as-of': { type: 'string', default: DEFAULT_AS_OF },
      },
    }));
  } catch (error) {
    usage((error as Error).message);
  }
  const people = Number(values.people);
  if (!values.people || !Number.isSafeInteger(people) || people < 1 || people > 50_000_000) {
    usage('--people must be a whole number from 1 to 50000000');
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values['as-of'])) usage('--as-of must be YYYY-MM-DD');
  let database;
  try {
    database = parseDatabaseUrl(process.env.DATABASE_URL, path.resolve(repoRoot, process.env.DATA_DIR || '.data'));
  } catch (error) {
    if (error instanceof ConfigError) usage(`Configuration error: ${error.message}`);
    throw error;
  }
  const where = database.kind === 'sqlite' ? path.relative(repoRoot, database.file) : new URL(database.url).host;
  process.stderr.write(`Building ${people.toLocaleString('en-US')} people (seed "${values.seed}") into ${where}\n`);
  const result = await ensureDataset(database, {
    people,
    seed: values.seed,
    asOf: values['as-of'],
    required: demoPeople(),
    progress: terminalProgress(),
    force: true,
  });
  const totals = result.dataset.totals;
  process.stdout.write(
    `Seeded ${result.rows.toLocaleString('en-US')} rows in ${result.seconds.toFixed(1)} s ` +
      `(${Math.round(result.rowsPerSecond).toLocaleString('en-US')} rows/s): ${JSON.stringify(totals)}\n`,
  );
}

await main();
