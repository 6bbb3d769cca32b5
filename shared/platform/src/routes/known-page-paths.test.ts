import {
  isKnownPagePath,
  knownPagePatternSource,
  reportPagePatternSource,
  reportPageRecordId,
} from './known-page-paths';
import { defineRoutes } from './route-manifest';

describe('known page paths', () => {
  it("knows the host's pages and every remote route, with either trailing slash and in any case", () => {
    for (const path of [
      '/',
      '/login',
      '/logout/',
      '/terms-of-use',
      '/privacy-policy/',
      '/opt-out',
      '/opt-out/confirm',
      '/removal-results',
      '/dashboard',
      '/dashboard/',
      '/dashboard/support/faqs',
      '/dashboard/support/help/',
      '/dashboard/reports',
      '/dashboard/reports/',
      '/dashboard/Reports',
      '/dashboard/search/person/',
      '/dashboard/report/email/jane@example.com',
      '/dashboard/report/acc-1/person/rec-42/',
      '/dashboard/guardian/online-protection/setup/idm',
      '/dashboard/account/purchase-person-special-offer/acc-1/42/',
    ]) {
      expect([path, isKnownPagePath(path)]).toEqual([path, true]);
    }
  });

  it('takes a report id as its links write it: digits, or the base64 form of digits', () => {
    expect(isKnownPagePath('/dashboard/reports/42')).toBe(true);
    expect(isKnownPagePath(`/dashboard/reports/${btoa('12')}`)).toBe(true);
    expect(isKnownPagePath(`/dashboard/reports/${btoa('1234567')}/`)).toBe(true);
    // as the app links an e-mail record (its padding percent-encoded), and as the edge sees it, decoded
    expect(isKnownPagePath(`/dashboard/reports/${encodeURIComponent(btoa('12'))}`)).toBe(true);
    expect(isKnownPagePath('/dashboard/reports/MTI%3d')).toBe(true);
    for (const id of ['rec-42', '42.5', '%20', '42 ', '..']) {
      expect([id, isKnownPagePath(`/dashboard/reports/${id}`)]).toEqual([id, false]);
    }
  });

  it('does not know mistyped paths, the Not Found page itself, or paths below a page', () => {
    for (const path of [
      '/terms',
      '/dashboardx',
      '/foo/bar',
      '/login/again',
      '/dashboard/not-found',
      '/dashboard/nowhere',
      '/dashboard/reports/42/extra',
      '/dashboard/support',
      '/dashboard/search/person/x',
      '/dashboard//reports',
      '/nothing-here.js',
      '/remotes/search/1.0.0/remoteEntry.js',
    ]) {
      expect([path, isKnownPagePath(path)]).toEqual([path, false]);
    }
  });

  it("builds the pattern from the manifests' paths and parameter patterns, escaping the rest", () => {
    const manifest = defineRoutes('reports', {
      one: { path: 'a.b/:id', title: 'One', params: { id: '[0-9]+' } },
      two: { path: 'c/:name/', title: 'Two' },
    });
    const source = knownPagePatternSource([manifest]);
    expect(source).toContain('|/dashboard/a\\.b/(?:[0-9]+)|/dashboard/c/(?:[^/]+))?/?$');
    // one form for JavaScript and nginx: no braces (nginx would need quoting and reads them as blocks)
    expect(knownPagePatternSource()).not.toMatch(/[{}]/);
  });
});

describe('reportPageRecordId', () => {
  it.each([
    ['/dashboard/reports/42', '42'],
    ['/dashboard/reports/42/', '42'],
    ['/Dashboard/Reports/MTI=', 'MTI='],
    ['/dashboard/reports/abc', 'abc'],
  ])('reads the record id of the report page %s', (pathname, recordId) => {
    expect(reportPageRecordId(pathname)).toBe(recordId);
  });

  it.each(['/dashboard/reports', '/dashboard/reports/', '/dashboard/reports/rec-42', '/dashboard/reports/42/extra'])(
    'finds no record id in %s',
    (pathname) => {
      expect(reportPageRecordId(pathname)).toBeUndefined();
    },
  );

  it('names its group as asked (nginx has its own names), and every report page it matches is a page', () => {
    const pattern = new RegExp(reportPagePatternSource('beacon_record_page_id'), 'i');
    expect(pattern.exec('/dashboard/reports/MTI=')?.groups).toEqual({ beacon_record_page_id: 'MTI=' });
    for (const pathname of ['/dashboard/reports/42', '/dashboard/reports/MTI=/']) {
      expect(pattern.test(pathname) && isKnownPagePath(pathname)).toBe(true);
    }
  });
});
