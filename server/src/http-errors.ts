// Errors that become a JSON response { message, statusCode }. Anything else thrown in a handler is a 500 whose
// details stay in the log.
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
