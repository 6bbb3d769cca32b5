import { isApiError } from './api-error';

/** The item a 402 without an X-Required-Item header stands for: a person report (spec §8). */
export const DEFAULT_REQUIRED_ITEM = 'person_report';

/**
 * What a 402 asks the member to buy: the `X-Required-Item` header (spec §4, §8), else `fallback`. Undefined for any
 * other outcome, so callers can tell "send them to purchase" from a plain failure.
 */
export function requiredItemOf(error: unknown, fallback = DEFAULT_REQUIRED_ITEM): string | undefined {
  if (!isApiError(error) || error.statusCode !== 402) return undefined;
  return error.headers['x-required-item'] || fallback;
}

/** react-query `retry` for reads a 402 may answer: a 402 is an answer, retrying would only delay the purchase page. */
export function retryUnlessPaymentRequired(failureCount: number, error: Error): boolean {
  return requiredItemOf(error) === undefined && failureCount < 1;
}
