import path from 'node:path';

import { chromium, request } from '@playwright/test';

import { ensureStack } from '../support/ensure-stack';
import { DEMO_MEMBERS, loginThroughApi } from '../support/sign-in';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/stack';
import { budgetVerdict, type BudgetMiss } from './lib/budget-verdict';
import { measureColdLoad, type ColdLoad } from './lib/cold-load';
import { PRESET_TARGET_BENCHMARK_INDEX, calibratedCpuSlowdown } from './lib/cpu-calibration';
import { servedHostDir } from './lib/federation-share';
import { formatLighthouseScores } from './lib/format-lighthouse-scores';
import { auditWithLighthouse, type LighthouseScores } from './lib/lighthouse-audit';
import {
  BUDGETED_ROUTES,
  JS_BYTES_BUDGET,
  JS_REQUESTS_BUDGET,
  LIGHTHOUSE_ACCESSIBILITY_BUDGET,
  LIGHTHOUSE_PERFORMANCE_BUDGET,
} from './lib/load-budgets';
import { medianOfEach } from './lib/median';
import {
  compareColdLoads,
  formatComparison,
  formatFederationShare,
  overheadFailures,
  startMonolithEdge,
  type MonolithEdge,
} from './lib/monolith-comparison';
import { personRecordOf } from './lib/person-record';

