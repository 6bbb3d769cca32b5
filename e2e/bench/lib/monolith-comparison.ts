import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser } from '@playwright/test';

import type { Tokens } from '../../support/sign-in';
import { API_PORT, BASE_URL } from '../../support/stack';
import type { BudgetMiss } from './budget-verdict';
import { coldLoadWithFiles, measureColdLoad, type ColdLoad, type LoadRoute } from './cold-load';
import { federationShareOf, type FetchedFile } from './federation-share';
import { FEDERATION_OVERHEAD_BUDGET } from './load-budgets';
import { medianOfEach } from './median';

// Issue 19 point 4: the federated app against the monolith build of the same code (`pnpm build:monolith`: the host's
// entry with every remote imported directly, same webpack settings, no federation), served by the same edge in front
// of the same API.

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const MONOLITH_DIST = path.join(REPO_ROOT, 'monolith/dist');
const MONOLITH_INDEX = path.join(MONOLITH_DIST, 'index.html');
export const MONOLITH_PORT = Number(process.env['E2E_MONOLITH_PORT'] ?? 8191);

export interface MonolithEdge {
  baseUrl: string;
  /** when the served build last changed (a build older than the code compares different code) */
  builtAt: Date;
  stop(): Promise<void>;
}

/** The newest file of the build: webpack leaves a file it would write unchanged alone, so index.html may be older. */
function lastChanged(dir: string): Date {
  const times = readdirSync(dir).map((file) => statSync(path.join(dir, file)).mtimeMs);
  return new Date(Math.max(...times));
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Another build folder than monolith/dist for the edge to serve (a floor page of `pnpm bench:floor`). */
export interface OtherBuild {
  /** absolute path of a built page (index.html and its files) */
  distDir: string;
  port: number;
}

interface ServedManifest {
  remotes: Record<string, Record<string, unknown>>;
  releaseSet?: unknown;
}

/**
 * The served /federation.json as an environment file holds it: without what the edge adds per request (issue 60: the
 * entries' digests, the session's set of versions and the versions it keeps), which an environment file may not hold.
 */
function environmentOf(served: unknown): object {
  const { remotes, releaseSet: _releaseSet, ...rest } = served as ServedManifest;
  const rollouts = Object.fromEntries(
    Object.entries(remotes).map(([name, { integrity: _integrity, kept: _kept, ...rollout }]) => [name, rollout]),
  );
  return { ...rest, remotes: rollouts };
}

/**
 * Serves the monolith build on the edge (`serve-monolith`, building it first when monolith/dist has none) in a process
 * of its own, as the federated app's edge is, in front of the e2e stack's API. Its /federation.json is a copy of the
 * federated edge's, so both apply the same settings. `other`: that build instead, on that port.
 */
export async function startMonolithEdge(other?: OtherBuild): Promise<MonolithEdge> {
  const port = other?.port ?? MONOLITH_PORT;
  const distDir = other?.distDir ?? MONOLITH_DIST;
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await answers(`${baseUrl}/federation.json`)) {
    throw new Error(`Something already answers on ${baseUrl}: stop it, or choose another port`);
  }
  // Read before a build: spawnSync holds the event loop for minutes, so a kept-alive socket to the federated edge
  // that the edge closes meanwhile (Fastify's 72 s keep-alive) still looks open to fetch afterwards ("other side
  // closed").
  const manifest = environmentOf(await (await fetch(`${BASE_URL}/federation.json`)).json());
  if (!other && !existsSync(MONOLITH_INDEX)) {
    console.log('\nmonolith/dist holds no build: pnpm build:monolith');
    const build = spawnSync('pnpm', ['build:monolith'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`pnpm build:monolith exited with ${build.status}`);
  }

  const environmentsDir = mkdtempSync(path.join(tmpdir(), 'beacon-monolith-'));
  // An environment also names a host release; the monolith's edge serves its folder instead, so any valid one does.
  writeFileSync(path.join(environmentsDir, 'bench.json'), JSON.stringify({ host: '0.0.0-monolith', ...manifest }));
  const child = spawn('pnpm', ['--filter', '@beacon/deploy', 'run', 'serve-monolith'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      EDGE_PORT: String(port),
      BEACON_MONOLITH_DIR: distDir,
      API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
      BEACON_ENVIRONMENTS_DIR: environmentsDir,
      BEACON_ENVIRONMENT: 'bench',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it stops tsx and node under pnpm too.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(environmentsDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (!(await answers(`${baseUrl}/federation.json`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The edge serving ${distDir} did not come up on ${baseUrl} (exit: ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, builtAt: lastChanged(distDir), stop };
}

export interface RouteComparison {
  route: string;
  federated: ColdLoad;
  monolith: ColdLoad;
  /** the JS files the federated app fetched before the content (of its last run) */
  federatedFiles: FetchedFile[];
}

/**
 * Cold loads of each route from both builds, `runs` times each, one build right after the other and the first of the
 * pair alternating: on a shared 2-core machine the load drifts, and so it weighs on both alike.
 */
export async function compareColdLoads(
  browser: Browser,
  options: { federatedUrl: string; monolithUrl: string; routes: LoadRoute[]; runs: number; tokens: Tokens | null },
): Promise<RouteComparison[]> {
  const comparisons: RouteComparison[] = [];
  for (const route of options.routes) {
    const federated: ColdLoad[] = [];
    const monolith: ColdLoad[] = [];
    let federatedFiles: FetchedFile[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      const pair = [
        async () => {
          const { load, beforeContent } = await coldLoadWithFiles(browser, options.federatedUrl, route, options.tokens);
          federated.push(load);
          federatedFiles = beforeContent;
        },
        async () => monolith.push(await measureColdLoad(browser, options.monolithUrl, route, options.tokens)),
      ];
      if (run % 2 === 1) pair.reverse();
      for (const measure of pair) await measure();
    }
    comparisons.push({
      route: route.name,
      federated: medianOfEach(federated),
      monolith: medianOfEach(monolith),
      federatedFiles,
    });
  }
  return comparisons;
}

const bytesRatio = (comparison: RouteComparison) => comparison.federated.jsBytes / comparison.monolith.jsBytes;
const timeRatio = (comparison: RouteComparison) => comparison.federated.contentMs / comparison.monolith.contentMs;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const jsFiles = (load: ColdLoad) => `${load.jsRequests} files ${kib(load.jsBytes).padStart(10)}`;
const ms = (load: ColdLoad) => `${load.contentMs.toFixed(0)} ms`;
// route, then JS before content (federated, monolith, ratio), then content at (federated, monolith, ratio)
const WIDTHS = [20, 19, 19, 5, 9, 9, 5] as const;
const row = (cells: string[]) =>
  `  ${cells.map((cell, index) => (index === 0 ? cell.padEnd(WIDTHS[0]) : cell.padStart(WIDTHS[index] ?? 0))).join('  ')}`;

/** The table `pnpm bench:load` prints: both builds' medians and federated ÷ monolith. */
export function formatComparison(comparisons: RouteComparison[], runs: number, builtAt: Date): string {
  const jsWidth = WIDTHS[1] + WIDTHS[2] + WIDTHS[3] + 4;
  return [
    `Federated against the monolith build (built ${builtAt.toISOString()}), same edge and API, median of ${runs} ` +
      'interleaved runs each:\n',
    `  ${''.padEnd(WIDTHS[0])}  ${'JS before content'.padEnd(jsWidth)}  content at`,
    row(['', 'federated', 'monolith', 'ratio', 'federated', 'monolith', 'ratio']),
    ...comparisons.map((comparison) =>
      row([
        comparison.route,
        jsFiles(comparison.federated),
        jsFiles(comparison.monolith),
        bytesRatio(comparison).toFixed(2),
        ms(comparison.federated),
        ms(comparison.monolith),
        timeRatio(comparison).toFixed(2),
      ]),
    ),
    `  budget: federated ≤ ${FEDERATION_OVERHEAD_BUDGET.toFixed(2)} × monolith on both`,
  ].join('\n');
}

/** What is over the federation overhead budget, as `pnpm bench:load` lists it. */
export function overheadFailures(comparisons: RouteComparison[]): BudgetMiss[] {
  return comparisons.flatMap((comparison): BudgetMiss[] => [
    ...(bytesRatio(comparison) > FEDERATION_OVERHEAD_BUDGET
      ? [
          {
            kind: 'federation' as const,
            text:
              `${comparison.route}: federated JS before content ${kib(comparison.federated.jsBytes)} = ` +
              `${bytesRatio(comparison).toFixed(2)} × the monolith's ${kib(comparison.monolith.jsBytes)} > ${FEDERATION_OVERHEAD_BUDGET}`,
          },
        ]
      : []),
    ...(timeRatio(comparison) > FEDERATION_OVERHEAD_BUDGET
      ? [
          {
            kind: 'machine' as const,
            text:
              `${comparison.route}: federated content at ${comparison.federated.contentMs.toFixed(0)} ms = ` +
              `${timeRatio(comparison).toFixed(2)} × the monolith's ${comparison.monolith.contentMs.toFixed(0)} ms > ${FEDERATION_OVERHEAD_BUDGET}`,
          },
        ]
      : []),
  ]);
}

/**
 * What federation itself adds to the JS before the content (lib/federation-share.ts), and the ratio the federated
 * app would have against the monolith if that were all it added: the lowest the bytes ratio can go while the app
 * is federated. `hostDir`: the host release the federated edge serves.
 */
export function formatFederationShare(comparisons: RouteComparison[], hostDir: string): string {
  return [
    "Federation's own code among the JS before the content (brotli): its runtime in the host's files and each",
    "remote's remoteEntry.js; and the monolith's bytes with only that added, against the monolith's:\n",
    ...comparisons.map((comparison) => {
      const share = federationShareOf(comparison.federatedFiles, hostDir);
      const total = share.runtimeBytes + share.remoteEntryBytes;
      const entries = `${share.remoteEntries} remote ${share.remoteEntries === 1 ? 'entry' : 'entries'}`;
      const floor = (comparison.monolith.jsBytes + total) / comparison.monolith.jsBytes;
      return (
        `  ${comparison.route.padEnd(WIDTHS[0])}  runtime ${kib(share.runtimeBytes)} + ${entries} ` +
        `${kib(share.remoteEntryBytes)} = ${kib(total)}   monolith + that: ${floor.toFixed(2)} × ` +
        `(measured ${bytesRatio(comparison).toFixed(2)} ×)`
      );
    }),
  ].join('\n');
}
