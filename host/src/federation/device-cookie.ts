import { DEVICE_COOKIE } from '@beacon/platform';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Mirrors the device id (the key of canary cohorts, kept in local storage) in a cookie, so the edge that serves the
 * next page load can tell which version of each remote this browser will choose. The id is no secret: it is sent as
 * Device-Id on every API call.
 */
export function shareDeviceIdWithEdge(deviceId: string, doc: Document = document): void {
  const cookie = `${DEVICE_COOKIE}=${encodeURIComponent(deviceId)}`;
  if (doc.cookie.split('; ').includes(cookie)) return;
  doc.cookie = `${cookie}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; Secure`;
}
