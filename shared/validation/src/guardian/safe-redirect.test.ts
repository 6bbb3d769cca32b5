import { guardianEnrollSchema } from './guardian-schemas';
import { isSafeDashboardRedirect } from './safe-redirect';

// The intermediary-enroll page goes on to `redirecturl` only when it is a /dashboard/ path of this site.

describe('isSafeDashboardRedirect', () => {
  it.each([
    '/dashboard/guardian/report/12/person/34',
    '/dashboard/',
    '/dashboard/search/person/?first=Ann&last=Lee',
    '/dashboard/reports#top',
  ])('accepts %s', (path) => {
    expect(isSafeDashboardRedirect(path)).toBe(true);
  });

  it.each([
    '//evil.example',
    '//evil.example/dashboard/',
    'https://evil.example/dashboard/',
    '/\\evil.example',
    '/dashboard/\\evil',
    '/dashboard//evil.example',
    '/dashboard/%2F%2Fevil.example',
    '/dashboard/%5Cevil',
    '/dashboard/../login',
    '/dashboard/%2e%2e/login',
    '/dashboard/\tx',
    'javascript:alert(1)',
    '/dashboard',
    '/login',
    '',
    'dashboard/',
  ])('refuses %s', (path) => {
    expect(isSafeDashboardRedirect(path)).toBe(false);
  });

  it('is the rule of the enrolment payload, with its message', async () => {
    await expect(guardianEnrollSchema.validate({ redirectUrl: '//evil' })).rejects.toThrow(
      'redirectUrl must be a /dashboard/ path on this site',
    );
    await expect(guardianEnrollSchema.validate({})).resolves.toEqual({});
  });
});
