import { isKnownPagePath } from '@beacon/platform';

// Pages without the 340-wide sidebar (spec §2.3); Not Found is also every path that is no page.
const NO_SIDEBAR = [
  /^\/dashboard\/reports\/.+/,
  /^\/dashboard\/search\/.+/,
  /^\/dashboard\/dark-web/,
  /^\/dashboard\/not-found/,
  /^\/dashboard\/guardian\/online-protection/,
  /^\/dashboard\/purchase/,
];

export function showsSidebar(pathname: string): boolean {
  return isKnownPagePath(pathname) && !NO_SIDEBAR.some((pattern) => pattern.test(pathname));
}

/** Guardian online-protection pages hide the full footer, the navigation bar and the search. */
export function isGuardianOnlineProtection(pathname: string): boolean {
  return /^\/dashboard\/guardian\/online-protection/.test(pathname);
}
