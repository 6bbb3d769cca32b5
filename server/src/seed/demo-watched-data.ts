import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { DEMO_PROFILES } from '../domain/demo-profiles';
import type { IdentityMonitoringService } from '../services/identity-monitoring-service';

// The demo's dark web alerts are produced, never inserted (issue 58 point 2): each demo member whose plan monitors
// the dark web watches their own e-mail, added through the identity monitoring service as the member would add it.
// The check-breaches job then asks the breach feed (the Have I Been Pwned stand-in under `pnpm start`), and whatever
// it answers raises the alerts. A member who stopped watching everything gets their e-mail back on the next start, as
// the demo's sample content.

export const DEMO_WATCHED_PLANS: readonly string[] = ['dark-web-monthly', 'identity-monthly'];

/** Watches the e-mail of every demo member on a dark web or identity plan who watches nothing; how many were added. */
export async function seedDemoWatchedData(
  db: Kysely<Database>,
  monitoring: IdentityMonitoringService,
): Promise<number> {
  let added = 0;
  for (const profile of DEMO_PROFILES.filter((entry) => DEMO_WATCHED_PLANS.includes(entry.plan))) {
    const account = await db.selectFrom('accounts').select('id').where('email', '=', profile.email).executeTakeFirst();
    if (!account) continue;
    const { items, limit } = await monitoring.list(account.id);
    const self = items.find((member) => member.is_self === 1);
    if (limit === 0 || !self || self.monitored > 0) continue;
    await monitoring.addItems(account.id, self.id, { data: { emails: [profile.email] } });
    added += 1;
  }
  return added;
}
