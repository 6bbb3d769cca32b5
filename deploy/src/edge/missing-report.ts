import { reportPageRecordId } from '@beacon/platform';
import { ACCESS_TOKEN_COOKIE } from '@beacon/validation';

// A report page (`/dashboard/reports/{recordId}`) of a record the member does not have is answered with 404 like any
// other missing page (issue 56, decision 004). Only the API knows, and only for the member: the edge asks it with
// the access token the browser sends in its session cookie, and nothing else of the request. Without a cookie, when
// the API refuses the token, is slow or is down, the page is served as it is (200): the app then shows Not Found
// itself if the record is missing, so an outage costs only the status, never the page.

/** Long enough for a record lookup on a busy API, short enough not to hold a page's first byte for long. */
export const REPORT_CHECK_TIMEOUT_MS = 1500;

export interface ReportCheckRequest {
  /** the decoded path of the page request */
  path: string;
  cookieHeader: string | undefined;
  /** the client as the edge determined it, for the API's per-address limits */
  ip: string;
  protocol: string;
}

function accessTokenOf(cookieHeader: string | undefined): string | undefined {
  const prefix = `${ACCESS_TOKEN_COOKIE}=`;
  const value = (cookieHeader && cookieHeader.length <= 16_384 ? cookieHeader.split(';') : [])
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return value || undefined;
}

/** Whether the page is the report of a record the signed-in member does not have (the API answered 404). */
export async function isMissingReport(apiOrigin: string, request: ReportCheckRequest): Promise<boolean> {
  const recordId = reportPageRecordId(request.path);
  const token = accessTokenOf(request.cookieHeader);
  if (recordId === undefined || token === undefined) return false;
  try {
    const response = await fetch(`${apiOrigin}/v1/me/records/${encodeURIComponent(recordId)}/exists`, {
      headers: {
        cookie: `${ACCESS_TOKEN_COOKIE}=${token}`,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(REPORT_CHECK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status === 404;
  } catch {
    return false;
  }
}
