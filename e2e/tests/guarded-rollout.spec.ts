import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { cohortBucket } from '@beacon/platform';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { deployEnv } from '../support/deploy-dirs';
import { copyWithFault } from '../support/faulty-build';
import { pnpmDeployOk, REPO_ROOT } from '../support/release-cli';
import { DEMO_MEMBERS, signInAs } from '../support/sign-in';

// Issue 60's acceptance: a rollout that guards itself. Simulated member traffic (one browser context per device, half
// of them in the canary's cohort) loads the person results; the host reports each screen's health; the release guard
// of `pnpm start` judges the canary against stable and acts on its own. The tests share one rollout state.
test.describe.configure({ mode: 'serial' });

const HEALTHY = '3.0.0-healthy';
const FAULTY = '3.0.1-faulty';
const RESULTS_PATH = '/dashboard/search/person/';
const environmentFile = path.join(deployEnv.BEACON_ENVIRONMENTS_DIR, 'local.json');
const ERROR_SCREEN = 'Oops! Something went wrong. :-(';

interface SearchRollout {
  stable: string;
  canary?: { version: string; percent: number } | null;
  pulled?: string[];
}

function searchRollout(): SearchRollout {
  const environment = JSON.parse(readFileSync(environmentFile, 'utf8')) as { remotes: { search: SearchRollout } };
  return environment.remotes.search;
}

interface Device {
  id: string;
  inCanaryCohort: boolean;
  context: BrowserContext;
  page: Page;
  /** what each visit showed: the search release, or the error screen */
  seen: string[];
}

/** Device ids of which half fall in the first 50 % of search's cohorts (the canary's at 50 %). */
function deviceIds(perCohort: number): { id: string; inCanaryCohort: boolean }[] {
  const canary: string[] = [];
  const stable: string[] = [];
  while (canary.length < perCohort || stable.length < perCohort) {
    const id = randomUUID();
    const list = cohortBucket('search', id) < 50 ? canary : stable;
    if (list.length < perCohort) list.push(id);
  }
  return [
    ...canary.map((id) => ({ id, inCanaryCohort: true })),
    ...stable.map((id) => ({ id, inCanaryCohort: false })),
  ];
}

async function openDevices(browser: Browser, perCohort: number): Promise<Device[]> {
  return Promise.all(
    deviceIds(perCohort).map(async ({ id, inCanaryCohort }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInAs(page, DEMO_MEMBERS.premium);
      await page.evaluate((deviceId) => window.localStorage.setItem('deviceId', deviceId), id);
      return { id, inCanaryCohort, context, page, seen: [] };
    }),
  );
}

/** One visit of the results page: the release it showed, or "error" for the error screen. */
async function visit(device: Device): Promise<void> {
  await device.page.goto(RESULTS_PATH);
  const release = device.page.getByText(/^Search release /);
  const failure = device.page.getByText(ERROR_SCREEN);
  await expect(release.or(failure)).toBeVisible({ timeout: 20_000 });
  device.seen.push(
    (await failure.isVisible()) ? 'error' : ((await release.textContent()) ?? '').replace('Search release ', '').trim(),
  );
}

/** The release line the stable cohort's devices were shown first (stable's build, whatever its release version). */
function stableRelease(devices: Device[]): string {
  const shown = devices.find((device) => !device.inCanaryCohort)?.seen[0];
  if (!shown || shown === 'error') throw new Error(`the stable cohort saw ${shown ?? 'nothing'}`);
  return shown;
}

/** Every device visits again and again until `done` holds (checked between rounds) or the time is up. */
async function trafficUntil(devices: Device[], done: () => boolean, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > limitMs) throw new Error(`not done after ${limitMs} ms of traffic`);
    await Promise.all(devices.map((device) => visit(device)));
  }
  return Date.now() - started;
}

