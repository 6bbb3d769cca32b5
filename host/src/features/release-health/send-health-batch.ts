import { API_VERSION } from '@beacon/platform';
import type { ReleaseHealthBatch } from '@beacon/validation';

/** Where the batches go: the provider API on this origin (the edge proxies /v1), as every call of @beacon/api. */
export const RELEASE_HEALTH_PATH = `/${API_VERSION}/release-health`;

/**
 * Sends a batch with `navigator.sendBeacon`: it is the one request a browser still delivers while the page is being
 * hidden or left, which is when most batches go. The body goes as a string, so as text/plain, the one type every
 * browser sends a beacon with (Chrome refuses a Blob of application/json); the server reads it as JSON. A beacon carries
 * no custom headers, so the server knows the device by its `beacon-device` cookie (same origin: the cookie goes with
 * it) rather than by the app headers. Where there is no beacon, or the browser refuses to queue it (over its quota), a
 * `fetch` with `keepalive` does the same job. Never throws: reporting must not break the page.
 */
export function sendHealthBatch(batch: ReleaseHealthBatch, nav: Navigator = navigator): void {
  const body = JSON.stringify(batch);
  try {
    if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(RELEASE_HEALTH_PATH, body)) return;
  } catch {
    // a beacon refused outright: try the fetch below
  }
  if (typeof fetch !== 'function') return;
  fetch(RELEASE_HEALTH_PATH, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
