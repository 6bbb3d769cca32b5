// The record id of a report page's URL (`/dashboard/reports/{recordId}`, spec §2.1): digits, or for e-mail records
// the base64 form of those digits (spec §2.4). The reports remote reads it from the URL; the edge and nginx ask the API
// whether the signed-in member has that record (GET /v1/me/records/{recordId}/exists), so a missing one is a 404.

/** The letters of a report page's record id: digits, or their base64 form (never `+` or `/`), with up to two `=`. */
export const REPORT_PAGE_ID_PATTERN = /^[A-Za-z0-9]{1,64}={0,2}$/;

/** The record id of a report URL: as is, or decoded when it is the base64 form e-mail records use. */
export function decodeRecordIdParam(param: string): string {
  if (/^\d+$/.test(param)) return param;
  try {
    const decoded = atob(param);
    return /^\d+$/.test(decoded) ? decoded : param;
  } catch {
    return param;
  }
}
