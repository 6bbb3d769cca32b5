import type { FastifyInstance } from 'fastify';

import { inject, json } from './helper';

// What Guardian's setup does for a member who protects themselves, through the API: a person of the data set becomes
// a record of theirs, claimed as their own, the self protection member is made from it and Guardian is enrolled (its
// first scan is queued: the caller runs the job when it wants).

export const PROTECTION_MEMBERS_URL = '/v1/me/personal-data-protection/members';

/** The id of the self protection member the member with `token` now has, protected from the person `personId`. */
export async function protectSelfAs(app: FastifyInstance, token: string, personId: number): Promise<number> {
  const { pointers } = await app.publicRecordsRepository.dataset(app.clock());
  const created = await inject(app, {
    method: 'POST',
    url: '/v1/me/records',
    token,
    payload: { type: 'person', data: { pointer: pointers.encode('person', personId) } },
  });
  const recordId = json<{ recordId: number }>(created).recordId;
  const claimed = await inject(app, {
    method: 'POST',
    url: `/v1/me/records/${recordId}/claim`,
    token,
    payload: { value: 'self' },
  });
  if (claimed.statusCode >= 300) throw new Error(`claim: ${claimed.statusCode} ${claimed.body}`);
  const put = await inject(app, { method: 'PUT', url: `${PROTECTION_MEMBERS_URL}/self`, token, payload: { recordId } });
  const memberId = json<{ id: number }>(put).id;
  const enrolled = await inject(app, {
    method: 'POST',
    url: '/v1/me/personal-data-protection/enroll',
    token,
    payload: {},
  });
  if (enrolled.statusCode !== 200) throw new Error(`enroll: ${enrolled.statusCode} ${enrolled.body}`);
  return memberId;
}
