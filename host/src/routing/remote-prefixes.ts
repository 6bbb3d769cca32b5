import { remotePrefixTable, type RemoteName } from '@beacon/platform';

// Which remote owns which first path segment under /dashboard (spec §2.1 and its "other links used"), derived from
// the remotes' route manifests. The host knows only this table, never a remote's internals.
export const remotePrefixes: Record<string, RemoteName> = remotePrefixTable();

export function remoteForPath(pathname: string): RemoteName | null {
  const match = /^\/dashboard\/([^/]+)/.exec(pathname);
  const segment = match?.[1];
  return segment ? (remotePrefixes[segment] ?? null) : null;
}
