import type { APIRequestContext } from '@playwright/test';

import { APP_HEADERS, type Tokens } from '../../support/sign-in';

const PERSON = { firstName: 'Peter', lastName: 'Lindqvist' };

/**
 * The id of a person record of the member (a report to audit): an existing one, or the report of the search's first
 * result for Peter Lindqvist, made the way the app makes it (POST /v1/me/records).
 */
export async function personRecordOf(api: APIRequestContext, tokens: Tokens): Promise<number> {
  const headers = { ...APP_HEADERS, Authorization: `Bearer ${tokens.accessToken}` };
  const list = (await (await api.get('/v1/me/records', { headers })).json()) as {
    items?: { recordId: number; type: string; isArchived: boolean }[];
  };
  const existing = list.items?.find((record) => record.type === 'person' && !record.isArchived);
  if (existing) return existing.recordId;
  const search = await api.get(`/v1/search/people?${new URLSearchParams(PERSON).toString()}`, { headers });
  const pointer = ((await search.json()) as { results?: { pointer: string }[] }).results?.[0]?.pointer;
  if (!pointer) throw new Error('The search found no Peter Lindqvist to make a report of');
  const created = await api.post('/v1/me/records', { headers, data: { type: 'person', data: { pointer } } });
  if (!created.ok()) throw new Error(`POST /v1/me/records answered ${created.status()}: ${await created.text()}`);
  const body = (await created.json()) as { recordId?: number; id?: unknown };
  if (typeof body.recordId !== 'number') throw new Error(`POST /v1/me/records answered ${JSON.stringify(body)}`);
  return body.recordId;
}
