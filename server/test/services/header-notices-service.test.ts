import type { LightMyRequestResponse } from 'fastify';

import { ENGINES, inject, json, loginTokens, MEMBERS } from '../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../records-helper';

// The producers of the cross-sell and Guardian-retarget header notices (spec §4, issue 56 point 3), through the API:
// opening a report whose name and birth year are the member's own notes a possible own report; looking at a person
// in results and leaving notes a cross-sell intent, which opening that person's report clears.

interface Account {
  data: Record<string, unknown>;
}
interface SearchPage {
  results: Array<{ pointer: string; name: { first: string; last: string }; age: number | null }>;
}

describe.each(ENGINES)('header notice producers on %s', (engine) => {
  let context: RecordsContext;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    context = await recordsContext(engine);
    for (const [key, email] of Object.entries(MEMBERS))
      tokens[key] = (await loginTokens(context.app, email)).accessToken;
  }, 180_000);
  afterAll(async () => closeRecords(context));

  const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    inject(context.app, { method, url, token, ...(payload ? { payload } : {}) });
  const me = async (token: string) => json<Account>(await send(token, 'GET', '/v1/me')).data;
  const search = async (token: string, first: string, last: string) =>
    json<SearchPage>(await send(token, 'GET', `/v1/search/people?firstName=${first}&lastName=${last}`)).results;
  const intend = (token: string, pointer: string) => send(token, 'PUT', '/v1/me/cross-sell-intent', { pointer });
  async function open(token: string, pointer: string): Promise<{ recordId: number; reportId: string }> {
    const created = await send(token, 'POST', '/v1/me/records', { type: 'person', data: { pointer } });
    // a record the member has already: the 409 names it
    const url = created.statusCode === 409 ? String(created.headers['location']) : null;
    const record = url
      ? json<{ recordId: number; reportId: string }>(await send(token, 'GET', url))
      : json<{ recordId: number; reportId: string }>(created);
    const report: LightMyRequestResponse = await send(token, 'GET', `/v1/me/records/${record.recordId}/report`);
    expect(report.statusCode).toBe(200);
    return record;
  }

  it("notes the member's possible own report when they open the report of their name and birth year", async () => {
    const token = tokens['personReport']!;
    const [paula] = await search(token, 'Paula', 'Reyes');
    expect(paula?.name).toMatchObject({ first: 'Paula', last: 'Reyes' });
    expect(await me(token)).not.toHaveProperty('possible_customers_report');

    const record = await open(token, paula!.pointer);
    expect((await me(token))['possible_customers_report']).toEqual({
      record_id: record.recordId,
      report_id: record.reportId,
      notified: false,
    });

    // shown once: the member marks it notified, and opening it again notes nothing new
    await send(token, 'PATCH', '/v1/me', { data: { possible_customers_report: { notified: true } } });
    await open(token, paula!.pointer);
    expect((await me(token))['possible_customers_report']).toEqual({
      record_id: record.recordId,
      report_id: record.reportId,
      notified: true,
    });
  });

  it('notes nothing for a report of someone else, or once the member confirmed their own report', async () => {
    const token = tokens['guardian']!;
    const [peter] = await search(token, 'Peter', 'Lindqvist');
    await open(token, peter!.pointer);
    expect(await me(token)).not.toHaveProperty('possible_customers_report');

    const [grace] = await search(token, 'Grace', 'Okafor');
    const created = json<{ recordId: number }>(
      await send(token, 'POST', '/v1/me/records', { type: 'person', data: { pointer: grace!.pointer } }),
    );
    expect((await send(token, 'POST', `/v1/me/records/${created.recordId}/claim`, { value: 'self' })).statusCode).toBe(
      200,
    );
    await send(token, 'GET', `/v1/me/records/${created.recordId}/report`);
    expect(await me(token)).not.toHaveProperty('possible_customers_report');
  });

  it('notes a cross-sell intent naming the person looked at, from the public records and the server clock', async () => {
    const token = tokens['personReport']!;
    const [peter] = await search(token, 'Peter', 'Lindqvist');
    const before = Math.floor(Date.now() / 1000);
    const response = await intend(token, peter!.pointer);
    expect(response.statusCode).toBe(200);
    const intent = json<Account>(response).data['bg_crosssell_intent'] as Record<string, unknown>;
    expect(intent).toEqual({
      first_name: 'Peter',
      record_id: peter!.pointer,
      timestamp: expect.any(Number),
      notified: false,
    });
    expect(intent['timestamp']).toBeGreaterThanOrEqual(before);
    expect(await me(token)).toHaveProperty('bg_crosssell_intent', intent);

    // opening that person's report is what the member came for: the intent is done with
    await open(token, peter!.pointer);
    expect(await me(token)).not.toHaveProperty('bg_crosssell_intent');
    // and a person the member has a record of is no intent
    await intend(token, peter!.pointer);
    expect(await me(token)).not.toHaveProperty('bg_crosssell_intent');
  });

  it('announces an intent once: after it was marked notified, no later intent replaces it', async () => {
    const token = tokens['personReport']!;
    const [frank] = await search(token, 'Frank', 'Moreau');
    const [dana] = await search(token, 'Dana', 'Whitfield');
    await intend(token, frank!.pointer);
    const marked = await send(token, 'PATCH', '/v1/me', { data: { bg_crosssell_intent: { notified: true } } });
    expect(json<Account>(marked).data['bg_crosssell_intent']).toMatchObject({
      record_id: frank!.pointer,
      notified: true,
    });
    await intend(token, dana!.pointer);
    expect((await me(token))['bg_crosssell_intent']).toMatchObject({ first_name: 'Frank', notified: true });
  });

  it('notes none for a member the offer is not for, and refuses a pointer of no one', async () => {
    const [ivan] = await search(tokens['premium']!, 'Ivan', 'Petrov');
    // premium reports are included in this membership: nothing to offer
    expect((await intend(tokens['premium']!, ivan!.pointer)).statusCode).toBe(200);
    expect(await me(tokens['premium']!)).not.toHaveProperty('bg_crosssell_intent');
    // a lapsed member holds no person reports: unchanged, and told nothing of the pointer
    expect((await intend(tokens['lapsed']!, 'A'.repeat(20))).statusCode).toBe(200);
    expect(await me(tokens['lapsed']!)).not.toHaveProperty('bg_crosssell_intent');

    const unknown = await intend(tokens['dataMonitoring']!, 'A'.repeat(20));
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: 'Person not found', statusCode: 404 });
    const malformed = await intend(tokens['dataMonitoring']!, 'not a pointer');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).message).toBe('pointer must be the pointer of a search result');
  });
});
