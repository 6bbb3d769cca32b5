/**
 * Settles when the page has painted its first content (the chrome and the screen's frame), or at once when the
 * browser cannot tell (no paint timing) or will not paint (a tab opened in the background), and after `timeoutMs` at
 * the latest.
 *
 * The host holds the API's requests until then (`holdRequestsUntil` in bootstrap.tsx). A response that arrived while
 * React was still rendering the first screen was handled before the browser could paint it, and its store update
 * forced a synchronous render into the middle of the sliced first one: the first paint waited for the data and the
 * main thread had long tasks (issue 19: Lighthouse counted the data's round trips into first contentful paint and
 * 250–400 ms of total blocking time). Held, the first screen paints, then its data comes, a few tens of ms later.
 */
export function firstContentfulPaint({ timeoutMs }: { timeoutMs: number }): Promise<void> {
  return new Promise<void>((resolve) => {
    const paintTiming =
      typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint');
    if (!paintTiming || document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = window.setTimeout(() => done(), timeoutMs);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') done();
    };
    function done() {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
      resolve();
    }
    document.addEventListener('visibilitychange', onHidden);
    // buffered: a paint that happened before this call is reported as well
    observer.observe({ type: 'paint', buffered: true });
  });
}
