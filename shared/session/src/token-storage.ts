import { ACCESS_TOKEN_COOKIE } from '@beacon/validation';

// Tokens live in local storage (spec §3); the access token is mirrored to the `apiV2` cookie for the PDF service.
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export { ACCESS_TOKEN_COOKIE };

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export function readTokens(storage: Storage = window.localStorage): Tokens | null {
  const accessToken = storage.getItem(ACCESS_TOKEN_KEY);
  const refreshToken = storage.getItem(REFRESH_TOKEN_KEY);
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

export function writeTokens(tokens: Tokens, storage: Storage = window.localStorage): void {
  storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  writeAccessTokenCookie(tokens.accessToken);
}

/** Over HTTPS the cookie is `Secure`, so the browser never sends the access token over plain HTTP (a downgraded or
 * mixed-content request); plain http (local development) cannot set a Secure cookie, so it goes without. */
function cookieAttributes(): string {
  return window.location.protocol === 'https:' ? 'path=/; SameSite=Lax; Secure' : 'path=/; SameSite=Lax';
}

function writeAccessTokenCookie(accessToken: string): void {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(accessToken)}; ${cookieAttributes()}`;
}

/**
 * Writes the stored access token to the cookie again: a session cookie ends with the browser, local storage does
 * not, and the PDF links rely on the cookie. Called when the app boots.
 */
export function mirrorAccessTokenCookie(storage: Storage = window.localStorage): void {
  const tokens = readTokens(storage);
  if (tokens) writeAccessTokenCookie(tokens.accessToken);
}

export function clearTokens(storage: Storage = window.localStorage): void {
  storage.removeItem(ACCESS_TOKEN_KEY);
  storage.removeItem(REFRESH_TOKEN_KEY);
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; ${cookieAttributes()}`;
}

/** Signed in means both tokens exist (spec §2.1, §6). */
export function hasSession(storage: Storage = window.localStorage): boolean {
  return readTokens(storage) !== null;
}
