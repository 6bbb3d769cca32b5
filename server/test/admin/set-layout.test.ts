import { REPORT_SECTIONS } from '@beacon/validation';

import { setLayout } from '../../src/admin/set-layout';
import { ENGINES, inject, json } from '../helper';
import { closeRecords, recordsContext, type RecordsContext } from '../records-helper';
import { createRecord, peopleWith, pointerOf } from '../report-helper';

// The core of `layouts:set` (issue 56 point 4): an administrator changes a report's layout in the database, and the
// layout the reports read (GET /dynamic-layouts/record-<type>, and the section order of GET /me/records/{id}/layout)
// follows from the next request, without a deploy. A layout naming what a report does not have is refused unwritten.

describe.each(ENGINES)('setLayout on %s', (engine) => {
  let context: RecordsContext;

  beforeAll(async () => {
    context = await recordsContext(engine, 200);
  }, 120_000);
  afterAll(async () => closeRecords(context));

  const get = async (url: string) => {
    const response = await inject(context.app, { method: 'GET', url, token: context.token });
    expect(response.statusCode).toBe(200);
    return json(response);
  };

  it("moves a report's sections: the dynamic layout and the record's layout follow", async () => {
    const [person] = await peopleWith(context.app, 0, 1);
    const recordId = await createRecord(context, {
      type: 'person',
      data: { pointer: await pointerOf(context.app, 'person', person!.id) },
    });
    const [first, second, ...rest] = REPORT_SECTIONS.person;
    const moved = [second!, first!, ...rest];
    const mobile = ['contact', 'personal', 'SuggestedReports'];

    const outcome = await setLayout(context.app.content, {
      id: 'record-person',
      desktop: [...moved, 'SuggestedReports', 'RecordSummary'],
      mobile,
    });
    expect('saved' in outcome && outcome.previous?.desktop).toEqual([
      ...REPORT_SECTIONS.person,
      'RecordSummary',
      'SuggestedReports',
    ]);
    expect(await get('/v1/dynamic-layouts/record-person')).toEqual({
      id: 'record-person',
      desktop: [...moved, 'SuggestedReports', 'RecordSummary'],
      mobile,
    });
    const layout = (await get(`/v1/me/records/${recordId}/layout`)) as { sections: string[]; sectionKeys: object };
    expect(layout.sections).toEqual(moved);
    expect(Object.keys(layout.sectionKeys)).toEqual(moved);

    // a layout without a section hides it from the report's layout; without any, the built-in order is used
    await setLayout(context.app.content, { id: 'record-person', desktop: ['personal', 'RecordSummary'] });
    expect(await get('/v1/dynamic-layouts/record-person')).toEqual({
      id: 'record-person',
      desktop: ['personal', 'RecordSummary'],
      mobile: ['personal', 'RecordSummary'],
    });
    expect(((await get(`/v1/me/records/${recordId}/layout`)) as { sections: string[] }).sections).toEqual(['personal']);
    await setLayout(context.app.content, { id: 'record-person', desktop: ['RecordSummary'] });
    expect(((await get(`/v1/me/records/${recordId}/layout`)) as { sections: string[] }).sections).toEqual([
      ...REPORT_SECTIONS.person,
    ]);
  });

  it('refuses, unwritten, a layout naming what the report has not, a name twice, or nothing', async () => {
    const before = await get('/v1/dynamic-layouts/record-phone');
    expect(await setLayout(context.app.content, { id: 'record-phone', desktop: ['personal', 'criminal'] })).toEqual({
      problems: [
        'desktop: a phone report has no criminal (it may name personal, contact, locations, social, RecordSummary, ' +
          'SuggestedReports, PdfDownload)',
        'mobile: a phone report has no criminal (it may name personal, contact, locations, social, RecordSummary, ' +
          'SuggestedReports, PdfDownload)',
      ],
    });
    expect(
      await setLayout(context.app.content, { id: 'record-phone', desktop: ['personal', 'personal'], mobile: [] }),
    ).toEqual({ problems: ['desktop: named more than once: personal', 'the mobile list is empty'] });
    expect(await setLayout(context.app.content, { id: 'bad id', desktop: ['A'] })).toEqual({
      problems: ['the layout id must be 1 to 64 letters, digits, hyphens or underscores'],
    });
    expect(await get('/v1/dynamic-layouts/record-phone')).toEqual(before);
  });

  it('writes a layout of another container as given, and a new one', async () => {
    await setLayout(context.app.content, { id: 'sidebar', desktop: ['AlertsWidget', 'MobileAppPromo'] });
    expect(await get('/v1/dynamic-layouts/sidebar')).toEqual({
      id: 'sidebar',
      desktop: ['AlertsWidget', 'MobileAppPromo'],
      mobile: ['AlertsWidget', 'MobileAppPromo'],
    });
    const outcome = await setLayout(context.app.content, { id: 'help-page', desktop: ['Faq'], mobile: ['Faq'] });
    expect('saved' in outcome && outcome.previous).toBeUndefined();
    expect(await get('/v1/dynamic-layouts/help-page')).toEqual({ id: 'help-page', desktop: ['Faq'], mobile: ['Faq'] });
  });
});
