import { spawnSync } from 'node:child_process';

import autocannon from 'autocannon';

import { wrkLoad } from './wrk-load';

// Load as the benchmarks apply it: a number of connections, each request taking the next path of a list in turn (so
// a run of many real queries does not hammer one of them), and one line per route for the tables.
//
// The load comes from wrk when it is installed (`apt-get install -y wrk`), from autocannon otherwise; BENCH_LOAD=wrk
// or BENCH_LOAD=autocannon chooses. On this 2-core machine the load generator shares the cores with the server:
// autocannon (Node) spent about 160 µs of CPU per request (60 % of a core at 3,800 req/s), wrk (C, requests formatted
// once) about 45 µs, so wrk leaves the server more of the machine it is measured on (docs/scaling.md).

export interface LoadOptions {
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export type LoadGenerator = 'wrk' | 'autocannon';

function wrkInstalled(): boolean {
  return spawnSync('wrk', ['-v'], { stdio: 'ignore' }).error === undefined;
}

let chosen: LoadGenerator | undefined;

export function loadGenerator(): LoadGenerator {
  if (chosen) return chosen;
  const wanted = process.env.BENCH_LOAD;
  const installed = wanted !== 'autocannon' && wrkInstalled();
  if (wanted === 'wrk' && !installed) throw new Error('BENCH_LOAD=wrk, but wrk is not installed');
  chosen = installed ? 'wrk' : 'autocannon';
  return chosen;
}

export function loadGeneratorLine(): string {
  if (loadGenerator() === 'wrk') return 'load: wrk (2 threads)';
  return process.env.BENCH_LOAD === 'autocannon'
    ? 'load: autocannon (BENCH_LOAD=autocannon)'
    : 'load: autocannon (wrk not found: apt-get install -y wrk for a load that leaves the server its cores)';
}

function cycle(paths: string[]): () => string {
  let next = 0;
  return () => paths[next++ % paths.length]!;
}

async function autocannonLoad(
  url: string,
  paths: string[],
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<LoadResult> {
  const next = cycle(paths);
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function load(
  url: string,
  paths: string[],
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<LoadResult> {
  if (loadGenerator() === 'autocannon') return autocannonLoad(url, paths, headers, options);
  const result = await wrkLoad(url, paths, headers, options);
  return {
    requestsPerSecond: result.requests / (result.durationUs / 1e6),
    requests: result.requests,
    p50Ms: result.p50Us / 1000,
    p99Ms: result.p99Us / 1000,
    non2xx: result.non2xx,
    errors: result.connectErrors + result.readErrors + result.writeErrors + result.timeouts,
  };
}

/** milliseconds as the tables print them: one decimal (wrk measures in microseconds, autocannon in whole ms) */
export function formatMs(ms: number): string {
  return ms.toFixed(1);
}

export function loadLine(name: string, result: LoadResult): string {
  return (
    `${name.padEnd(30)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s   ` +
    `p50 ${formatMs(result.p50Ms).padStart(5)} ms   p99 ${formatMs(result.p99Ms).padStart(5)} ms   ` +
    `non-2xx ${result.non2xx}   errors ${result.errors}`
  );
}

export function failed(results: LoadResult[]): boolean {
  return results.some((result) => result.non2xx > 0 || result.errors > 0);
}
