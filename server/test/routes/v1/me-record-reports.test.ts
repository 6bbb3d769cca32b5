import { PERSON_FIELDS, REPORT_SECTIONS } from '@beacon/validation';
import { PERSON_REPORT_REQUIRED, PREMIUM_REQUIRED } from '../../../src/services/entitlements';
import type { LightMyRequestResponse } from 'fastify';

import { ENGINES, inject, json, loginTokens, MEMBERS } from '../../helper';
import { closeRecords, fullRecord, getJson, recordsContext, type RecordsContext } from '../../records-helper';
import {
  createRecord,
  FLAGS,
  memberWithoutProducts,
  peopleWith,
  pointerOf,
  recordSavedBefore,
} from '../../report-helper';

// GET /me/records/{id}/report, /stats and /{reportId}/layout (issue 7 contract; spec §2.4 sections, §8 402/404/410).
// The report's person and location parts must be exactly what GET /people/{pointer} and GET /locations/{pointer}
// serve, less the premium sections of a record that is not premium.

interface Report {
  recordId: number;
  type: string;
  pointer: string | null;
  generated: string;
  locked: Array<{ section: string; requiredItem: string }>;
  person?: Record<string, unknown> | null;
  timeline?: Array<{
    date: { year: number; month: number; day: number };
    kind: string;
    title: string;
    source_type: string;
  }>;
  location?: Record<string, unknown>;
  phone?: Record<string, unknown>;
  email?: { address: string };
  corrections: Record<string, unknown>;
  ratings: Record<string, number>;
}

interface Stats {
  recordId: number;
  sections: Record<string, number>;
  lastUpdated: string;
  views: number;
}

const PREMIUM_FIELDS = ['criminal_records', 'finances', 'assets'];
const ALL_LOCATION_FIELDS =
  'address,residents,neighbors,location,ownership_history,businesses,evictions,census,demographics,places,crime_stats,sex_offenders,forecast';

