import { PHONE_DIGITS } from '@beacon/platform';

/** An input parser that keeps digits only, at most `max` (card numbers 19, a zip code 5, the SSN's last 4). */
export const digitsUpTo =
  (max: number) =>
  (value: string): string =>
    value.replace(/\D/g, '').slice(0, max);

/**
 * Phone inputs keep digits only, at most 10 (spec §5), as the member types. The contract's `normalizePhone`
 * (@beacon/validation) is another rule: it keeps the last 10 of a pasted number with its country code.
 */
export const phoneDigits = digitsUpTo(PHONE_DIGITS);
