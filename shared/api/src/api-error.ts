import { maskSecrets } from './mask-secrets';

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occured';

/** The error every call rejects with (spec §8): status, path, response headers and the body with passwords masked. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  readonly requestPath: string;
  readonly headers: Record<string, string>;
  readonly requestData: unknown;

  constructor(init: {
    message?: string;
    statusCode: number;
    requestPath: string;
    headers?: Headers;
    requestData?: unknown;
  }) {
    super(init.message || UNKNOWN_ERROR_MESSAGE);
    this.statusCode = init.statusCode;
    this.requestPath = init.requestPath;
    this.requestData = maskSecrets(init.requestData);
    this.headers = {};
    init.headers?.forEach((value, key) => {
      this.headers[key] = value;
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
