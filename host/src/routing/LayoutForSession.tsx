import { hasSession } from '@beacon/session';

import { AppLayout } from '../chrome/AppLayout';
import { PublicLayout } from '../chrome/PublicLayout';

/** The member's chrome with a session, the public one without: for pages anyone may reach, such as Not Found. */
export function LayoutForSession() {
  return hasSession() ? <AppLayout /> : <PublicLayout />;
}
