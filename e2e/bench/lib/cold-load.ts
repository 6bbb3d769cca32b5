import type { Browser } from '@playwright/test';

import type { Tokens } from '../../support/sign-in';
import type { FetchedFile } from './federation-share';

/** A route of the load budget, and what shows that its content (not just its frame) is in. */
export interface LoadRoute {
  /** label printed in the tables */
  name: string;
  path: string;
  /** CSS selector that is present once the route's content is in (besides its h1 and no loading indicator) */
  content: string;
  /** the route's h1 */
  heading: string | RegExp;
}

export interface ColdLoad {
  /** JS files requested before the content showed */
  jsRequests: number;
  /** their bodies as sent (compressed) */
  jsBytes: number;
  /** every JS file of the load, once the page settled (prefetches and late chunks included) */
  totalJsRequests: number;
  totalJsBytes: number;
  /** ms from navigation start to the content */
  contentMs: number;
}

interface ResourceEntry {
  name: string;
  startTime: number;
  encodedBodySize: number;
}

/**
 * Opens `route` in a new browser context (empty cache) as the signed-in member and measures it with the page's own
 * clock: the content time is the first animation frame where the h1, the route's content and no loading indicator
 * are all there; the JS figures come from Resource Timing (same origin, so the sizes are real).
 */
export async function measureColdLoad(
  browser: Browser,
  baseUrl: string,
  route: LoadRoute,
  tokens: Tokens | null,
): Promise<ColdLoad> {
  return (await coldLoadWithFiles(browser, baseUrl, route, tokens)).load;
}

/** `measureColdLoad`, with the JS files fetched before the content (their paths and sizes as sent). */
export async function coldLoadWithFiles(
  browser: Browser,
  baseUrl: string,
  route: LoadRoute,
  tokens: Tokens | null,
): Promise<{ load: ColdLoad; beforeContent: FetchedFile[] }> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    if (tokens) {
      await context.addInitScript((session) => {
        window.localStorage.setItem('accessToken', session.accessToken);
        window.localStorage.setItem('refreshToken', session.refreshToken);
      }, tokens);
    }
    const page = await context.newPage();
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'commit' });
    const heading = route.heading instanceof RegExp ? { source: route.heading.source } : { text: route.heading };
    const contentMs = await page
      .waitForFunction(
        ({ selector, title }) => {
          const h1 = document.querySelector('h1');
          const headingIn =
            h1 !== null &&
            ('text' in title
              ? h1.textContent?.trim() === title.text
              : new RegExp(title.source).test(h1.textContent ?? ''));
          const busy = document.querySelector(
            '[aria-busy="true"], [role="status"][aria-label^="Loading"], [role="alertdialog"][aria-label="Loading..."]',
          );
          return headingIn && !busy && document.querySelector(selector) !== null ? performance.now() : false;
        },
        { selector: route.content, title: heading },
        { polling: 'raf', timeout: 30_000 },
      )
      .then(async (handle) => Number(await handle.jsonValue()));
    // Settled: no new resource for a second (the live-updates stream stays open, so "network idle" never comes).
    let seen = -1;
    for (;;) {
      const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
      if (count === seen) break;
      seen = count;
      await page.waitForTimeout(1000);
    }
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({ name: entry.name, startTime: entry.startTime, encodedBodySize: entry.encodedBodySize })),
    );
    const js = entries.filter((entry: ResourceEntry) => new URL(entry.name).pathname.endsWith('.js'));
    const before = js.filter((entry) => entry.startTime <= contentMs);
    const sum = (list: ResourceEntry[]) => list.reduce((total, entry) => total + entry.encodedBodySize, 0);
    return {
      load: {
        jsRequests: before.length,
        jsBytes: sum(before),
        totalJsRequests: js.length,
        totalJsBytes: sum(js),
        contentMs,
      },
      beforeContent: before.map((entry) => ({
        pathname: new URL(entry.name).pathname,
        encodedBytes: entry.encodedBodySize,
      })),
    };
  } finally {
    await context.close();
  }
}
