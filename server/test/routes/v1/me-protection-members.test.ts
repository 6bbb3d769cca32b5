import type { LightMyRequestResponse } from 'fastify';

import { GUARDIAN_REQUIRED, ONLY_CONFIRMED_REPORT } from '../../../src/services/protection-members-service';
import { ENGINES, inject, json, loginTokens, MEMBERS } from '../../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../../records-helper';

// Guardian's self member (spec §4: choosing self "may add or update a protection member"): added from the confirmed
// report, updated when the member confirms another, one per account even under concurrent confirmations, and only
// with Guardian.

interface MemberBody {
  id: number;
  firstName: string;
  lastName: string;
  isSelf: boolean;
  pointer: string | null;
  usageId: string;
  reportId: string | null;
  status: string;
}

describe.each(ENGINES)('personal data protection members on %s', (engine) => {
  let context: RecordsContext;
  let guardian: string;

  beforeAll(async () => {
    context = await recordsContext(engine);
    guardian = (await loginTokens(context.app, MEMBERS.guardian)).accessToken;
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const message = (response: LightMyRequestResponse) => json<{ message: string }>(response).message;
  const putSelf = (token: string, recordId: unknown) =>
    inject(context.app, {
      method: 'PUT',
      url: '/v1/me/personal-data-protection/members/self',
      token,
      payload: { recordId } as Record<string, unknown>,
    });
  const list = async (token: string) =>
    json<{ items: MemberBody[] }>(
      await inject(context.app, { method: 'GET', url: '/v1/me/personal-data-protection/members', token }),
    ).items;

  /** A person record of this member, confirmed as theirs when `claim` is set. */
  async function personRecord(token: string, offset: number, claim: boolean) {
    const person = await context.app.db
      .selectFrom('pr_people')
      .selectAll()
      .where('opted_out', '=', 0)
      .orderBy('id')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow();
    const { pointers } = await context.app.publicRecordsRepository.dataset(Date.now());
    const created = await inject(context.app, {
      method: 'POST',
      url: '/v1/me/records',
      token,
      payload: { type: 'person', data: { pointer: pointers.encode('person', person.id) } },
    });
    const recordId = json<{ recordId: number }>(created).recordId;
    if (claim) {
      const claimed = await inject(context.app, {
        method: 'POST',
        url: `/v1/me/records/${recordId}/claim`,
        token,
        payload: { value: 'self' },
      });
      expect(claimed.statusCode).toBe(200);
    }
    return { recordId, person, pointer: pointers.encode('person', person.id) };
  }

  it('adds the self member from the confirmed report, then updates it when another report is confirmed', async () => {
    expect(await list(guardian)).toEqual([]);
    const first = await personRecord(guardian, 3, true);
    const added = await putSelf(guardian, first.recordId);
    expect(added.statusCode).toBe(200);
    const member = json<MemberBody>(added);
    expect(member).toMatchObject({
      firstName: first.person.first_name,
      lastName: first.person.last_name,
      isSelf: true,
      pointer: first.pointer,
      reportId: String(first.recordId),
      status: 'setup_required',
    });
    expect(member.usageId).toMatch(/^guardian-/);

    const second = await personRecord(guardian, 4, true);
    const updated = json<MemberBody>(await putSelf(guardian, String(second.recordId)));
    expect(updated).toMatchObject({ id: member.id, usageId: member.usageId, reportId: String(second.recordId) });
    expect(updated.lastName).toBe(second.person.last_name);
    expect(await list(guardian)).toEqual([updated]);
  });

  it('keeps one self member when confirmations race', async () => {
    const token = (await loginTokens(context.app, MEMBERS.guardianFamily)).accessToken;
    const record = await personRecord(token, 5, true);
    const responses = await Promise.all(Array.from({ length: 4 }, () => putSelf(token, record.recordId)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await list(token)).toHaveLength(1);
  });

  it("needs Guardian (402 naming the item), the confirmed report, and the member's own record", async () => {
    const record = await personRecord(context.token, 6, true);
    const withoutGuardian = await putSelf(context.token, record.recordId);
    expect(withoutGuardian.statusCode).toBe(402);
    expect(withoutGuardian.headers['x-required-item']).toBe('guardian');
    expect(message(withoutGuardian)).toBe(GUARDIAN_REQUIRED);
    expect(await list(context.token)).toEqual([]);

    const unconfirmed = await personRecord(guardian, 7, false);
    const refused = await putSelf(guardian, unconfirmed.recordId);
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe(ONLY_CONFIRMED_REPORT);

    expect((await putSelf(guardian, record.recordId)).statusCode).toBe(404);
    expect((await putSelf(guardian, 999_999)).statusCode).toBe(404);
    const junk = await inject(context.app, {
      method: 'PUT',
      url: '/v1/me/personal-data-protection/members/self',
      token: guardian,
      payload: { recordId: 1, firstName: 'Mallory' },
    });
    expect(junk.statusCode).toBe(400);
  });
});
