import { apiContractResponseSchema } from '@beacon/validation';

// The contract the API speaks now (GET /v1/contract, issue 60), asked by the edge before it keeps a browser session's
// set of versions (session-release-set.ts). Asked at most once per ten seconds however many pages are served, and
// never for longer than a second: an API that does not answer leaves the answer unknown (null), and a session then
// keeps its set, since it could not use another API anyway.

export const API_CONTRACT_TTL_MS = 10_000;
export const API_CONTRACT_TIMEOUT_MS = 1_000;

export type ApiContractSource = () => Promise<string | null>;

export function apiContractSource(
  apiOrigin: string,
  options: { ttlMs?: number; timeoutMs?: number; now?: () => number } = {},
): ApiContractSource {
  const { ttlMs = API_CONTRACT_TTL_MS, timeoutMs = API_CONTRACT_TIMEOUT_MS, now = Date.now } = options;
  let cached: { at: number; answer: Promise<string | null> } | null = null;
  const ask = async (): Promise<string | null> => {
    try {
      const response = await fetch(`${apiOrigin}/v1/contract`, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      return apiContractResponseSchema.validateSync(await response.json(), { strict: true }).contract;
    } catch {
      // no answer in time, not JSON, or not the contract's shape
      return null;
    }
  };
  return () => {
    if (!cached || now() - cached.at >= ttlMs) cached = { at: now(), answer: ask() };
    return cached.answer;
  };
}
