import { isReleaseVersion } from './federation-manifest';
import { isRemoteName, remoteNames, type RemoteName } from './remote-contract';

// Issue 60, "a consistent set per session": a browser session keeps the versions it started with (the shell and
// every remote) for a bounded time after a promote or rollback, so a member reloading mid-flow never lands on a
// second release of a feature. The host writes the set it loaded into a session cookie (gone when the browser
// closes); the edge reads it on the next page load and serves the same shell and the same remote versions while the
// set is younger than its maximum age, unless a version was pulled for a fault.
//
// Its own entry point (`@beacon/platform/release-set`), not in the package's index: @beacon/platform is a shared
// module, which ships whole on every first screen, while the host needs this only once its first screen has shown
// (release-set-cookie.ts, a chunk of its own) and the edge reads it on the server.

/** The session cookie that holds the set of versions this browser session started with. */
export const RELEASE_SET_COOKIE = 'beacon-release-set';

export interface ReleaseSet {
  /** when the session took this set (epoch ms): the set is kept until it is older than the edge's maximum age */
  startedAt: number;
  /** the device the set belongs to: another device id in the same browser (a tester switching) starts afresh */
  device: string;
  /** the host (shell) release */
  shell: string;
  remotes: Partial<Record<RemoteName, string>>;
}

// the shape of the device ids the session package makes (the device cookie's rule, deviceIdFrom in the edge)
const DEVICE_ID = /^[0-9A-Za-z-]{8,64}$/;

/** The cookie value: `t=<ms>&shell=<version>&<remote>=<version>…`, versions URI-encoded (a `+` stays a `+`). */
export function formatReleaseSet(set: ReleaseSet): string {
  const parts = [
    `t=${Math.trunc(set.startedAt)}`,
    `device=${encodeURIComponent(set.device)}`,
    `shell=${encodeURIComponent(set.shell)}`,
  ];
  for (const remote of remoteNames) {
    const version = set.remotes[remote];
    if (version) parts.push(`${remote}=${encodeURIComponent(version)}`);
  }
  return parts.join('&');
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The set a cookie value holds; null when it is not one (a value the edge cannot trust is ignored, not repaired). */
export function parseReleaseSet(value: string | undefined | null): ReleaseSet | null {
  if (!value || value.length > 1_024) return null;
  let startedAt: number | null = null;
  let shell: string | null = null;
  let device: string | null = null;
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const part of value.split('&')) {
    const [key = '', raw = '', ...rest] = part.split('=');
    if (rest.length > 0) return null;
    if (key === 't') {
      if (!/^\d{1,15}$/.test(raw)) return null;
      startedAt = Number(raw);
      continue;
    }
    if (key === 'device') {
      if (!DEVICE_ID.test(raw)) return null;
      device = raw;
      continue;
    }
    const version = decode(raw);
    if (!isReleaseVersion(version)) return null;
    if (key === 'shell') shell = version;
    else if (isRemoteName(key)) remotes[key] = version;
    else return null;
  }
  return startedAt === null || shell === null || device === null ? null : { startedAt, device, shell, remotes };
}

/** The set's cookie value from a Cookie header (the edge), or from `document.cookie` (the host). */
export function releaseSetFromCookies(cookieHeader: string | undefined): ReleaseSet | null {
  const prefix = `${RELEASE_SET_COOKIE}=`;
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return parseReleaseSet(value);
}