test('a canary that throws on render is rolled back by the guard within 60 s; stable devices never see it', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const stable = searchRollout().stable;
  // A release of search whose results screen throws while rendering: the build as the team makes it, one expression
  // changed (e2e/support/faulty-build.ts).
  pnpmDeployOk('release', 'search', '--version', HEALTHY);
  const faulty = copyWithFault(
    path.join(REPO_ROOT, 'remotes/search/dist'),
    '"Search release "',
    '(()=>{throw new Error("search canary fault")})()',
  );
  try {
    pnpmDeployOk('release', 'search', '--version', FAULTY, '--dist', faulty);
  } finally {
    rmSync(faulty, { recursive: true, force: true });
  }

  const devices = await openDevices(browser, 3);
  try {
    pnpmDeployOk('rollout', 'search', FAULTY, '--percent', '50', '--guard');
    const tookMs = await trafficUntil(devices, () => searchRollout().pulled?.includes(FAULTY) ?? false, 120_000);
    expect(tookMs, 'from the rollout to the automatic rollback').toBeLessThanOrEqual(60_000);
    expect(searchRollout()).toMatchObject({ stable, canary: null });

    // What stable shows: the release line its build was made with.
    const stableShows = stableRelease(devices);
    for (const device of devices) {
      if (device.inCanaryCohort) expect(device.seen, `canary device ${device.id}`).toContain('error');
      else expect(new Set(device.seen), `stable device ${device.id}`).toEqual(new Set([stableShows]));
    }
    // After the rollback every device is on stable at once: the pulled version is not kept for any session.
    await Promise.all(devices.map((device) => visit(device)));
    for (const device of devices) expect(device.seen.at(-1), `after the rollback: ${device.id}`).toBe(stableShows);
  } finally {
    await Promise.all(devices.map((device) => device.context.close()));
  }

  const listed = pnpmDeployOk('releases', 'search');
  // the decision with its figures: the metric, both arms' rates and samples, and the counts behind them
  expect(listed).toMatch(
    new RegExp(`guard-rollback +${FAULTY.replaceAll('.', '\\.')} at 50 %: significant breach: error-rate`),
  );
  expect(listed).toMatch(/error-rate [\d.]+ % vs [\d.]+ % \(limit [\d.]+ %, n \d+\/\d+/);
  expect(listed).toMatch(new RegExp(`canary ${FAULTY.replaceAll('.', '\\.')}: \\d+ views, [1-9]\\d* failed`));
});

test('a healthy canary under the same traffic is promoted by the schedule', async ({ browser }) => {
  test.setTimeout(900_000);
  const devices = await openDevices(browser, 3);
  try {
    pnpmDeployOk('rollout', 'search', HEALTHY, '--guard', '--steps', '50,100', '--step-minutes', '0.25');
    await trafficUntil(devices, () => searchRollout().stable === HEALTHY, 240_000);
    expect(searchRollout()).toMatchObject({ stable: HEALTHY, canary: null });
    expect(devices.flatMap((device) => device.seen)).not.toContain('error');

    // A consistent set per session: a device that started on the old stable keeps it for its session after the
    // promote (no second release of search mid-flow); a new session gets the promoted one.
    const onOldStable = devices.filter((device) => !device.inCanaryCohort);
    const stableShows = stableRelease(devices);
    await Promise.all(onOldStable.map((device) => visit(device)));
    for (const device of onOldStable) expect(device.seen.at(-1), `kept by ${device.id}`).toBe(stableShows);
    const newcomers = await openDevices(browser, 1);
    devices.push(...newcomers);
    await Promise.all(newcomers.map((device) => visit(device)));
    for (const device of newcomers) expect(device.seen, `new session ${device.id}`).toEqual([HEALTHY]);
  } finally {
    await Promise.all(devices.map((device) => device.context.close()));
  }
  const listed = pnpmDeployOk('releases', 'search');
  expect(listed).toMatch(new RegExp(`guard-promote +${HEALTHY.replaceAll('.', '\\.')} at 50 %: healthy`));
  pnpmDeployOk('rollback', 'search');
});
