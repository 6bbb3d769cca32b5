import type { PaymentReason } from '@beacon/validation';

// What a service says when it refuses: a kind the caller can act on, a message written for the member, and the few
// facts a refusal carries (the item that unlocks it, where the existing thing lives, when to try again). Services
// know nothing of HTTP; `http-errors.ts` maps each kind to its status code and headers, in one place.

export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'payment-required'
  | 'payment-failed'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'rate-limited'
  | 'upstream-failed';

export interface DomainErrorDetails {
  /** payment-required: the balance item that would allow the request */
  requiredItem?: string;
  /** payment-required: what the member was doing (X-Required-For), so the purchase page can say it back */
  requiredFor?: PaymentReason;
  /** conflict: where the thing that already exists can be read */
  existingAt?: string;
  /** rate-limited: seconds until another attempt may pass */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  override name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
  }
}

export const isDomainError = (error: unknown, kind?: DomainErrorKind): error is DomainError =>
  error instanceof DomainError && (kind === undefined || error.kind === kind);

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const paymentRequired = (message: string, requiredItem: string, requiredFor: PaymentReason = 'product') =>
  new DomainError('payment-required', message, { requiredItem, requiredFor });
/** The card was declined, or the charge failed: nothing was bought. */
export const paymentFailed = (message: string) => new DomainError('payment-failed', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message = 'Not Found') => new DomainError('not-found', message);
export const conflict = (message: string, existingAt?: string) =>
  new DomainError('conflict', message, existingAt === undefined ? {} : { existingAt });
export const gone = (message: string) => new DomainError('gone', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError('rate-limited', message, { retryAfterSeconds });
/** "Too many {what}. Please try again in N seconds.", with N (at least 1) as Retry-After. */
export function tooManyAttempts(what: string, waitMs: number): DomainError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return rateLimited(`Too many ${what}. Please try again in ${seconds} seconds.`, seconds);
}
export const upstreamFailed = (message: string) => new DomainError('upstream-failed', message);
