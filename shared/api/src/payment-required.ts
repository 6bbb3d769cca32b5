import { isPaymentReason, PAYMENT_REASON_HEADER, type PaymentReason } from '@beacon/validation';

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

/**
 * Why a 402 was answered: the `X-Required-For` header (issue 54: searching, a report, its premium sections, a product),
 * else `fallback`, what the caller knows it was doing. A reason this client does not know (a newer server) counts as
 * absent. Undefined for any other outcome.
 */
export function paymentReasonOf(error: unknown, fallback: PaymentReason): PaymentReason | undefined {
  if (!isApiError(error) || error.statusCode !== 402) return undefined;
  const header = error.headers[PAYMENT_REASON_HEADER];
  return isPaymentReason(header) ? header : fallback;
}

/** What a 402 asks the member to buy and why, as the purchase page takes them; undefined for any other outcome. */
export interface PaymentRequired {
  requiredItem: string;
  reason: PaymentReason;
}

/**
 * Both headers of a 402 at once (`requiredItemOf`, `paymentReasonOf`): `reason` and `item` are what the caller knows it
 * was doing and asking for, used when the server does not say.
 */
export function paymentRequiredOf(
  error: unknown,
  reason: PaymentReason,
  item = DEFAULT_REQUIRED_ITEM,
): PaymentRequired | undefined {
  const requiredItem = requiredItemOf(error, item);
  const told = paymentReasonOf(error, reason);
  return requiredItem && told ? { requiredItem, reason: told } : undefined;
}

/** react-query `retry` for reads a 402 may answer: a 402 is an answer, retrying would only delay the purchase page. */
export function retryUnlessPaymentRequired(failureCount: number, error: Error): boolean {
  return requiredItemOf(error) === undefined && failureCount < 1;
}
