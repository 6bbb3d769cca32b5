import { remoteForPath } from './remote-prefixes';

describe('remoteForPath', () => {
  it.each([
    ['/dashboard/reports', 'reports'],
    ['/dashboard/reports/123', 'reports'],
    ['/dashboard/report/email/a@b.co', 'reports'],
    ['/dashboard/create-record', 'reports'],
    ['/dashboard/search/person/', 'search'],
    ['/dashboard/guardian/online-protection/setup/idm', 'guardian'],
    ['/dashboard/online-protection/intermediary-enroll/', 'guardian'],
    ['/dashboard/personal-data-protection', 'guardian'],
    ['/dashboard/account/my-billing', 'account'],
    ['/dashboard/purchase', 'account'],
    ['/dashboard/dark-web/setup', 'monitoring'],
    ['/dashboard/family-tree', 'monitoring'],
  ])('%s belongs to %s', (pathname, remote) => {
    expect(remoteForPath(pathname)).toBe(remote);
  });

  it('leaves unknown and host paths to the host', () => {
    expect(remoteForPath('/dashboard')).toBeNull();
    expect(remoteForPath('/dashboard/nope')).toBeNull();
    expect(remoteForPath('/login')).toBeNull();
  });
});
