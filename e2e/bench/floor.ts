import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { request } from '@playwright/test';

import { ensureStack } from '../support/ensure-stack';
import { APP_HEADERS, DEMO_MEMBERS, loginThroughApi } from '../support/sign-in';
import { BASE_URL } from '../support/stack';
import { PRESET_TARGET_BENCHMARK_INDEX, calibratedCpuSlowdown } from './lib/cpu-calibration';
import { formatLighthouseScores } from './lib/format-lighthouse-scores';
import { auditWithLighthouse, type LighthouseScores } from './lib/lighthouse-audit';
import { LIGHTHOUSE_PERFORMANCE_BUDGET } from './lib/load-budgets';
import { medianOfEach } from './lib/median';
import { startMonolithEdge, type MonolithEdge } from './lib/monolith-comparison';
import { personRecordOf } from './lib/person-record';

// `pnpm bench:floor` (issue 19): what Lighthouse's mobile preset gives, on this machine, a page that shows the person
// report's answer with nothing of Beacon in it; the floor under the app's score. Two floor pages (bench/floor/),
// built on the apps' webpack base and served by the same edge (precompressed, same headers), each fetching the
// person report's answer (saved beside it as report.json) and showing its text as a list:
//   react-only  React and react-dom, the answer fetched in an effect;
//   stack       the client stack every Beacon page starts with: React, react-dom, the shared router facade, React Query.
// Audited in turn with the app's person report, BENCH_FLOOR_RUNS (5) times each, so that the machine's drift weighs on
// all three alike. Prints the median figures and how far each is from the app's budget. BENCH_LIGHTHOUSE_CALIBRATED=1
// audits all three again with the CPU slowdown calibrated to the machine (lib/cpu-calibration.ts), as bench:load does.

const RUNS = Number(process.env['BENCH_FLOOR_RUNS'] ?? 5);
const LIGHTHOUSE_CALIBRATED = process.env['BENCH_LIGHTHOUSE_CALIBRATED'] === '1';
const FLOOR_PORT = Number(process.env['E2E_FLOOR_PORT'] ?? 8192);
const E2E_DIR = path.resolve(import.meta.dirname, '..');
const PAGES = [
  { name: 'react-only', description: 'React + react-dom' },
  { name: 'stack', description: '+ router facade + React Query' },
] as const;

function buildFloorPage(page: string, out: string): void {
  const build = spawnSync(
    'pnpm',
    ['exec', 'webpack', '--config', 'bench/floor/webpack.config.mjs', '--env', `page=${page}`, '--env', `out=${out}`],
    { cwd: E2E_DIR, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) throw new Error(`the ${page} floor page's build exited with ${build.status}`);
}

/** The brotli copy of the page's script, as the edge sends it (it precompresses the folder when it starts). */
function scriptKib(dir: string): string {
  const file = path.join(dir, 'main.js.br');
  return existsSync(file) ? `${(statSync(file).size / 1024).toFixed(1)} KiB` : '?';
}

function formatLine(label: string, runs: LighthouseScores[]): string {
  return `  ${label.padEnd(44)} ${formatLighthouseScores(runs, { brief: true })}`;
}

const stopStack = await ensureStack();
const workDir = mkdtempSync(path.join(tmpdir(), 'beacon-floor-'));
const edges: MonolithEdge[] = [];
try {
  const api = await request.newContext({ baseURL: BASE_URL });
  const tokens = await loginThroughApi(api, DEMO_MEMBERS.premium);
  const person = await personRecordOf(api, tokens);
  const answer = await api.get(`/v1/me/records/${person}/report`, {
    headers: { ...APP_HEADERS, Authorization: `Bearer ${tokens.accessToken}` },
  });
  if (!answer.ok()) throw new Error(`GET /v1/me/records/${person}/report answered ${answer.status()}`);
  const reportJson = await answer.text();

  const floors: { label: string; url: string; dir: string }[] = [];
  for (const [index, page] of PAGES.entries()) {
    const dir = path.join(workDir, page.name);
    buildFloorPage(page.name, dir);
    writeFileSync(path.join(dir, 'report.json'), reportJson);
    const edge = await startMonolithEdge({ distDir: dir, port: FLOOR_PORT + index });
    edges.push(edge);
    floors.push({
      label: `floor ${page.name} (${page.description})`,
      url: `${edge.baseUrl}/dashboard/reports/${person}`,
      dir,
    });
  }

  console.log(
    `\nLighthouse 12, mobile preset (simulated slow 4G, 4× CPU), median of ${RUNS} runs, in turn:\n` +
      `  the person report's answer (${(reportJson.length / 1024).toFixed(1)} KiB of JSON) on two floor pages, ` +
      `and in the app (/dashboard/reports/${person})\n`,
  );
  const auditAll = async (cpuSlowdownMultiplier?: number) => {
    const floorRuns = floors.map(() => [] as LighthouseScores[]);
    const appRuns: LighthouseScores[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, floor] of floors.entries()) {
        floorRuns[index]?.push(await auditWithLighthouse(floor.url, null, { cpuSlowdownMultiplier }));
      }
      appRuns.push(
        // a login of its own for every audit (see load.ts: a refresh token handed to two profiles signs both out)
        await auditWithLighthouse(
          `${BASE_URL}/dashboard/reports/${person}`,
          await loginThroughApi(api, DEMO_MEMBERS.premium),
          {
            cpuSlowdownMultiplier,
          },
        ),
      );
    }
    for (const [index, floor] of floors.entries()) {
      console.log(formatLine(`${floor.label}, JS ${scriptKib(floor.dir)}`, floorRuns[index] ?? []));
    }
    console.log(formatLine('the app: person report', appRuns));
    const stackFloor = medianOfEach(floorRuns.at(-1) ?? []).performance;
    const app = medianOfEach(appRuns);
    console.log(
      `  budget: performance ≥ ${LIGHTHOUSE_PERFORMANCE_BUDGET}. The stack alone scores ${stackFloor} ` +
        `(${stackFloor >= LIGHTHOUSE_PERFORMANCE_BUDGET ? 'within' : 'under'} the budget), the app ${app.performance}: ` +
        `${stackFloor - app.performance} points go to Beacon's own code and data.\n`,
    );
    return app;
  };

  const preset = await auditAll();
  if (LIGHTHOUSE_CALIBRATED) {
    const slowdown = calibratedCpuSlowdown(preset.hostBenchmarkIndex);
    console.log(
      `The same with the CPU slowdown that brings this machine's CPU index (${preset.hostBenchmarkIndex.toFixed(0)}) ` +
        `to the preset's target (${PRESET_TARGET_BENCHMARK_INDEX.toFixed(0)}): ${slowdown}×, the phone the preset ` +
        'means to emulate\n',
    );
    await auditAll(slowdown);
  }
  await api.dispose();
} finally {
  for (const edge of edges) await edge.stop();
  rmSync(workDir, { recursive: true, force: true });
  stopStack();
}
