import { createHmac, timingSafeEqual, createHash } from 'node:crypto';

// Issue 60: what the server keeps of a device that sends release health, and how the operator token is checked.

/** The id a browser sends: the same rule as the Device-Id header (plugins/app/app-credentials.ts). */
const DEVICE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The cookie the host mirrors its device id in (`DEVICE_COOKIE` of @beacon/platform, which the server cannot import). */
export const DEVICE_COOKIE = 'beacon-device';

/**
 * The key of device hashes, derived from the pointer secret so no new secret has to be configured; its own label, so
 * a device hash is no identity-monitoring hash of the same text.
 */
export function releaseHealthHashKey(pointerSecret: string): string {
  return createHmac('sha256', pointerSecret).update('beacon release health v1').digest('hex');
}

/** The stored form of a device id: the distinct count of devices needs only equality, never the id. */
export function deviceHash(key: string, deviceId: string): string {
  return createHmac('sha256', key).update(deviceId).digest('hex');
}

/**
 * The device of a release-health batch: the `beacon-device` cookie (a beacon carries no custom headers), else the
 * Device-Id header (the keepalive fetch a browser without beacons sends). Undefined when neither holds a valid id.
 */
export function batchDeviceId(
  cookieHeader: string | undefined,
  deviceIdHeader: string | undefined,
): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== DEVICE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      continue;
    }
    if (DEVICE_ID.test(value)) return value;
  }
  return deviceIdHeader !== undefined && DEVICE_ID.test(deviceIdHeader) ? deviceIdHeader : undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>` against the operator token, in a time that depends on neither (digests compared). */
export function isOperatorToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}
