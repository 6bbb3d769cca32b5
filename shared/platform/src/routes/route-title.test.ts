import { guardianRoutes } from './guardian-routes';
import { monitoringRoutes } from './monitoring-routes';
import { navigationLinks } from './remote-routes';
import { linkTitleState, routeTitle, titlesOf } from './route-title';

const dashboard = monitoringRoutes.routes.darkWebMonitoringDashboard;

describe('routeTitle (a page is titled with the link that opened it)', () => {
  it('titles the identity monitoring dashboard after the top bar link, or the mobile link that opened it', () => {
    expect(routeTitle(dashboard, null)).toBe('Identity Monitoring');
    expect(routeTitle(dashboard, linkTitleState('Identity Monitoring'))).toBe('Identity Monitoring');
    expect(routeTitle(dashboard, linkTitleState('Identity Protection'))).toBe('Identity Protection');
  });

  it("takes the top bar's longer Guardian Personal Data Protection, and Guardian on the member's own report", () => {
    const protection = guardianRoutes.routes.personalDataProtection;
    expect(routeTitle(protection, undefined)).toBe('Personal Data Protection');
    expect(routeTitle(protection, linkTitleState('Guardian Personal Data Protection'))).toBe(
      'Guardian Personal Data Protection',
    );
    expect(routeTitle(guardianRoutes.routes.guardianSetup, linkTitleState('Guardian'))).toBe('Guardian');
    expect(routeTitle(guardianRoutes.routes.guardianReport, linkTitleState('Guardian'))).toBe('Guardian');
  });

  it("ignores words that are not one of the route's links, and state of another shape", () => {
    expect(routeTitle(dashboard, linkTitleState('Family Tree'))).toBe('Identity Monitoring');
    expect(routeTitle(dashboard, { linkTitle: 42 })).toBe('Identity Monitoring');
    expect(routeTitle(dashboard, 'Identity Protection')).toBe('Identity Monitoring');
  });

  it('every navigation link of every remote names a title its page can take', () => {
    for (const menu of ['top', 'mobile'] as const) {
      expect(navigationLinks(menu).length).toBeGreaterThan(5);
      for (const link of navigationLinks(menu)) {
        expect(titlesOf(link.route)).toContain(link.label);
        expect(routeTitle(link.route, linkTitleState(link.label))).toBe(link.label);
      }
    }
  });
});
