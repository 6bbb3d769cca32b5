import { decodeSessionUser, readTokens } from '@beacon/session';
import { noContent } from '@beacon/validation';

import { apiRequest } from './api-client';

/** Sends a render or runtime error to POST /v1/errors (spec §7). Never throws: logging must not break the page. */
export function reportClientError(error: unknown): void {
  const asError = error instanceof Error ? error : new Error(String(error));
  const userId = decodeSessionUser(readTokens()?.accessToken)?.sub;
  apiRequest('/errors', {
    schema: noContent(),
    method: 'POST',
    body: {
      message: asError.message.slice(0, 2000),
      stack: (asError.stack ?? '').slice(0, 8000),
      name: asError.name,
      path: window.location.pathname,
      ...(userId ? { userId } : {}),
    },
  }).catch(() => undefined);
}
