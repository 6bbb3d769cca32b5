import { chromium, errors, type Browser, type Locator, type Page, type Response } from 'playwright-core';

import { BrokerAdapterError } from './broker-adapter';

// Headless Chromium for the web-form channel (issue 59 point 1): Debian's own /usr/bin/chromium driven through
// playwright-core, never a browser downloaded by Playwright. One browser per use of an adapter (a submission, a check's
// capture, a confirmation link), closed afterwards whatever happened, so a job never leaves a browser behind and two
// jobs never share cookies. Every navigation and action waits at most the adapter's timeout: a site slower than that
// is a `timeout` the job retries, a site answering 5xx a `site_error`.

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Sandboxing needs user namespaces a container or a CI runner often lacks; there is no GPU on a server. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu'];

/** Starting the browser is not the site's time: a slow machine is given longer than one page. */
const LAUNCH_TIMEOUT_MS = 30_000;

const VIEWPORT = { width: 1280, height: 900 };

export interface ChromiumOptions {
  /** the Chromium binary (default /usr/bin/chromium) */
  executablePath?: string;
  /** the longest one navigation or page action may take */
  actionTimeoutMs: number;
}

/** A Playwright timeout is the site's slowness; any other error is passed on as it is. */
export function asBrokerAdapterError(error: unknown): unknown {
  if (error instanceof BrokerAdapterError) return error;
  if (error instanceof errors.TimeoutError)
    return new BrokerAdapterError('timeout', error.message.split('\n')[0] ?? '');
  return error;
}

/** Runs `run` on a fresh page of a freshly launched headless Chromium, and closes the browser afterwards. */
export async function withChromium<T>(options: ChromiumOptions, run: (page: Page) => Promise<T>): Promise<T> {
  const browser: Browser = await chromium.launch({
    executablePath: options.executablePath ?? DEFAULT_CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: LAUNCH_TIMEOUT_MS,
  });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    page.setDefaultTimeout(options.actionTimeoutMs);
    page.setDefaultNavigationTimeout(options.actionTimeoutMs);
    return await run(page);
  } catch (error) {
    throw asBrokerAdapterError(error);
  } finally {
    await browser.close();
  }
}

function siteErrorOf(status: number, url: string): BrokerAdapterError | null {
  return status >= 500 ? new BrokerAdapterError('site_error', `${new URL(url).pathname} answered ${status}`) : null;
}

/** Opens `url` and waits for its load; returns the HTTP status (a 5xx is thrown as site_error). */
export async function visit(page: Page, url: string): Promise<number> {
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response) throw new BrokerAdapterError('unexpected_reply', `${new URL(url).pathname} gave no response`);
  const siteError = siteErrorOf(response.status(), url);
  if (siteError) throw siteError;
  return response.status();
}

/**
 * Does what submits a form (a click on its button) and waits for the page it leads to to load; returns that page's
 * HTTP status (a 5xx is thrown as site_error). The page is known to have changed once its main frame navigated; the
 * status is the last main-frame document response (after any redirect of a POST).
 */
export async function submitAndLoad(page: Page, submit: () => Promise<void>): Promise<number> {
  // a holder, not a variable: the listener assigns it, which TypeScript's narrowing of a local does not see
  const seen: { last: Response | null } = { last: null };
  const noteResponse = (response: Response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) seen.last = response;
  };
  page.on('response', noteResponse);
  try {
    await Promise.all([
      page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() }),
      submit(),
    ]);
    await page.waitForLoadState('load');
  } finally {
    page.off('response', noteResponse);
  }
  const response = seen.last;
  if (!response)
    throw new BrokerAdapterError('unexpected_reply', `submitting on ${new URL(page.url()).pathname} gave no response`);
  const siteError = siteErrorOf(response.status(), response.url());
  if (siteError) throw siteError;
  return response.status();
}

/** Clicks `link` (or `button`) and waits for the page it leads to; see submitAndLoad. */
export async function clickAndLoad(page: Page, target: Locator): Promise<number> {
  return submitAndLoad(page, () => target.click());
}

/** The whole page as rendered, for a capture. */
export async function screenshotOf(page: Page): Promise<Buffer> {
  return page.screenshot({ fullPage: true, type: 'png' });
}
