export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occured';

/** The error every call rejects with (spec §8): status, path and response headers, never the request body. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  readonly requestPath: string;
  readonly headers: Record<string, string>;

  constructor(init: { message?: string; statusCode: number; requestPath: string; headers?: Headers }) {
    super(init.message || UNKNOWN_ERROR_MESSAGE);
    this.statusCode = init.statusCode;
    this.requestPath = init.requestPath;
    this.headers = {};
    init.headers?.forEach((value, key) => {
      this.headers[key] = value;
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
