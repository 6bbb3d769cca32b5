import type { createStore } from 'jotai';

import { announceSessionEnded, type SessionEndReason } from './auth-events';
import { sessionUserAtom } from './session-atoms';
import { decodeSessionUser, type SessionUser } from './session-user';
import { clearTokens, mirrorAccessTokenCookie, readTokens, writeTokens, type Tokens } from './token-storage';

// The one place a session begins and ends. Tokens (local storage), the `apiV2` cookie and the signed-in user (the
// host's jotai store) always change together: sign-in and a token refresh start a session, bootstrap resumes the
// stored one, sign-out and a refused refresh or a 403 end it and announce why, so the host can leave the page.

type Store = ReturnType<typeof createStore>;

let connectedStore: Store | null = null;

/** The host's one jotai store, where the signed-in user lives. Bootstrap connects it before anything renders. */
export function connectSessionStore(store: Store): void {
  connectedStore = store;
}

/** Signs the member in with fresh tokens (a login, or a refresh that rotated them). */
export function startSession(tokens: Tokens): SessionUser | null {
  writeTokens(tokens);
  const user = decodeSessionUser(tokens.accessToken);
  connectedStore?.set(sessionUserAtom, user);
  return user;
}

/**
 * Picks up the session local storage kept across page loads; the cookie is written again, as a session cookie ends
 * with the browser and the PDF links rely on it.
 */
export function resumeSession(): SessionUser | null {
  mirrorAccessTokenCookie();
  const user = decodeSessionUser(readTokens()?.accessToken);
  connectedStore?.set(sessionUserAtom, user);
  return user;
}

/** Signs the member out here: tokens, cookie and user go at once, then the end is announced with its reason. */
export function endSession(reason: SessionEndReason): void {
  clearTokens();
  connectedStore?.set(sessionUserAtom, null);
  announceSessionEnded(reason);
}
