// The intermediary-enroll page goes on to `redirecturl` (spec §2.1) only when it stays on this site under
// /dashboard/: a path, never a URL with a scheme or host, and never one a browser reads as another host
// (`//evil`, `/\evil`, tabs or newlines inside, encoded slashes). One rule for the page and the server.

const SAFE_PATH = /^\/dashboard\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;

export function isSafeDashboardRedirect(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 500) return false;
  if (!SAFE_PATH.test(value)) return false;
  if (value.includes('//') || value.includes('\\')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  // encoded separators or control characters could turn into another host further on
  return !/[\\\s]/.test(decoded) && !decoded.includes('//') && !/\/\.\.?(\/|$)/.test(decoded.split(/[?#]/)[0] ?? '');
}

export const REDIRECT_MESSAGE = 'redirectUrl must be a /dashboard/ path on this site';
