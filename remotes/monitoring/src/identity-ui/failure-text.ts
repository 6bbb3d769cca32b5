import { isApiError } from '@beacon/api';

/** The server's own words for a refusal it explains (a limit, a check); our words for anything else. */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && [400, 409, 422].includes(error.statusCode)) return error.message;
  return fallback;
}
