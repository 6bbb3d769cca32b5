import { createStore } from 'jotai';

import { onSessionEnded, type SessionEndReason } from './auth-events';
import { sessionUserAtom } from './session-atoms';
import { connectSessionStore, endSession, resumeSession, startSession } from './session-lifecycle';
import { readTokens } from './token-storage';

/** An unsigned JWT with the claims the app reads (the client never verifies, it only decodes). */
function accessToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const PETER = accessToken({ sub: '7', firstName: 'Peter', lastName: 'Lindqvist' });

describe('session lifecycle', () => {
  let store: ReturnType<typeof createStore>;
  let ended: SessionEndReason[];
  let stopListening: () => void;

  beforeEach(() => {
    window.localStorage.clear();
    store = createStore();
    connectSessionStore(store);
    ended = [];
    stopListening = onSessionEnded((reason) => ended.push(reason));
  });
  afterEach(() => stopListening());

  it('starts a session: tokens stored, the apiV2 cookie written, the user set', () => {
    const user = startSession({ accessToken: PETER, refreshToken: 'refresh-1' });
    expect(readTokens()).toEqual({ accessToken: PETER, refreshToken: 'refresh-1' });
    expect(document.cookie).toContain(`apiV2=${encodeURIComponent(PETER)}`);
    expect(user).toEqual({ sub: '7', firstName: 'Peter', lastName: 'Lindqvist' });
    expect(store.get(sessionUserAtom)).toEqual(user);
    expect(ended).toEqual([]);
  });

  it('ends a session: tokens, cookie and user gone at once, and the reason announced', () => {
    startSession({ accessToken: PETER, refreshToken: 'refresh-1' });
    endSession('refresh-failed');
    expect(readTokens()).toBeNull();
    expect(document.cookie).not.toContain('apiV2=ey');
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(ended).toEqual(['refresh-failed']);
  });

  it('resumes the stored session when the app boots, writing the cookie again', () => {
    window.localStorage.setItem('accessToken', PETER);
    window.localStorage.setItem('refreshToken', 'refresh-1');
    document.cookie = 'apiV2=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(resumeSession()).toEqual({ sub: '7', firstName: 'Peter', lastName: 'Lindqvist' });
    expect(store.get(sessionUserAtom)?.sub).toBe('7');
    expect(document.cookie).toContain(`apiV2=${encodeURIComponent(PETER)}`);
  });

  it('resumes nobody without stored tokens', () => {
    expect(resumeSession()).toBeNull();
    expect(store.get(sessionUserAtom)).toBeNull();
  });
});
