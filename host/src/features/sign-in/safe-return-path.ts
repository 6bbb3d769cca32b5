import { paths } from '@beacon/platform';

/** Where to go after signing in: the remembered in-app page, never another origin (no open redirect). */
export function safeReturnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return paths.dashboard;
  }
  return from.startsWith(paths.login) ? paths.dashboard : from;
}