describe.each(ENGINES)('record reports on %s', (engine) => {
  let context: RecordsContext;
  let otherToken: string;

  beforeAll(async () => {
    context = await recordsContext(engine);
    otherToken = (await loginTokens(context.app, MEMBERS.guardian)).accessToken;
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const get = (url: string, token: string = context.token) => inject(context.app, { method: 'GET', url, token });
  const report = async (id: number, query = '') => {
    const response = await get(`/v1/me/records/${id}/report${query}`);
    expect(response.statusCode).toBe(200);
    return json<Report>(response);
  };
  const expectError = (response: LightMyRequestResponse, statusCode: number, message: string | RegExp) => {
    expect(response.statusCode).toBe(statusCode);
    const body = json<{ message: string; statusCode: number }>(response);
    expect(body.statusCode).toBe(statusCode);
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
  };

  async function personRecord(flags: number, offset = 0) {
    const [row] = await peopleWith(context.app, flags, 1, offset);
    const pointer = await pointerOf(context.app, 'person', row!.id);
    return { row: row!, pointer, id: await createRecord(context, { type: 'person', data: { pointer } }) };
  }

  it('a person report is GET /people/{pointer} with every field, less the premium sections, plus a timeline', async () => {
    const { pointer, id } = await personRecord(FLAGS.criminal | FLAGS.vehicle);
    const body = await report(id);
    expect(body).toMatchObject({ recordId: id, type: 'person', pointer, corrections: {}, ratings: {} });
    expect(Date.parse(body.generated)).not.toBeNaN();
    expect(body.locked).toEqual([
      { section: 'criminal', requiredItem: 'premium_person_report' },
      { section: 'finances', requiredItem: 'premium_person_report' },
      { section: 'assets', requiredItem: 'premium_person_report' },
    ]);
    const open = PERSON_FIELDS.filter((field) => !PREMIUM_FIELDS.includes(field));
    const people = await fullRecord(context, `/v1/people/${pointer}?fields=${open.join(',')}`);
    expect(body.person).toEqual(people);
    for (const field of PREMIUM_FIELDS) expect(body.person).not.toHaveProperty(field);

    // newest first, only from what the member may see, each with its source
    const timeline = body.timeline!;
    expect(timeline.length).toBeGreaterThan(0);
    const days = timeline.map(({ date }) => date.year * 10_000 + date.month * 100 + date.day);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(timeline.map((event) => event.kind)).toContain('birth');
    expect(timeline.map((event) => event.kind)).toContain('address');
    expect(timeline.some((event) => ['criminal', 'vehicle', 'property', 'lien'].includes(event.kind))).toBe(false);
    const locations = people.locations as Array<{ address: { street: string }; date_range: { start: unknown } }>;
    expect(timeline).toContainEqual({
      date: locations[0]!.date_range.start,
      kind: 'address',
      title: expect.stringContaining(locations[0]!.address.street),
      source_type: 'property_records',
    });
  });

  it('asking for premium sections of a record that is not premium is a 402; after the upgrade nothing is locked', async () => {
    const { pointer, id } = await personRecord(FLAGS.criminal | FLAGS.vehicle, 1);
    const refused = await get(`/v1/me/records/${id}/report?sections=criminal,finances`);
    expectError(refused, 402, PREMIUM_REQUIRED);
    expect(refused.headers['x-required-item']).toBe('premium_person_report');

    const upgraded = await inject(context.app, {
      method: 'PATCH',
      url: `/v1/me/records/${id}`,
      token: context.token,
      payload: { isPremium: true },
    });
    expect(upgraded.statusCode).toBe(200);
    const body = await report(id);
    expect(body.locked).toEqual([]);
    expect(body.person).toEqual(await fullRecord(context, `/v1/people/${pointer}?fields=${PERSON_FIELDS.join(',')}`));
    expect((body.person!.criminal_records as unknown[]).length).toBeGreaterThan(0);
    expect(body.timeline!.map((event) => event.kind)).toEqual(expect.arrayContaining(['criminal', 'vehicle']));

    const only = await report(id, '?sections=criminal,finances');
    expect(Object.keys(only.person!).sort()).toEqual(['criminal_records', 'finances', 'pointer']);
    expect(only).not.toHaveProperty('timeline');
  });

  it('?sections= limits the report; a section of another type is a 400', async () => {
    const { id } = await personRecord(0, 2);
    const personal = await report(id, '?sections=personal');
    expect(Object.keys(personal.person!).sort()).toEqual(
      ['associates', 'dobs', 'dods', 'educations', 'jobs', 'names', 'pointer', 'relatives'].sort(),
    );
    expect(personal.locked).toEqual([]);
    expectError(await get(`/v1/me/records/${id}/report?sections=map`), 400, /sections of a person report are/);
    expectError(await get(`/v1/me/records/${id}/report?sections=secrets`), 400, /comma-separated list/);
    expectError(await get(`/v1/me/records/${id}/report?fields=names`), 400, 'Unknown query parameter(s): fields');
  });

  it("another member's record, like an unknown one, is a 404 for the report, stats and layout", async () => {
    const { id } = await personRecord(0, 3);
    for (const url of [`/v1/me/records/${id}/report`, `/v1/me/records/${id}/stats`, `/v1/me/records/${id}/layout`]) {
      expect(json(await get(url, otherToken))).toEqual({ message: 'Record not found', statusCode: 404 });
    }
    expectError(await get('/v1/me/records/999999/report'), 404, 'Record not found');
    expectError(await get('/v1/me/records/999999/layout'), 404, 'Record not found');
  });

  it('a member without person reports gets a 402 naming person_report', async () => {
    const member = await memberWithoutProducts(context.app, `no-products-${engine}@example.test`);
    const [row] = await peopleWith(context.app, 0, 1, 4);
    const pointer = await pointerOf(context.app, 'person', row!.id);
    const id = await recordSavedBefore(context, member.id, { type: 'person', data: { pointer } });
    for (const url of [`/v1/me/records/${id}/report`, `/v1/me/records/${id}/stats`]) {
      const response = await get(url, member.token);
      expectError(response, 402, PERSON_REPORT_REQUIRED);
      expect(response.headers['x-required-item']).toBe('person_report');
    }
    // the layout needs no payment (the client reads it before deciding what to show)
    expect((await get(`/v1/me/records/${id}/layout`, member.token)).statusCode).toBe(200);
  });

  it('a record whose person opted out is a 410', async () => {
    const { row, id } = await personRecord(0, 5);
    await context.app.db.updateTable('pr_people').set({ opted_out: 1 }).where('id', '=', row.id).execute();
    try {
      expectError(await get(`/v1/me/records/${id}/report`), 410, 'This record is no longer available');
      expectError(await get(`/v1/me/records/${id}/stats`), 410, 'This record is no longer available');
    } finally {
      await context.app.db.updateTable('pr_people').set({ opted_out: 0 }).where('id', '=', row.id).execute();
    }
  });

  it('stats count the items of each open section and the views of the report', async () => {
    const { id } = await personRecord(FLAGS.criminal, 6);
    const before = json<Stats>(await get(`/v1/me/records/${id}/stats`));
    expect(before.views).toBe(0);
    const body = await report(id);
    await report(id);
    const stats = json<Stats>(await get(`/v1/me/records/${id}/stats`));
    expect(stats.recordId).toBe(id);
    expect(stats.views).toBe(2);
    expect(Object.keys(stats.sections)).toEqual(
      REPORT_SECTIONS.person.filter((section) => !['criminal', 'finances', 'assets'].includes(section)),
    );
    const person = body.person!;
    const length = (field: string) => (person[field] as unknown[]).length;
    expect(stats.sections.timeline).toBe(body.timeline!.length);
    expect(stats.sections.contact).toBe(length('phones') + length('emails'));
    expect(stats.sections.locations).toBe(length('locations'));
    expect(stats.sections.personal).toBe(
      ['names', 'dobs', 'dods', 'relatives', 'associates', 'jobs', 'educations'].reduce((sum, f) => sum + length(f), 0),
    );
    expect(Date.parse(stats.lastUpdated)).not.toBeNaN();
    // reading the stats is not a view
    expect(json<Stats>(await get(`/v1/me/records/${id}/stats`)).views).toBe(2);
  });

  it('a location report is GET /locations/{pointer} with every field; the map counts one place', async () => {
    const place = await context.app.db.selectFrom('pr_places').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const pointer = await pointerOf(context.app, 'location', place.id);
    const id = await createRecord(context, { type: 'location', data: { pointer } });
    const body = await report(id);
    expect(body).toMatchObject({ type: 'location', pointer, locked: [] });
    expect(body.location).toEqual(await fullRecord(context, `/v1/locations/${pointer}?fields=${ALL_LOCATION_FIELDS}`));
    expect(body.location!.address).toMatchObject({ latitude: place.latitude, longitude: place.longitude });
    expect(body).not.toHaveProperty('person');
    const stats = json<Stats>(await get(`/v1/me/records/${id}/stats`));
    expect(Object.keys(stats.sections)).toEqual([...REPORT_SECTIONS.location]);
    expect(stats.sections.map).toBe(1);
    expect(stats.sections.residents).toBe((body.location!.residents as unknown[]).length);
  });

  it('a phone report: the best match as person (no premium fields), a timeline and the phone', async () => {
    const phone = await context.app.db
      .selectFrom('pr_phones')
      .innerJoin('pr_people', 'pr_people.id', 'pr_phones.person_id')
      .select(['pr_phones.number', 'pr_phones.state', 'pr_phones.line_type', 'pr_phones.carrier', 'pr_people.id'])
      .where('pr_people.opted_out', '=', 0)
      .where('pr_phones.is_current', '=', 1)
      .orderBy('pr_phones.number')
      .executeTakeFirstOrThrow();
    const id = await createRecord(context, { type: 'phone', data: { phone: phone.number } });
    const body = await report(id);
    const search = await getJson<{ results: Array<{ pointer: string }> }>(
      context,
      `/v1/search/phones?phone=${phone.number}`,
    );
    expect(body.type).toBe('phone');
    expect(body.locked).toEqual([]);
    expect(body.person!.pointer).toBe(search.results[0]!.pointer);
    for (const field of PREMIUM_FIELDS) expect(body.person).not.toHaveProperty(field);
    expect(body.person).toHaveProperty('phones');
    expect(body.phone).toEqual({
      number: phone.number,
      display: `(${phone.number.slice(0, 3)}) ${phone.number.slice(3, 6)}-${phone.number.slice(6)}`,
      line_type: expect.any(String),
      carrier: expect.any(String),
      state: expect.stringMatching(/^[A-Z]{2}$/),
    });
    expect(body.timeline!.length).toBeGreaterThan(0);
  });

  it('an email report of an address nobody has: person null, empty timeline', async () => {
    const id = await createRecord(context, { type: 'email', data: { email: 'nobody-here@example.invalid' } });
    const body = await report(id);
    expect(body).toMatchObject({
      type: 'email',
      person: null,
      timeline: [],
      email: { address: 'nobody-here@example.invalid' },
    });
    const stats = json<Stats>(await get(`/v1/me/records/${id}/stats`));
    expect(stats.sections).toEqual({ personal: 0, contact: 0, locations: 0, social: 0 });
  });

  it('layouts: sections in display order and the report fields each reads', async () => {
    const { id } = await personRecord(0, 7);
    const layout = json<{ type: string; sections: string[]; sectionKeys: Record<string, string[]> }>(
      await get(`/v1/me/records/${id}/layout`),
    );
    expect(layout).toEqual({
      type: 'person',
      sections: [...REPORT_SECTIONS.person],
      sectionKeys: expect.objectContaining({
        timeline: ['timeline'],
        personal: ['names', 'dobs', 'dods', 'relatives', 'associates', 'jobs', 'educations'],
        contact: ['phones', 'emails'],
        criminal: ['criminal_records'],
        sex_offenders: ['sex_offenses'],
        social: ['usernames', 'social'],
      }),
    });
    expect(Object.keys(layout.sectionKeys)).toEqual(layout.sections);
    const phoneId = await createRecord(context, { type: 'phone', data: { phone: '5550009999' } });
    expect(json(await get(`/v1/me/records/${phoneId}/layout`))).toMatchObject({
      type: 'phone',
      sections: ['personal', 'contact', 'locations', 'social'],
    });
  });
});
