import { entitledNavigationLinks, paths } from '@beacon/platform';
import type { Entitlements } from '@beacon/session';

export interface MobileLink {
  label: string;
  to: string;
}

/** The product links of the mobile menu (spec §2.3): Home, then the remotes' entries the member is entitled to. */
export function mobileLinks(entitlements: Entitlements): MobileLink[] {
  return [
    { label: 'Home', to: paths.dashboard },
    ...entitledNavigationLinks('mobile', entitlements).map(({ label, to }) => ({ label, to })),
  ];
}
