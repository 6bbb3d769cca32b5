import type { FastifyInstance } from 'fastify';

import { grantSubscriptionTerm, inject, json } from '../../helper';
import { recordsFixture } from './records-fixtures';

// What the authorization matrix needs for the record-report endpoints (issue 7), for members A and B: data
// monitoring (an extra active subscription, so the monitored-record calls get past the 402), a correction, a
// rating and a finished PDF of the member's phone record, two lists (one with the phone record in it, one spare to
// delete) and a monitored person and location record each. A small public-records data set gives a pointer that
// resolves (`personPointer`, `placePointer`) for the create attempts.

export interface ReportFixture {
  listId: number;
  spareListId: number;
  monitoredPersonId: number;
  monitoredLocationId: number;
  personPointer: string;
  placePointer: string;
}

const fixtures = new WeakMap<object, ReportFixture>();

async function ok(response: { statusCode: number; body: string }, what: string): Promise<void> {
  if (response.statusCode >= 300) throw new Error(`report fixture ${what}: ${response.statusCode} ${response.body}`);
}

export async function addReportFixtures(
  app: FastifyInstance,
  members: Array<{ id: number; token: string; subscriptionIds: number[] }>,
): Promise<void> {
  const now = Date.now();
  const plan = await app.db
    .selectFrom('plans')
    .select('id')
    .where('code', '=', 'data-monitoring-monthly')
    .executeTakeFirstOrThrow();
  const { pointers } = await app.publicRecordsRepository.dataset(now);
  const person = await app.db
    .selectFrom('pr_people')
    .select(['id', 'place_id'])
    .where('opted_out', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  for (const member of members) {
    const subscription = await app.db
      .insertInto('subscriptions')
      .values({
        account_id: member.id,
        plan_id: plan.id,
        status: 'active',
        reason: null,
        comment: null,
        next_date: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantSubscriptionTerm(app, member.id, subscription.id);
    member.subscriptionIds.push(subscription.id);

    const { phoneRecordId } = recordsFixture(member);
    const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
      inject(app, { method, url, token: member.token, ...(payload ? { payload } : {}) });
    await ok(
      await call('PUT', `/v1/me/records/${phoneRecordId}/corrections/contact.phones.0`, { value: `m${member.id}` }),
      'correction',
    );
    await ok(await call('PUT', `/v1/me/records/${phoneRecordId}/ratings/contact`, { rating: 3 }), 'rating');
    await ok(await call('POST', `/v1/me/records/${phoneRecordId}/pdf`), 'pdf');
    const list = await call('POST', '/v1/me/lists', { name: `Matrix ${member.id}` });
    await ok(list, 'list');
    const listId = json<{ id: number }>(list).id;
    await ok(
      await call('PATCH', `/v1/me/lists/${listId}/items`, { items: [{ type: 'phone', recordId: phoneRecordId }] }),
      'list items',
    );
    const spare = await call('POST', '/v1/me/lists', { name: `Spare ${member.id}` });
    await ok(spare, 'spare list');
    const monitored = async (kind: 'person' | 'location') =>
      (
        await app.db
          .insertInto(kind === 'person' ? 'monitored_person_records' : 'monitored_location_records')
          .values({
            account_id: member.id,
            pointer: `Watch${kind === 'person' ? 'P' : 'L'}${String(member.id).padStart(5, '0')}`,
            usage_id: `usage-${member.id}`,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    fixtures.set(member, {
      listId,
      spareListId: json<{ id: number }>(spare).id,
      monitoredPersonId: await monitored('person'),
      monitoredLocationId: await monitored('location'),
      personPointer: pointers.encode('person', person.id),
      placePointer: pointers.encode('location', person.place_id),
    });
  }
  await app.jobs.drain('render-pdf');
}

export function reportFixture(member: object): ReportFixture {
  const fixture = fixtures.get(member);
  if (!fixture) throw new Error('addReportFixtures was not run for this member');
  return fixture;
}
