import { clearTokens, hasSession, mirrorAccessTokenCookie, readTokens, writeTokens } from './token-storage';

describe('token storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('counts as signed in only when both tokens exist', () => {
    expect(hasSession()).toBe(false);
    window.localStorage.setItem('accessToken', 'a');
    expect(hasSession()).toBe(false);
    window.localStorage.setItem('refreshToken', 'r');
    expect(hasSession()).toBe(true);
  });

  it('mirrors the access token to the apiV2 cookie and clears both', () => {
    writeTokens({ accessToken: 'abc', refreshToken: 'def' });
    expect(readTokens()).toEqual({ accessToken: 'abc', refreshToken: 'def' });
    expect(document.cookie).toContain('apiV2=abc');
    clearTokens();
    expect(readTokens()).toBeNull();
    expect(document.cookie).not.toContain('apiV2=abc');
  });

  it('is not Secure on a plain-http page, where a Secure cookie could not be set', () => {
    const setter = jest.spyOn(Document.prototype, 'cookie', 'set');
    writeTokens({ accessToken: 'plain', refreshToken: 'r' });
    expect(setter).toHaveBeenCalledWith('apiV2=plain; path=/; SameSite=Lax');
    setter.mockRestore();
    expect(document.cookie).toContain('apiV2=plain');
  });

  it('writes the stored access token to the cookie again when the app boots', () => {
    clearTokens();
    window.localStorage.setItem('accessToken', 'stored');
    window.localStorage.setItem('refreshToken', 'r');
    expect(document.cookie).not.toContain('apiV2=stored');
    mirrorAccessTokenCookie();
    expect(document.cookie).toContain('apiV2=stored');
  });
});
