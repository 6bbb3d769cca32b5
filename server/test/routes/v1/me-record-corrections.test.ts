import type { LightMyRequestResponse } from 'fastify';

import { ENGINES, inject, json, loginTokens, MEMBERS } from '../../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../../records-helper';
import { createRecord, peopleWith, pointerOf } from '../../report-helper';

// Corrections (PUT .../corrections/{itemId}, PATCH .../corrections) with their audit trail, and section ratings
// (PUT .../ratings/{section}); issue 7 contract, spec §4 "restoring corrections sets each item's active flag to
// false before the patch".

interface Correction {
  section: string;
  value: string;
  active: boolean;
  updated: string;
}

describe.each(ENGINES)('record corrections and ratings on %s', (engine) => {
  let context: RecordsContext;
  let otherToken: string;
  let accountId: number;
  let personId: number;
  let phoneId: number;

  beforeAll(async () => {
    context = await recordsContext(engine, 300);
    otherToken = (await loginTokens(context.app, MEMBERS.guardian)).accessToken;
    accountId = (await context.app.accounts.findByEmail(MEMBERS.premium))!.id;
    const [row] = await peopleWith(context.app, 0);
    personId = await createRecord(context, {
      type: 'person',
      data: { pointer: await pointerOf(context.app, 'person', row!.id) },
    });
    phoneId = await createRecord(context, { type: 'phone', data: { phone: '5550001111' } });
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const put = (url: string, payload: unknown, token = context.token) =>
    inject(context.app, { method: 'PUT', url, token, payload: payload as Record<string, unknown> });
  const patch = (url: string, payload: unknown, token = context.token) =>
    inject(context.app, { method: 'PATCH', url, token, payload: payload as Record<string, unknown> });
  const message = (response: LightMyRequestResponse) => json<{ message: string }>(response).message;
  const events = (recordId: number) =>
    context.app.db
      .selectFrom('record_correction_events')
      .selectAll()
      .where('record_id', '=', recordId)
      .orderBy('id')
      .execute();

  it('PUT stores a correction, shows it in the report, and audits every change', async () => {
    const url = `/v1/me/records/${personId}/corrections/contact.phones.0`;
    const first = await put(url, { value: '(612) 555-0100', active: true });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({
      itemId: 'contact.phones.0',
      section: 'contact',
      value: '(612) 555-0100',
      active: true,
      updated: expect.any(String),
    });
    const second = await put(url, { value: '(612) 555-0199' });
    expect(json(second)).toMatchObject({ value: '(612) 555-0199', active: true });
    // the same value again changes nothing and is not audited
    await put(url, { value: '(612) 555-0199', active: true });

    const report = json<{ corrections: Record<string, Correction> }>(
      await inject(context.app, { method: 'GET', url: `/v1/me/records/${personId}/report`, token: context.token }),
    );
    expect(report.corrections['contact.phones.0']).toMatchObject({ section: 'contact', value: '(612) 555-0199' });

    const trail = await events(personId);
    expect(trail.map((event) => [event.account_id, event.item_id, event.before, event.after])).toEqual([
      [accountId, 'contact.phones.0', null, JSON.stringify({ value: '(612) 555-0100', active: true })],
      [
        accountId,
        'contact.phones.0',
        JSON.stringify({ value: '(612) 555-0100', active: true }),
        JSON.stringify({ value: '(612) 555-0199', active: true }),
      ],
    ]);
    expect(Number(trail[1]!.created_at)).toBeGreaterThanOrEqual(Number(trail[0]!.created_at));
  });

  it('PATCH restores (active false) and changes several items at once, all or nothing', async () => {
    await put(`/v1/me/records/${personId}/corrections/personal.names.0`, { value: 'Ann Lee' });
    const before = (await events(personId)).length;
    const restored = await patch(`/v1/me/records/${personId}/corrections`, {
      items: {
        'personal.names.0': { active: false },
        'locations.locations.1': { active: true, value: '1 Main St, Austin, TX' },
        // restoring an item that was never corrected is a no-op
        'social.social.0': { active: false },
      },
    });
    expect(restored.statusCode).toBe(200);
    const body = json<{ corrections: Record<string, Correction> }>(restored);
    expect(body.corrections['personal.names.0']).toMatchObject({ value: 'Ann Lee', active: false });
    expect(body.corrections['locations.locations.1']).toMatchObject({ section: 'locations', active: true });
    // item ids contain dots, so compare keys rather than property paths
    expect(Object.keys(body.corrections).sort()).toEqual([
      'contact.phones.0',
      'locations.locations.1',
      'personal.names.0',
    ]);
    expect((await events(personId)).length).toBe(before + 2);

    // a new item without a value refuses the whole patch
    const refused = await patch(`/v1/me/records/${personId}/corrections`, {
      items: { 'personal.names.0': { active: true }, 'personal.jobs.0': { active: true } },
    });
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe('personal.jobs.0: value is required for a new correction');
    const after = json<{ corrections: Record<string, Correction> }>(
      await inject(context.app, { method: 'GET', url: `/v1/me/records/${personId}/report`, token: context.token }),
    );
    expect(after.corrections['personal.names.0']!.active).toBe(false);
  });

  it('item ids must name a section of the record type and a field it reads', async () => {
    const wrongSection = await put(`/v1/me/records/${phoneId}/corrections/criminal.criminal_records.0`, { value: 'x' });
    expect(wrongSection.statusCode).toBe(400);
    expect(message(wrongSection)).toBe('criminal.criminal_records.0: a phone report has no section "criminal"');
    const wrongField = await put(`/v1/me/records/${personId}/corrections/contact.names.0`, { value: 'x' });
    expect(message(wrongField)).toBe('contact.names.0: the contact section has no field "names"');
    const malformed = await put(`/v1/me/records/${personId}/corrections/contact.phones`, { value: 'x' });
    expect(malformed.statusCode).toBe(400);
    const unknownField = await put(`/v1/me/records/${personId}/corrections/contact.phones.0`, {
      value: 'x',
      accountId: 1,
    });
    expect(message(unknownField)).toBe('Unknown field(s) in the request body: accountId');
  });

  it("another member's record is a 404, and nothing is stored or audited", async () => {
    const before = (await events(personId)).length;
    for (const response of [
      await put(`/v1/me/records/${personId}/corrections/contact.phones.0`, { value: 'hijack' }, otherToken),
      await patch(
        `/v1/me/records/${personId}/corrections`,
        { items: { 'contact.phones.0': { active: false } } },
        otherToken,
      ),
      await put(`/v1/me/records/${personId}/ratings/contact`, { rating: 1 }, otherToken),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ message: 'Record not found', statusCode: 404 });
    }
    expect((await events(personId)).length).toBe(before);
  });

  it('ratings: 1 to 5 per section of the record type; a later one replaces the earlier', async () => {
    const first = await put(`/v1/me/records/${personId}/ratings/criminal`, { rating: 2 });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ section: 'criminal', rating: 2 });
    await put(`/v1/me/records/${personId}/ratings/criminal`, { rating: 5 });
    await put(`/v1/me/records/${personId}/ratings/timeline`, { rating: 4 });
    const report = json<{ ratings: Record<string, number> }>(
      await inject(context.app, { method: 'GET', url: `/v1/me/records/${personId}/report`, token: context.token }),
    );
    expect(report.ratings).toEqual({ criminal: 5, timeline: 4 });

    const notOfPhone = await put(`/v1/me/records/${phoneId}/ratings/timeline`, { rating: 3 });
    expect(notOfPhone.statusCode).toBe(400);
    expect(message(notOfPhone)).toBe('A phone report has no section "timeline"');
    expect((await put(`/v1/me/records/${personId}/ratings/gossip`, { rating: 3 })).statusCode).toBe(400);
    expect((await put(`/v1/me/records/${personId}/ratings/contact`, { rating: 6 })).statusCode).toBe(400);
  });
});
