import { PAYMENT_REASON_HEADER } from '@beacon/validation';

import { DomainError, type DomainErrorKind } from './domain/errors';

// Errors that become a JSON response { message, statusCode }. Anything else thrown in a handler is a 500 whose
// details stay in the log. Services raise domain errors (src/domain/errors.ts); this file is the one place that
// says what each kind is in HTTP: its status code and headers (X-Required-Item, Location, Retry-After).
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const unauthorized = (message: string) => new HttpError(401, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  'payment-required': 402,
  // not 402: the client reads a 402 as "buy the item first"; a declined card is an answer to show
  'payment-failed': 422,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'rate-limited': 429,
  'upstream-failed': 502,
};

/** The HTTP answer of a domain error. */
export function httpErrorOf(error: DomainError): HttpError {
  const headers: Record<string, string> = {};
  const { requiredItem, requiredFor, existingAt, retryAfterSeconds } = error.details;
  if (requiredItem !== undefined) headers['x-required-item'] = requiredItem;
  if (requiredFor !== undefined) headers[PAYMENT_REASON_HEADER] = requiredFor;
  if (existingAt !== undefined) headers.location = existingAt;
  if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
  return new HttpError(STATUS[error.kind], error.message, headers);
}

/** What the error handlers answer with: domain errors in their HTTP form, anything else as it is. */
export function asHttpError<E>(error: E | DomainError): E | HttpError {
  return error instanceof DomainError ? httpErrorOf(error) : error;
}
