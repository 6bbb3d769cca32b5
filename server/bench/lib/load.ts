import autocannon, { type Result } from 'autocannon';

// Load as the benchmarks apply it: autocannon's connections, each request taking the next path of a list in turn (so
// a run of many real queries does not hammer one of them), and one line per route for the tables.

export interface LoadOptions {
  connections: number;
  seconds: number;
}

function cycle(paths: string[]): () => string {
  let next = 0;
  return () => paths[next++ % paths.length]!;
}

export function load(
  url: string,
  paths: string[],
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<Result> {
  const next = cycle(paths);
  return autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
  });
}

export function loadLine(name: string, result: Result): string {
  return (
    `${name.padEnd(30)} ${result.requests.average.toFixed(0).padStart(7)} req/s   ` +
    `p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   ` +
    `non-2xx ${result.non2xx}   errors ${result.errors}`
  );
}

export function failed(results: Result[]): boolean {
  return results.some((result) => result.non2xx > 0 || result.errors > 0);
}