// `pnpm bench:load` (issue 19): against the built app (`pnpm start`, started here unless one runs on the e2e ports),
// as the premium demo member:
// 1. cold loads (new browser context: empty cache) of /dashboard and /dashboard/reports, BENCH_LOAD_RUNS (5) each:
//    JS files and compressed JS bytes before the content showed, the whole load's JS, and the time to content;
//    then the same from the monolith build, and how much of the federated JS is federation's own code (its runtime,
//    the remote entries: lib/federation-share.ts), the part of the bytes ratio no code change of ours removes;
// 2. Lighthouse 12, mobile preset, on /login, /dashboard, /dashboard/reports, a person report and the search results,
//    BENCH_LIGHTHOUSE_RUNS (3) each, median scores; each page also from the monolith build, run for run, as the
//    baseline of what the same code scores without federation (not budgeted: it tells the costs apart).
// Prints the figures and the budgets; exits 1 when a budget the build decides is missed (bytes, requests,
// accessibility; CI fails on them), and prints the misses that follow the machine or federation without failing
// (lib/budget-verdict.ts); BENCH_LOAD_STRICT=1 fails on every miss. BENCH_LIGHTHOUSE_RUNS=0 skips Lighthouse;
// BENCH_LIGHTHOUSE_PAGES (names, comma-separated) audits only those pages; BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each
// audit's whole report there as JSON, with the page's trace beside it; an audit that runs past BENCH_LIGHTHOUSE_TIMEOUT_MS (3 minutes) is stopped and run once more.
// BENCH_LIGHTHOUSE_CALIBRATED=1 audits each page again (both builds) with the CPU slowdown calibrated to the
// machine's CPU index of the preset's runs (lib/cpu-calibration.ts): the score of the phone the preset means to
// emulate, whatever the machine's speed that day. Printed beside the preset's, not budgeted.
const RUNS = Number(process.env['BENCH_LOAD_RUNS'] ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3);
const LIGHTHOUSE_CALIBRATED = process.env['BENCH_LIGHTHOUSE_CALIBRATED'] === '1';
const STRICT = process.env['BENCH_LOAD_STRICT'] === '1';
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const stopStack = await ensureStack();
const misses: BudgetMiss[] = [];
let monolith: MonolithEdge | undefined;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const api = await request.newContext({ baseURL: BASE_URL });
  const tokens = await loginThroughApi(api, DEMO_MEMBERS.premium);

  console.log(`Cold loads as ${DEMO_MEMBERS.premium}, median of ${RUNS} runs each:\n`);
  const loads = new Map<string, ColdLoad>();
  for (const route of BUDGETED_ROUTES) {
    const runs: ColdLoad[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureColdLoad(browser, BASE_URL, route, tokens));
    const load = medianOfEach(runs);
    loads.set(route.name, load);
    console.log(
      `  ${route.name.padEnd(20)} before content: ${String(load.jsRequests).padStart(2)} JS files, ` +
        `${kib(load.jsBytes).padStart(10)}   whole load: ${String(load.totalJsRequests).padStart(2)} files, ` +
        `${kib(load.totalJsBytes).padStart(10)}   content at ${load.contentMs.toFixed(0)} ms`,
    );
    if (load.jsBytes > JS_BYTES_BUDGET) {
      misses.push({ kind: 'build', text: `${route.name}: ${kib(load.jsBytes)} JS > ${kib(JS_BYTES_BUDGET)}` });
    }
    if (load.jsRequests > JS_REQUESTS_BUDGET) {
      misses.push({ kind: 'build', text: `${route.name}: ${load.jsRequests} JS requests > ${JS_REQUESTS_BUDGET}` });
    }
  }

  // ── Federated against the monolith build of the same code (issue 19 point 4; lib/monolith-comparison.ts): the same
  // routes, RUNS cold loads from each, interleaved; fails when federated > FEDERATION_OVERHEAD_BUDGET × monolith in
  // JS bytes before content or in time to content. BENCH_MONOLITH=0 skips it. The monolith's edge stays up for the
  // Lighthouse audits below, which score it too.
  if (process.env['BENCH_MONOLITH'] !== '0') {
    monolith = await startMonolithEdge();
    const comparisons = await compareColdLoads(browser, {
      federatedUrl: BASE_URL,
      monolithUrl: monolith.baseUrl,
      routes: BUDGETED_ROUTES,
      runs: RUNS,
      tokens,
    });
    console.log(`\n${formatComparison(comparisons, RUNS, monolith.builtAt)}`);
    console.log(`\n${formatFederationShare(comparisons, servedHostDir(REPO_ROOT))}`);
    misses.push(...overheadFailures(comparisons));
  }
  // ── end of the monolith comparison

  await browser.close();

  if (LIGHTHOUSE_RUNS > 0) {
    const person = await personRecordOf(api, tokens);
    const pages: { name: string; path: string; signedIn: boolean }[] = [
      { name: '/login', path: '/login', signedIn: false },
      { name: '/dashboard', path: '/dashboard', signedIn: true },
      { name: '/dashboard/reports', path: '/dashboard/reports', signedIn: true },
      { name: 'person report', path: `/dashboard/reports/${person}`, signedIn: true },
      {
        name: 'search results',
        path: '/dashboard/search/person/?first=Peter&last=Lindqvist&city=&state=ALL',
        signedIn: true,
      },
    ];
    const only = process.env['BENCH_LIGHTHOUSE_PAGES']?.split(',').map((name) => name.trim());
    const reportsDir = process.env['BENCH_LIGHTHOUSE_REPORTS'];
    console.log(`\nLighthouse 12, mobile preset (simulated slow 4G, 4× CPU), median of ${LIGHTHOUSE_RUNS} runs:\n`);
    if (LIGHTHOUSE_CALIBRATED) {
      console.log(
        `  "calibrated N×": the same with the CPU slowdown that brings this machine's CPU index to the preset's ` +
          `target (${PRESET_TARGET_BENCHMARK_INDEX.toFixed(0)}, Lighthouse's docs/throttling.md), not budgeted\n`,
      );
    }
    for (const target of pages.filter((page) => !only || only.includes(page.name))) {
      const reportFile = (build: string, run: number) =>
        reportsDir
          ? path.join(
              reportsDir,
              `${build}${target.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${run + 1}.json`,
            )
          : undefined;
      // interleaved, so that the machine's drift during the runs weighs on both builds alike
      const auditBoth = async (reportPrefix: string, cpuSlowdownMultiplier?: number) => {
        const federatedRuns: LighthouseScores[] = [];
        const monolithRuns: LighthouseScores[] = [];
        // A login of its own for every audit: once the access token has expired (15 minutes into a run) each page
        // refreshes it, and a second profile handed the same refresh token is taken for a thief and signed out (the
        // server revokes the login), so the audits after it measured the Sign In page.
        const session = () => (target.signedIn ? loginThroughApi(api, DEMO_MEMBERS.premium) : Promise.resolve(null));
        for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
          federatedRuns.push(
            await auditWithLighthouse(`${BASE_URL}${target.path}`, await session(), {
              reportFile: reportFile(reportPrefix, run),
              cpuSlowdownMultiplier,
            }),
          );
          if (monolith) {
            monolithRuns.push(
              await auditWithLighthouse(`${monolith.baseUrl}${target.path}`, await session(), {
                reportFile: reportFile(`${reportPrefix}monolith-`, run),
                cpuSlowdownMultiplier,
              }),
            );
          }
        }
        return { federatedRuns, monolithRuns };
      };
      const printScores = (label: string, { federatedRuns, monolithRuns }: Awaited<ReturnType<typeof auditBoth>>) => {
        console.log(`  ${label.padEnd(20)} ${formatLighthouseScores(federatedRuns)}`);
        if (monolithRuns.length) {
          console.log(`  ${'  monolith'.padEnd(20)} ${formatLighthouseScores(monolithRuns)}`);
        }
      };
      const preset = await auditBoth('');
      const federated = medianOfEach(preset.federatedRuns);
      printScores(target.name, preset);
      if (LIGHTHOUSE_CALIBRATED) {
        const calibrated = await auditBoth('calibrated-', calibratedCpuSlowdown(federated.hostBenchmarkIndex));
        // the slowdown as Lighthouse reports having applied it, not as asked for
        const applied = medianOfEach(calibrated.federatedRuns).cpuSlowdownMultiplier;
        printScores(`  calibrated ${applied}×`, calibrated);
      }
      if (federated.performance < LIGHTHOUSE_PERFORMANCE_BUDGET) {
        misses.push({
          kind: 'machine',
          text: `${target.name}: Lighthouse performance ${federated.performance} < ${LIGHTHOUSE_PERFORMANCE_BUDGET}`,
        });
      }
      if (federated.accessibility < LIGHTHOUSE_ACCESSIBILITY_BUDGET) {
        misses.push({
          kind: 'build',
          text: `${target.name}: Lighthouse accessibility ${federated.accessibility} < ${LIGHTHOUSE_ACCESSIBILITY_BUDGET}`,
        });
      }
    }
  }
  await api.dispose();
} finally {
  await monolith?.stop();
  stopStack();
}

console.log(
  `\nbudgets: ≤ ${kib(JS_BYTES_BUDGET)} and ≤ ${JS_REQUESTS_BUDGET} JS files before content; Lighthouse mobile ≥ ${LIGHTHOUSE_PERFORMANCE_BUDGET} performance, ${LIGHTHOUSE_ACCESSIBILITY_BUDGET} accessibility`,
);
const verdict = budgetVerdict(misses, { strict: STRICT });
console.log(verdict.lines.join('\n'));
process.exitCode = verdict.exitCode;
