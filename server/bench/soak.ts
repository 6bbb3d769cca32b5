import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

import { DEFAULT_DEMO_PASSWORD } from '../src/config';
import { HIGH_LIMITS } from './lib/high-limits';
import { signIn } from './lib/login';
import { APP_HEADERS, startServer } from './lib/server-process';

// `pnpm bench:soak`: mixed member traffic against one server process for a while, to find errors and memory growth
// that short tests miss. Each connection loops over a weighted mix of journeys as one of several demo members with
// an active subscription: sign-in (with its ALTCHA proof of work), person/phone/email search, create a record and
// read its report, request its PDF, poll it and download it, and a list's life (create, add, remove, delete).
// Prints req/s, p50/p99 per kind, errors by status, and the server's RSS and heap (sampled inside the server by
// bench/lib/memory-probe.ts): at the start, after warm-up, the peak, at the end, and the heap's slope after warm-up.
// Exits non-zero on any error or when the heap or the RSS grows past its bound after warm-up.
//
// SOAK_DURATION (seconds, default 60), SOAK_CONNECTIONS (default 50), SOAK_WARMUP (seconds, default 15),
// SOAK_MAX_HEAP_GROWTH_MB (default 64), SOAK_MAX_RSS_GROWTH_MB (default 160), DEMO_PEOPLE (default 2000),
// BENCH_PORT (default 4630), DATABASE_URL (default: a SQLite file in a temp directory).

const durationMs = Number(process.env.SOAK_DURATION ?? 60) * 1000;
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
const warmupMs = Math.min(Number(process.env.SOAK_WARMUP ?? 15) * 1000, durationMs / 2);
const maxHeapGrowthMb = Number(process.env.SOAK_MAX_HEAP_GROWTH_MB ?? 64);
const maxRssGrowthMb = Number(process.env.SOAK_MAX_RSS_GROWTH_MB ?? 160);
const password = process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;

// the demo members with an active subscription (reactivate@ has a canceled one)
const MEMBERS = [
  'premium@demo.beacon.test',
  'person-report@demo.beacon.test',
  'guardian@demo.beacon.test',
  'guardian-family@demo.beacon.test',
  'dark-web@demo.beacon.test',
  'identity@demo.beacon.test',
  'data-monitoring@demo.beacon.test',
];
const FIRST_NAMES = ['James', 'Mary', 'John', 'Linda', 'Robert', 'Maria', 'David', 'Susan'];
const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Garcia', 'Miller', 'Davis', 'Lopez'];

interface Session {
  email: string;
  memberId: number;
  token: string;
}

/** Latencies by kind, and every unexpected answer by kind and status. */
class Figures {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  requests = 0;
  record(kind: string, ms: number): void {
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
    this.requests += 1;
  }
  error(kind: string, status: number | string): void {
    const key = `${kind} ${status}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }
}

const figures = new Figures();
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const randomPhone = () =>
  `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

class UnexpectedAnswer extends Error {}

/** One request, timed under `kind`; an answer other than `expected` is counted as an error and ends the journey. */
async function call(
  base: string,
  kind: string,
  session: Session | undefined,
  method: string,
  url: string,
  expected: number[],
  body?: unknown,
): Promise<Response> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...APP_HEADERS,
        ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // read the whole answer: a download is not done until its last byte
    await response.clone().arrayBuffer();
  } catch (error) {
    figures.error(kind, (error as Error).name);
    throw new UnexpectedAnswer();
  }
  figures.record(kind, performance.now() - started);
  if (!expected.includes(response.status)) {
    figures.error(kind, response.status);
    throw new UnexpectedAnswer();
  }
  return response;
}

async function createRecord(base: string, session: Session): Promise<number> {
  const created = await call(base, 'record:create', session, 'POST', '/v1/me/records', [201], {
    type: 'phone',
    data: { phone: randomPhone() },
  });
  return ((await created.json()) as { recordId: number }).recordId;
}

