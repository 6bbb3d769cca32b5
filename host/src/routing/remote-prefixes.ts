import type { RemoteName } from '@beacon/platform';

// Which remote owns which first path segment under /dashboard (spec §2.1 and its "other links used").
// The host knows only this table, never a remote's internals.
export const remotePrefixes: Record<string, RemoteName> = {
  search: 'search',
  reports: 'reports',
  report: 'reports',
  'create-record': 'reports',
  'personal-data-protection': 'guardian',
  guardian: 'guardian',
  'online-protection': 'guardian',
  account: 'account',
  purchase: 'account',
  'dark-web': 'monitoring',
  'dark-web-monitoring': 'monitoring',
  'sex-offender-monitoring': 'monitoring',
  'data-monitoring': 'monitoring',
  'family-tree': 'monitoring',
};

export function remoteForPath(pathname: string): RemoteName | null {
  const match = /^\/dashboard\/([^/]+)/.exec(pathname);
  const segment = match?.[1];
  return segment ? (remotePrefixes[segment] ?? null) : null;
}
