import type { RemoteName } from '@beacon/platform';
import { releaseHealthResponseSchema, type ReleaseHealthResponse } from '@beacon/validation';

/** Where the guard reads a remote's figures from: the provider API, or a fake in tests. */
export interface ReleaseHealthSource {
  /** Every version's figures since `since` (ISO); throws when they cannot be read or are not the contract's shape. */
  read(remote: RemoteName, since: string): Promise<ReleaseHealthResponse>;
}

/**
 * GET /v1/release-health/{remote}?since=ISO with the operator token. The answer is parsed with the contract's schema
 * (never cast): a server that answers something else is a failed read, and the guard does nothing on a failed read.
 */
export function httpReleaseHealthSource(options: {
  apiUrl: string;
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): ReleaseHealthSource {
  const request = options.fetch ?? fetch;
  return {
    async read(remote, since) {
      const url = `${options.apiUrl}/v1/release-health/${encodeURIComponent(remote)}?since=${encodeURIComponent(since)}`;
      const response = await request(url, {
        headers: { Authorization: `Bearer ${options.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`GET /v1/release-health/${remote} answered ${response.status}`);
      const body: unknown = await response.json();
      return releaseHealthResponseSchema.validate(body);
    },
  };
}
