import type { FastifyInstance } from 'fastify';

import { grantSubscriptionTerm } from '../../helper';

// Data the authorization matrix needs for the host-shell endpoints (issue 5), added for both members A and B:
// an identity alert and a report update of each type (so a leak would show), an extra active subscription A may
// cancel without losing its entitlements, and a canceled subscription whose term still runs (the one thing
// reactivation accepts, so refusing B's proves the ownership check rather than the status check).

export interface HostShellFixture {
  alertId: string;
  displays: string[];
  activeSubscriptionId: number;
  canceledSubscriptionId: number;
}

const fixtures = new WeakMap<object, HostShellFixture>();

const DAY_MS = 24 * 60 * 60 * 1000;

export async function addHostShellFixtures(
  app: FastifyInstance,
  members: Array<{ id: number; subscriptionIds: number[] }>,
): Promise<void> {
  const now = Date.now();
  const plan = await app.db
    .selectFrom('plans')
    .select('id')
    .where('code', '=', 'premium-monthly')
    .executeTakeFirstOrThrow();
  for (const member of members) {
    const tag = `matrix-${member.id}`;
    await app.notifications.addIdentityNotifications(member.id, [
      { alertId: tag, reportName: 'SSN Trace', category: 'ssn', type: 'new_name_linked', createdAt: now },
    ]);
    const displays = [`Person update for ${tag}`, `Location update for ${tag}`];
    await app.notifications.addRecordNotifications(member.id, [
      { ref: `${tag}-p`, type: 'person', display: displays[0]!, firstName: 'Ann', lastName: 'Lee', createdAt: now },
      { ref: `${tag}-l`, type: 'location', display: displays[1]!, createdAt: now },
    ]);
    const subscription = async (status: string) => {
      const id = (
        await app.db
          .insertInto('subscriptions')
          .values({
            account_id: member.id,
            plan_id: plan.id,
            status,
            reason: status === 'canceled' ? 'too_expensive' : null,
            comment: null,
            next_date: new Date(now + 20 * DAY_MS).toISOString().slice(0, 10),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await grantSubscriptionTerm(app, member.id, id);
      return id;
    };
    const activeSubscriptionId = await subscription('active');
    const canceledSubscriptionId = await subscription('canceled');
    member.subscriptionIds.push(activeSubscriptionId, canceledSubscriptionId);
    fixtures.set(member, { alertId: tag, displays, activeSubscriptionId, canceledSubscriptionId });
  }
}

export function hostShellFixture(member: object): HostShellFixture {
  const fixture = fixtures.get(member);
  if (!fixture) throw new Error('addHostShellFixtures was not run for this member');
  return fixture;
}
