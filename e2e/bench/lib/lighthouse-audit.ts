import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

import type { Tokens } from '../../support/sign-in';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/stack';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** the metrics behind the performance score, in ms (CLS unitless) */
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  speedIndexMs: number;
  cumulativeLayoutShift: number;
  /**
   * Lighthouse's `benchmarkIndex` of the machine that ran the audit: its 4× CPU slowdown is relative to this machine,
   * so the same page scores lower when the machine is slower (Lighthouse warns below 1000).
   */
  hostBenchmarkIndex: number;
  /** the CPU slowdown the audit applied: the preset's 4×, or a calibrated one (`cpu-calibration.ts`) */
  cpuSlowdownMultiplier: number;
}

export interface AuditOptions {
  reportFile?: string | undefined;
  /** instead of the preset's 4× (everything else stays the preset's) */
  cpuSlowdownMultiplier?: number | undefined;
}

/**
 * Lighthouse 12's default (mobile) preset: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown. Each audit
 * gets a new Chromium profile, so the load is cold; the member's tokens are put in that profile's local storage first
 * (from /federation.json, which loads no script, so nothing is cached), and Lighthouse is told not to clear storage.
 */
export async function auditWithLighthouse(
  url: string,
  tokens: Tokens | null,
  options: AuditOptions = {},
): Promise<LighthouseScores> {
  try {
    return await auditOnce(url, tokens, options);
  } catch (error) {
    // Lighthouse itself sometimes fails to record a load's trace (NO_NAVSTART, seen on this VM) or stops making
    // progress (an audit once hung for 18 minutes): one more run, in a new profile, rather than losing the whole report.
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    console.log(`  (${error.message}; running it again)`);
    return auditOnce(url, tokens, options);
  }
}

class LighthouseRuntimeError extends Error {}

/**
 * How long one audit may take. A run takes 20–40 s here; Lighthouse's own limits (`maxWaitForLoad`) cover the page's
 * load, not its trace processing, where the hang was. BENCH_LIGHTHOUSE_TIMEOUT_MS overrides it.
 */
const AUDIT_TIMEOUT_MS = Number(process.env['BENCH_LIGHTHOUSE_TIMEOUT_MS'] ?? 180_000);

/** `work`, or a LighthouseRuntimeError once `ms` have passed (the caller's `finally` stops the audit's Chromium). */
async function withinTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new LighthouseRuntimeError(`${what} took more than ${ms / 1000} s`)), ms);
  });
  // the abandoned audit fails when its Chromium is stopped: nothing is waiting for it any more
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function auditOnce(
  url: string,
  tokens: Tokens | null,
  { reportFile, cpuSlowdownMultiplier }: AuditOptions,
): Promise<LighthouseScores> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    if (tokens) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      if (!context) throw new Error('Chromium has no default context');
      const page = await context.newPage();
      await page.goto(new URL('/federation.json', url).toString());
      await page.evaluate((session) => {
        window.localStorage.setItem('accessToken', session.accessToken);
        window.localStorage.setItem('refreshToken', session.refreshToken);
      }, tokens);
      await page.close();
      await browser.close();
    }
    const result = await withinTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
        ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
      }),
      AUDIT_TIMEOUT_MS,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment, configSettings } = result.lhr;
    if (reportFile) {
      // the whole report (LCP element, main-thread breakdown, request chains), to see why a score is what it is
      mkdirSync(path.dirname(reportFile), { recursive: true });
      writeFileSync(reportFile, JSON.stringify(result.lhr));
      // and the page's trace beside it (chrome://tracing, DevTools' Performance panel): the observed tasks
      writeFileSync(reportFile.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace));
    }
    if (runtimeError) {
      throw new LighthouseRuntimeError(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    }
    // a signed-out member is sent to Sign In: the figures would be that page's
    const pathOf = (address: string) => new URL(address).pathname.replace(/\/$/, '');
    if (pathOf(result.lhr.finalDisplayedUrl) !== pathOf(url)) {
      throw new Error(`Lighthouse on ${url} ended on ${result.lhr.finalDisplayedUrl}`);
    }
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((categories['performance']?.score ?? 0) * 100),
      accessibility: Math.round((categories['accessibility']?.score ?? 0) * 100),
      firstContentfulPaintMs: metric('first-contentful-paint'),
      largestContentfulPaintMs: metric('largest-contentful-paint'),
      totalBlockingTimeMs: metric('total-blocking-time'),
      speedIndexMs: metric('speed-index'),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
      hostBenchmarkIndex: environment.benchmarkIndex,
      cpuSlowdownMultiplier: configSettings.throttling.cpuSlowdownMultiplier,
    };
  } finally {
    chrome.kill();
  }
}
