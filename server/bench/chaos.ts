import { spawnSync } from 'node:child_process';
import path from 'node:path';

// `pnpm test:chaos`: the kill -9 durability check (bench/kill-durability.ts) on SQLite and, when DATABASE_URL or
// TEST_DATABASE_URL is a postgres:// URL, on PostgreSQL too; each prints its figures. Exits non-zero if any fails.

const serverDir = path.resolve(import.meta.dirname, '..');
const postgres = [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find((url) =>
  /^postgres(ql)?:\/\//.test(url ?? ''),
);
const engines: Array<{ name: string; env: Record<string, string> }> = [
  { name: 'SQLite', env: { DURABILITY_ENGINE: 'sqlite' } },
  ...(postgres ? [{ name: 'PostgreSQL', env: { DURABILITY_ENGINE: 'postgres', DATABASE_URL: postgres } }] : []),
];
if (!postgres)
  process.stdout.write('PostgreSQL skipped: set TEST_DATABASE_URL (or DATABASE_URL) to a postgres:// URL\n');

let failed = false;
for (const engine of engines) {
  process.stdout.write(`\nkill -9 during writes on ${engine.name}:\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/kill-durability.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...engine.env },
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
