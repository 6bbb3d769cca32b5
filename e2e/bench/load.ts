import { chromium } from '@playwright/test';

import { ensureStack } from '../support/ensure-stack';
import { DEMO_MEMBERS, loginThroughApi } from '../support/sign-in';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/stack';

// `pnpm bench:load`: open /dashboard/reports cold (new browser context: empty cache) five times and print the
// JS requests, the JS bytes transferred (compressed, as sent on the wire) and the time to the route's heading.
const RUNS = 5;
const ROUTE = '/dashboard/reports';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const stopStack = await ensureStack();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const runs: { jsRequests: number; jsBytes: number; visibleMs: number }[] = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ baseURL: BASE_URL });
    // A real member session, placed before the app boots; the measured load itself starts with an empty cache.
    const tokens = await loginThroughApi(context.request, DEMO_MEMBERS.premium);
    await context.addInitScript((session) => {
      window.localStorage.setItem('accessToken', session.accessToken);
      window.localStorage.setItem('refreshToken', session.refreshToken);
    }, tokens);
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
      }
    });
    await page.goto(`${BASE_URL}${ROUTE}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Reports', exact: true }).waitFor({ state: 'visible' });
    const visibleMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts);
    runs.push({ jsRequests: sizes.length, jsBytes: sizes.reduce((sum, size) => sum + size, 0), visibleMs });
    await context.close();
  }
} finally {
  await browser.close();
  stopStack();
}

for (const [index, run] of runs.entries()) {
  console.log(
    `run ${index + 1}: ${run.jsRequests} JS requests, ${(run.jsBytes / 1024).toFixed(1)} KiB JS transferred, content visible at ${run.visibleMs.toFixed(0)} ms`,
  );
}
console.log(`\n${ROUTE} cold load, median of ${RUNS} runs:`);
console.log(`  JS requests:            ${median(runs.map((run) => run.jsRequests))}`);
console.log(`  JS bytes (compressed):  ${(median(runs.map((run) => run.jsBytes)) / 1024).toFixed(1)} KiB`);
console.log(`  ms to content visible:  ${median(runs.map((run) => run.visibleMs)).toFixed(0)}`);
