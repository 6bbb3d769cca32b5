import { isGuardianOnlineProtection, showsSidebar } from './layout-rules';

describe('layout rules', () => {
  it('hides the sidebar on reports/*, search/*, dark web, not found, guardian online protection and purchase', () => {
    for (const path of [
      '/dashboard/reports/42',
      '/dashboard/search/person/',
      '/dashboard/dark-web/setup',
      '/dashboard/not-found',
      '/dashboard/guardian/online-protection/setup',
      '/dashboard/purchase',
    ]) {
      expect(showsSidebar(path)).toBe(false);
    }
    // every path that is no page shows Not Found, without the sidebar too
    for (const path of ['/foo/bar', '/dashboardx', '/dashboard/nowhere', '/dashboard/reports/42/extra']) {
      expect(showsSidebar(path)).toBe(false);
    }
    expect(showsSidebar('/dashboard')).toBe(true);
    expect(showsSidebar('/dashboard/reports')).toBe(true);
    expect(showsSidebar('/dashboard/account/my-profile')).toBe(true);
  });

  it('recognises Guardian online-protection pages', () => {
    expect(isGuardianOnlineProtection('/dashboard/guardian/online-protection/setup/idm')).toBe(true);
    expect(isGuardianOnlineProtection('/dashboard/personal-data-protection')).toBe(false);
  });
});
