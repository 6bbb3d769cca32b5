import { isApiError } from '@beacon/api';

/**
 * Refusals whose message the server writes for the member: a check (400, 422), a rule such as a limit or a missing
 * confirmation (409), too many requests in a while (429).
 */
const EXPLAINED_STATUSES: ReadonlySet<number> = new Set([400, 409, 422, 429]);

/** The server's own words for a refusal it explains; our words for anything else. */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && EXPLAINED_STATUSES.has(error.statusCode)) return error.message;
  return fallback;
}
