// Spec §2.3 texts of the error screens.
export const GLOBAL_ERROR_TEXT = 'Oops, an unexpected error occured. Please click here to refresh the page.';
export const ROUTE_ERROR_TITLE = 'Oops! Something went wrong. :-(';
export const ROUTE_ERROR_RELOAD = 'Click here to reload the page and try again.';
export const ROUTE_ERROR_GO_BACK = '< Go back to previous page';
export const LOADING_CHUNK_FAILED = 'Loading chunk failed';

const REQUEST_ERROR_NAMES = new Set(['ApiError', 'ChunkLoadError', 'ChunkLoadTimeoutError', 'RemoteLoadError']);

/** Whether an error came from a request (a call, a chunk, a remote's manifest), so reloading may fix it. */
export function isRequestError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (REQUEST_ERROR_NAMES.has(error.name)) return true;
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') return true;
  return (error as { fromRequest?: unknown }).fromRequest === true;
}

export function isChunkTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadTimeoutError';
}
