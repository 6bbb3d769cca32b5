import type { FastifyInstance } from 'fastify';

import { inject, json } from '../../helper';

// Records the authorization matrix needs (/v1/me/records and below), created through the API for members A and B:
// a phone record of each member's own, and an e-mail record both members hold (so a 409 must name the asking
// member's copy, never the other's). No public-records data set is needed: phone and e-mail records keep just the
// value when nobody in the data holds it. A person record each (to claim) is written straight to the table, since
// its pointer would need the data set; and a spare phone record each, for the delete attempts.

export interface RecordsFixture {
  /** the member's own phone number (digits) and its record */
  phone: string;
  phoneRecordId: number;
  /** the e-mail address both members hold, and this member's record of it */
  sharedEmail: string;
  sharedEmailRecordId: number;
  /** a person record of the member's own (claimable), and its pointer */
  personRecordId: number;
  personPointer: string;
  /** a phone record the delete attempts may remove (not in recordIds: it may be gone) */
  spareRecordId: number;
  recordIds: number[];
}

export const SHARED_EMAIL = 'shared-matrix@example.invalid';

const fixtures = new WeakMap<object, RecordsFixture>();

async function createRecord(app: FastifyInstance, token: string, payload: Record<string, unknown>): Promise<number> {
  const response = await inject(app, { method: 'POST', url: '/v1/me/records', token, payload });
  if (response.statusCode !== 201) throw new Error(`record fixture: ${response.statusCode} ${response.body}`);
  return json<{ recordId: number }>(response).recordId;
}

export async function addRecordFixtures(
  app: FastifyInstance,
  members: Array<{ id: number; token: string }>,
): Promise<void> {
  for (const member of members) {
    const phone = `55500${String(member.id).padStart(5, '0')}`;
    const phoneRecordId = await createRecord(app, member.token, { type: 'phone', data: { phone } });
    const sharedEmailRecordId = await createRecord(app, member.token, { type: 'email', data: { email: SHARED_EMAIL } });
    const personPointer = `Matrix${String(member.id).padStart(5, '0')}`;
    const now = Date.now();
    const person = await app.db
      .insertInto('records')
      .values({
        account_id: member.id,
        type: 'person',
        pointer: personPointer,
        value: null,
        data: JSON.stringify({ name: { first: 'Matrix', middle: null, last: `Member${member.id}` } }),
        report_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const spareRecordId = await createRecord(app, member.token, {
      type: 'phone',
      data: { phone: `55501${String(member.id).padStart(5, '0')}` },
    });
    fixtures.set(member, {
      phone,
      phoneRecordId,
      sharedEmail: SHARED_EMAIL,
      sharedEmailRecordId,
      personRecordId: person.id,
      personPointer,
      spareRecordId,
      recordIds: [phoneRecordId, sharedEmailRecordId, person.id],
    });
  }
}

export function recordsFixture(member: object): RecordsFixture {
  const fixture = fixtures.get(member);
  if (!fixture) throw new Error('addRecordFixtures was not run for this member');
  return fixture;
}
