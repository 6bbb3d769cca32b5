import { defineConfig } from '@playwright/test';

import { API_PORT, BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, EDGE_PORT } from './support/stack';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // One started stack on a 2-core machine: journeys run one at a time against it.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI also writes a JSON report that .ci/run sums up (PLAYWRIGHT_JSON_OUTPUT_NAME names the file).
  reporter: process.env['CI'] ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'pnpm --dir .. start',
    url: `${BASE_URL}/federation.json`,
    reuseExistingServer: !process.env['CI'],
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { EDGE_PORT: String(EDGE_PORT), PORT: String(API_PORT) },
  },
});
