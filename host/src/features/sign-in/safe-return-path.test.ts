import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it('returns to the remembered in-app page', () => {
    expect(safeReturnPath({ from: '/dashboard/account/my-orders?x=1' })).toBe('/dashboard/account/my-orders?x=1');
  });

  it('never leaves the site and never loops back to /login', () => {
    for (const from of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/login', 42, undefined]) {
      expect(safeReturnPath({ from })).toBe('/dashboard');
    }
    expect(safeReturnPath(null)).toBe('/dashboard');
  });
});
