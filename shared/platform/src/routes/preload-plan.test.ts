import { matchRemoteRoute, matchRoutePath, preloadPlan } from './preload-plan';

describe('preload plan', () => {
  it('matches manifest paths with parameters and either trailing slash', () => {
    expect(matchRoutePath('reports/:recordId', 'reports/12')).toEqual({ recordId: '12' });
    expect(matchRoutePath('report/email/:email', 'report/email/jane%40example.com')).toEqual({
      email: 'jane@example.com',
    });
    expect(matchRoutePath('report/location/', 'report/location')).toEqual({});
    expect(matchRoutePath('reports/:recordId', 'reports')).toBeNull();
    expect(matchRoutePath('reports', 'reports/12')).toBeNull();
  });

  it('finds the remote route of a /dashboard path', () => {
    expect(matchRemoteRoute('/dashboard/reports')).toEqual({ remote: 'reports', key: 'recordsList', params: {} });
    expect(matchRemoteRoute('/dashboard/reports/41')).toEqual({
      remote: 'reports',
      key: 'recordReport',
      params: { recordId: '41' },
    });
    expect(matchRemoteRoute('/dashboard/search/person')).toEqual({ remote: 'search', key: 'personSearch', params: {} });
    expect(matchRemoteRoute('/dashboard/nowhere')).toBeNull();
    expect(matchRemoteRoute('/login')).toBeNull();
  });

  it("plans a remote route's entry, routes module and screen after the host's startup chunks", () => {
    expect(preloadPlan('/dashboard/reports/41')).toEqual({
      host: ['framework', 'platform'],
      remotes: [{ remote: 'reports', groups: ['__federation_expose_routes', 'screen-recordReport'] }],
    });
  });

  it("plans the home page with the search remote's panel, and the sign-in page with its form", () => {
    expect(preloadPlan('/dashboard/')).toEqual({
      host: ['framework', 'platform', 'forms', 'page-dashboard-home'],
      remotes: [{ remote: 'search', groups: ['__federation_expose_SearchPanel'] }],
    });
    expect(preloadPlan('/login')).toEqual({ host: ['framework', 'platform', 'forms', 'page-login'], remotes: [] });
    expect(preloadPlan('/terms-of-use')).toEqual({ host: ['framework', 'platform'], remotes: [] });
  });

  it("plans only the Not Found page for a path that is no page, even under a remote's prefix", () => {
    for (const path of ['/foo/bar', '/dashboard/not-found', '/dashboard/reports/rec-42', '/dashboard/reports/42/x']) {
      expect(preloadPlan(path)).toEqual({ host: ['framework', 'platform', 'page-not-found'], remotes: [] });
    }
  });
});
