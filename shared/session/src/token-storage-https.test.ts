/**
 * @jest-environment-options {"url": "https://beacon.test/dashboard"}
 */
import { clearTokens, mirrorAccessTokenCookie, writeTokens } from './token-storage';

// The page is served over HTTPS here; document.cookie's getter hides attributes, so the writes are read at the
// setter.
describe('the apiV2 cookie over HTTPS', () => {
  let written: string[];
  let setter: jest.SpyInstance;

  beforeEach(() => {
    window.localStorage.clear();
    written = [];
    setter = jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
  });
  afterEach(() => setter.mockRestore());

  it('is Secure, SameSite=Lax and on path / when written, mirrored at boot and cleared', () => {
    writeTokens({ accessToken: 'abc', refreshToken: 'def' });
    mirrorAccessTokenCookie();
    clearTokens();
    expect(written).toHaveLength(3);
    for (const cookie of written) {
      expect(cookie.split('; ')).toEqual(expect.arrayContaining(['path=/', 'SameSite=Lax', 'Secure']));
    }
    expect(written[0]).toMatch(/^apiV2=abc;/);
    expect(written[2]).toMatch(/^apiV2=; expires=Thu, 01 Jan 1970/);
  });
});
