import type { LightMyRequestResponse } from 'fastify';

import { ENGINES, inject, json, loginTokens, MEMBERS } from '../../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../../records-helper';
import { createRecord } from '../../report-helper';

// The member's record lists (issue 7 contract; spec §2.4 "+ Add to List", "- Remove from List").

interface List {
  id: number;
  name: string;
  items: Array<{ type: string; recordId: number }>;
  created: string;
}

describe.each(ENGINES)('record lists on %s', (engine) => {
  let context: RecordsContext;
  let otherToken: string;
  let phoneId: number;
  let emailId: number;
  let otherRecordId: number;

  beforeAll(async () => {
    context = await recordsContext(engine, 200);
    otherToken = (await loginTokens(context.app, MEMBERS.guardian)).accessToken;
    phoneId = await createRecord(context, { type: 'phone', data: { phone: '5550002222' } });
    emailId = await createRecord(context, { type: 'email', data: { email: 'lists@example.invalid' } });
    otherRecordId = await createRecord(context, { type: 'phone', data: { phone: '5550003333' } }, otherToken);
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = context.token) =>
    inject(context.app, { method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const message = (response: LightMyRequestResponse) => json<{ message: string }>(response).message;

  async function newList(name: string): Promise<List> {
    const response = await call('POST', '/v1/me/lists', { name });
    expect(response.statusCode).toBe(201);
    return json<List>(response);
  }

  it('creates lists with trimmed, unique names (409 for a name in use)', async () => {
    const family = await newList('  Family ');
    expect(family).toEqual({ id: expect.any(Number), name: 'Family', items: [], created: expect.any(String) });
    const duplicate = await call('POST', '/v1/me/lists', { name: 'Family' });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate)).toEqual({ message: 'A list with this name already exists', statusCode: 409 });
    // another member may use the same name
    expect((await call('POST', '/v1/me/lists', { name: 'Family' }, otherToken)).statusCode).toBe(201);
    expect((await call('POST', '/v1/me/lists', { name: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await call('POST', '/v1/me/lists', { name: 'Ok', accountId: 3 })).statusCode).toBe(400);
  });

  it('adds and removes records; GET lists them; deleting the list keeps the records', async () => {
    const list = await newList('Work');
    const added = await call('PATCH', `/v1/me/lists/${list.id}/items`, {
      items: [
        { type: 'phone', recordId: phoneId },
        { type: 'email', recordId: String(emailId) },
      ],
    });
    expect(added.statusCode).toBe(200);
    expect(json<List>(added).items).toEqual([
      { type: 'phone', recordId: phoneId },
      { type: 'email', recordId: emailId },
    ]);
    // adding again keeps one of each, in place
    const again = await call('PATCH', `/v1/me/lists/${list.id}/items`, {
      items: [{ type: 'phone', recordId: phoneId }],
    });
    expect(json<List>(again).items).toHaveLength(2);

    const lists = json<{ items: List[] }>(await call('GET', '/v1/me/lists'));
    expect(lists.items.find((item) => item.id === list.id)!.items).toHaveLength(2);

    const removed = await call('DELETE', `/v1/me/lists/${list.id}/items/phone/${phoneId}`);
    expect(removed.statusCode).toBe(200);
    expect(json<List>(removed).items).toEqual([{ type: 'email', recordId: emailId }]);
    const missing = await call('DELETE', `/v1/me/lists/${list.id}/items/phone/${phoneId}`);
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe('The record is not in this list');
    expect(message(await call('DELETE', `/v1/me/lists/${list.id}/items/phone/${emailId}`))).toBe(
      "type does not match the record's type",
    );

    const deleted = await call('DELETE', `/v1/me/lists/${list.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call('DELETE', `/v1/me/lists/${list.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/v1/me/records/${emailId}`)).statusCode).toBe(200);
  });

  it('a deleted record leaves its lists', async () => {
    const list = await newList('Temporary');
    const spare = await createRecord(context, { type: 'phone', data: { phone: '5550004444' } });
    await call('PATCH', `/v1/me/lists/${list.id}/items`, { items: [{ type: 'phone', recordId: spare }] });
    expect((await call('DELETE', `/v1/me/records/${spare}?type=phone`)).statusCode).toBe(204);
    const lists = json<{ items: List[] }>(await call('GET', '/v1/me/lists'));
    expect(lists.items.find((item) => item.id === list.id)!.items).toEqual([]);
  });

  it("another member's list or record is a 404 and nothing changes", async () => {
    const list = await newList('Mine');
    const foreignRecord = await call('PATCH', `/v1/me/lists/${list.id}/items`, {
      items: [
        { type: 'phone', recordId: phoneId },
        { type: 'phone', recordId: otherRecordId },
      ],
    });
    expect(foreignRecord.statusCode).toBe(404);
    expect(message(foreignRecord)).toBe('Record not found');
    const lists = json<{ items: List[] }>(await call('GET', '/v1/me/lists'));
    expect(lists.items.find((item) => item.id === list.id)!.items).toEqual([]);

    const otherLists = json<{ items: List[] }>(await call('GET', '/v1/me/lists', undefined, otherToken));
    expect(otherLists.items.map((item) => item.id)).not.toContain(list.id);
    for (const response of [
      await call(
        'PATCH',
        `/v1/me/lists/${list.id}/items`,
        { items: [{ type: 'phone', recordId: otherRecordId }] },
        otherToken,
      ),
      await call('DELETE', `/v1/me/lists/${list.id}`, undefined, otherToken),
      await call('DELETE', `/v1/me/lists/${list.id}/items/phone/${phoneId}`, undefined, otherToken),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(message(response)).toBe('List not found');
    }
    expect((await call('GET', '/v1/me/lists')).body).toContain('"Mine"');
  });
});
