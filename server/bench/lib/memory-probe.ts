import { appendFileSync } from 'node:fs';

// Preloaded into a benchmarked server (node --import) so the benchmark can read the server's own heap, which no
// outside view shows: appends one JSON line of process.memoryUsage() to BENCH_MEMORY_FILE every
// BENCH_MEMORY_INTERVAL_MS. The timer is unref'd, so it never keeps the server alive.

const file = process.env.BENCH_MEMORY_FILE;
const intervalMs = Number(process.env.BENCH_MEMORY_INTERVAL_MS ?? 2_000);

if (file) {
  const sample = () => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), rss, heapUsed, heapTotal, external })}\n`);
  };
  sample();
  setInterval(sample, intervalMs).unref();
}