const JOURNEYS: Array<{ weight: number; run: (base: string, session: Session) => Promise<void> }> = [
  {
    weight: 24,
    run: async (base, session) => {
      const query = new URLSearchParams({ firstName: pick(FIRST_NAMES), lastName: pick(LAST_NAMES) });
      await call(base, 'search:person', session, 'GET', `/v1/search/people?${query}`, [200]);
    },
  },
  {
    weight: 12,
    run: async (base, session) => {
      await call(base, 'search:phone', session, 'GET', `/v1/search/phones?phone=${randomPhone()}`, [200]);
    },
  },
  {
    weight: 12,
    run: async (base, session) => {
      const email = `${pick(FIRST_NAMES)}.${pick(LAST_NAMES)}@example.com`.toLowerCase();
      await call(base, 'search:email', session, 'GET', `/v1/search/emails?email=${encodeURIComponent(email)}`, [200]);
    },
  },
  {
    weight: 8,
    run: async (base, session) => {
      const recordId = await createRecord(base, session);
      await call(base, 'record:report', session, 'GET', `/v1/me/records/${recordId}/report`, [200]);
    },
  },
  {
    weight: 4,
    run: async (base, session) => {
      const recordId = await createRecord(base, session);
      await call(base, 'pdf:request', session, 'POST', `/v1/me/records/${recordId}/pdf`, [202]);
      const status = `/pdf/${session.memberId}/phone/${recordId}`;
      for (let attempt = 0; ; attempt += 1) {
        const polled = await call(base, 'pdf:poll', session, 'GET', status, [200]);
        if (((await polled.json()) as { status: string }).status === 'complete') break;
        if (attempt > 300) {
          figures.error('pdf:poll', 'never complete');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await call(base, 'pdf:download', session, 'GET', `${status}/file`, [200]);
    },
  },
  {
    weight: 4,
    run: async (base, session) => {
      const recordId = await createRecord(base, session);
      const created = await call(base, 'list:create', session, 'POST', '/v1/me/lists', [201], {
        name: `Soak ${recordId}`,
      });
      const listId = ((await created.json()) as { id: number }).id;
      await call(base, 'list:add', session, 'PATCH', `/v1/me/lists/${listId}/items`, [200], {
        items: [{ type: 'phone', recordId }],
      });
      await call(base, 'list:remove', session, 'DELETE', `/v1/me/lists/${listId}/items/phone/${recordId}`, [200]);
      await call(base, 'list:delete', session, 'DELETE', `/v1/me/lists/${listId}`, [204]);
    },
  },
  {
    // sign-in is rare in real traffic (a token lasts), and its scrypt hash is deliberately costly
    weight: 1,
    run: async (base, session) => {
      const started = performance.now();
      try {
        const { accessToken } = await signIn(base, session.email, password);
        session.token = accessToken;
        figures.record('sign-in', performance.now() - started);
      } catch (error) {
        figures.error('sign-in', (error as Error).message.slice(0, 40));
      }
    },
  },
];
const TOTAL_WEIGHT = JOURNEYS.reduce((sum, journey) => sum + journey.weight, 0);

function journey(): (base: string, session: Session) => Promise<void> {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const candidate of JOURNEYS) {
    roll -= candidate.weight;
    if (roll < 0) return candidate.run;
  }
  return JOURNEYS[0]!.run;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
}

/** Least-squares slope of the heap after warm-up, in MB per minute. */
function slope(samples: MemorySample[]): number {
  if (samples.length < 2) return 0;
  const xs = samples.map((sample) => sample.at / 60_000);
  const ys = samples.map((sample) => sample.heapUsed / 1024 / 1024);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, index) => {
    num += (x - mx) * (ys[index]! - my);
    den += (x - mx) ** 2;
  });
  return den === 0 ? 0 : num / den;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-soak-'));
  const memoryFile = path.join(dataDir, 'memory.jsonl');
  const probe = pathToFileURL(path.join(import.meta.dirname, 'lib', 'memory-probe.ts')).href;
  process.stdout.write(`starting the API (DEMO_PEOPLE=${process.env.DEMO_PEOPLE ?? '2000'})...\n`);
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      PORT: process.env.BENCH_PORT ?? '4630',
      DEMO_PEOPLE: process.env.DEMO_PEOPLE ?? '2000',
      BENCH_MEMORY_FILE: memoryFile,
      BENCH_MEMORY_INTERVAL_MS: '2000',
      // a cheap bot check, as in the e2e stack, so sign-ins measure the server and not the proof of work
      ALTCHA_COST: '1',
      ALTCHA_COUNTER_MIN: '1',
      ALTCHA_COUNTER_MAX: '50',
      // every limit and quota high: the soak looks for errors and leaks, not for refusals
      ...HIGH_LIMITS,
      START_JOBS: 'true',
    },
    180_000,
    [probe],
  );
  let failed = false;
  try {
    const sessions: Session[] = [];
    for (const email of MEMBERS) {
      const { accessToken } = await signIn(server.url, email, password);
      const me = await fetch(`${server.url}/v1/me`, {
        headers: { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` },
      });
      sessions.push({ email, memberId: ((await me.json()) as { id: number }).id, token: accessToken });
    }
    process.stdout.write(
      `soaking: ${connections} connections for ${durationMs / 1000} s as ${sessions.length} members...\n`,
    );
    const started = Date.now();
    const deadline = started + durationMs;
    await Promise.all(
      Array.from({ length: connections }, async (_unused, index) => {
        // each connection keeps its own session of one member, so sign-ins replace only its own token
        const own = sessions[index % sessions.length]!;
        const session = { ...own };
        while (Date.now() < deadline) {
          try {
            await journey()(server.url, session);
          } catch (error) {
            if (!(error instanceof UnexpectedAnswer)) throw error;
          }
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // one more memory sample after the load

    process.stdout.write(
      `\n${figures.requests} requests in ${seconds.toFixed(1)} s: ${(figures.requests / seconds).toFixed(0)} req/s\n`,
    );
    for (const [kind, list] of [...figures.latencies].sort()) {
      const sorted = list.sort((a, b) => a - b);
      process.stdout.write(
        `${kind.padEnd(16)} ${String(list.length).padStart(7)} req   p50 ${percentile(sorted, 0.5).toFixed(1).padStart(7)} ms   p99 ${percentile(sorted, 0.99).toFixed(1).padStart(7)} ms\n`,
      );
    }
    const errorCount = [...figures.errors.values()].reduce((a, b) => a + b, 0);
    process.stdout.write(
      `errors: ${errorCount}${errorCount ? ` (${[...figures.errors].map(([key, n]) => `${key}: ${n}`).join(', ')})` : ''}\n`,
    );

    const samples = readFileSync(memoryFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as MemorySample);
    const afterWarmup = samples.filter((sample) => sample.at >= started + warmupMs);
    const first = samples[0]!;
    const warm = afterWarmup[0] ?? samples.at(-1)!;
    const last = samples.at(-1)!;
    const peakHeap = Math.max(...samples.map((sample) => sample.heapUsed));
    const peakRss = Math.max(...samples.map((sample) => sample.rss));
    const heapGrowth = (Math.max(...afterWarmup.map((sample) => sample.heapUsed)) - warm.heapUsed) / 1024 / 1024;
    const rssGrowth = (Math.max(...afterWarmup.map((sample) => sample.rss)) - warm.rss) / 1024 / 1024;
    process.stdout.write(
      `memory (${samples.length} samples): RSS start ${mb(first.rss)} MB, after warm-up ${mb(warm.rss)}, peak ${mb(peakRss)}, end ${mb(last.rss)}\n` +
        `                   heap start ${mb(first.heapUsed)} MB, after warm-up ${mb(warm.heapUsed)}, peak ${mb(peakHeap)}, end ${mb(last.heapUsed)}\n` +
        `                   after warm-up: heap +${heapGrowth.toFixed(1)} MB (bound ${maxHeapGrowthMb}), RSS +${rssGrowth.toFixed(1)} MB (bound ${maxRssGrowthMb}), heap slope ${slope(afterWarmup).toFixed(2)} MB/min\n`,
    );
    if (errorCount > 0) {
      process.stdout.write('FAIL: errors during the soak\n');
      failed = true;
    }
    if (heapGrowth > maxHeapGrowthMb || rssGrowth > maxRssGrowthMb) {
      process.stdout.write('FAIL: memory grew past its bound after warm-up\n');
      failed = true;
    }
    if (figures.requests === 0) failed = true;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
  process.stdout.write('OK\n');
}

await main();
