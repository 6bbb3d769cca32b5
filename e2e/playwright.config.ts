import { defineConfig } from '@playwright/test';

import { deployEnv } from './support/deploy-dirs';
import {
  API_PORT,
  BASE_URL,
  BROKER_STANDIN_ENV,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  ANDROID_APP_ID,
  EDGE_PORT,
  HIBP_STANDIN_PORT,
  IDENTITY_STANDIN_PORT,
  IOS_APP_ID,
  SMTP_HTTP_PORT,
  SMTP_PORT,
} from './support/stack';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // One started stack on a 2-core machine: journeys run one at a time against it.
  workers: 1,
  fullyParallel: false,
  // On CI a journey that fails is run once more, and the summary names it as flaky (it is never counted as passed).
  // Why: headless Chromium once stopped producing frames for a whole test (a click waited 55 s for two animation
  // frames, with no log line after "waiting for element to be visible, enabled and stable"); 30 runs of the same
  // steps here did not reproduce it. Locally a failure stays a failure.
  retries: process.env['CI'] ? 1 : 0,
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
    // Short access tokens exercise the transparent refresh; a small data set keeps start-up fast.
    // A fresh database per run (no state left by an earlier run).
    env: {
      EDGE_PORT: String(EDGE_PORT),
      PORT: String(API_PORT),
      // the SMTP stand-in of `pnpm start`: the opt-out journey reads its confirmation mail there
      SMTP_STANDIN_PORT: String(SMTP_PORT),
      SMTP_STANDIN_HTTP_PORT: String(SMTP_HTTP_PORT),
      // and its HIBP and identity provider stand-ins, off the ports of a `pnpm start` running beside the tests
      HIBP_STANDIN_PORT: String(HIBP_STANDIN_PORT),
      IDENTITY_STANDIN_PORT: String(IDENTITY_STANDIN_PORT),
      // the stand-in broker sites and the API's inbound mail endpoint their mail goes to (the API is given the sites'
      // URLs by `pnpm start`; naming BROKER_SITE_*_URL here would keep the stand-ins from starting)
      ...BROKER_STANDIN_ENV,
      PUBLIC_SITE_URL: BASE_URL,
      // the report monitoring demo member's first-start edition would move people the journeys look at
      DEMO_REPORT_UPDATES: 'false',
      EMAIL_POLL_MS: '200',
      // Guardian's scans (jobs of the engine): picked up at once, visible progress, a few seconds per scan, not eight
      JOBS_POLL_MS: '200',
      GUARDIAN_SCAN_SITE_MS: '40',
      // editions of the public records only when a journey asks (monitoring:refresh): the data-refresh job's schedule,
      // which on a fresh SQLite database fires at once, would change the people the journeys look at
      JOB_DATA_REFRESH_ENABLED: 'false',
      ACCESS_TOKEN_TTL_SECONDS: '30',
      DEMO_PEOPLE: '2000',
      // Every journey signs in for real; a cheap proof of work and one shared client IP keep that fast.
      ALTCHA_COST: '1',
      ALTCHA_COUNTER_MIN: '100',
      ALTCHA_COUNTER_MAX: '500',
      RATE_LIMIT_MAX: '100000',
      // All journeys run as a few members from one IP: the per-member quotas, caps and the telemetry budget are set
      // out of their way (they are tested in server/test/).
      TELEMETRY_RATE_LIMIT_MAX: '100000',
      // Every page load of the guarded-rollout journey's devices sends its release health; the release guard judges
      // a canary on ten views an arm, every two seconds (issue 60: rolled back within 60 s of a clear breach).
      RELEASE_HEALTH_RATE_LIMIT_MAX: '100000',
      BEACON_GUARD_MIN_VIEWS: '10',
      BEACON_GUARD_TICK_MS: '2000',
      ...Object.fromEntries(
        ['SEARCH', 'RECORD_VIEW', 'RECORD_CREATE', 'PDF'].flatMap((action) => [
          [`QUOTA_${action}_PER_MINUTE`, '1000000'],
          [`QUOTA_${action}_PER_DAY`, '1000000'],
        ]),
      ),
      MAX_RECORDS_PER_MEMBER: '100000',
      MAX_QUEUED_PDF_JOBS_PER_MEMBER: '1000',
      SUPPORT_MESSAGES_PER_DAY: '1000',
      // the member apps' store ids: the store badges link these apps (unset, the badges are hidden)
      IOS_APP_ID,
      ANDROID_APP_ID,
      // Releases and rollouts of the tests happen in a temp copy, never in the repo's deploy/ folders.
      ...deployEnv,
    },
  },
});
