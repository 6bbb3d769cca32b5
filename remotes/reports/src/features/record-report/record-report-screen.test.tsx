import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { routeFetch, type Responder } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { FakeIntersectionObserver } from '../../test-support/intersection-observer';
import { setViewport } from '../../test-support/match-media';
import { account, personRecord, suggestedRelative } from '../../test-support/record-fixtures';
import { personReport } from '../../test-support/report-fixtures';
import RecordReportScreen from './record-report-screen';

const PERSON_TITLES = [
  'Timeline',
  'Personal Details',
  'Contact Information',
  'Locations',
  'Criminal Records',
  'Sex Offenders',
  'Social Profiles',
  'Businesses',
  'Professional Licenses',
  'Finances',
  'Assets',
];

function serve(routes: Record<string, Responder> = {}) {
  return routeFetch({
    'GET /v1/me/records/12/report': { body: personReport() },
    'GET /v1/me/records/12/layout': { status: 500, body: { statusCode: 500 } },
    'GET /v1/me/records/12/stats': {
      body: { recordId: 12, sections: { contact: 2 }, lastUpdated: '2026-11-21T17:00:00.000Z', views: 3 },
    },
    'GET /v1/me': { body: account },
    'GET /v1/me/suggested-reports/': { body: { items: [] } },
    'POST /v1/events': { status: 204 },
    ...routes,
  });
}

function renderReport(state: unknown = { type: 'person' }, path = '/dashboard/reports/12') {
  return renderScreen('/dashboard/reports/:recordId', <RecordReportScreen />, { pathname: path, state });
}

function headingsOfSections() {
  return screen
    .getAllByRole('region')
    .filter((region) => region.id.startsWith('section-'))
    .map((region) => within(region).getByRole('heading', { level: 2 }).textContent);
}

describe('RecordReportScreen', () => {
  beforeEach(() => {
    setViewport('desktop');
    FakeIntersectionObserver.install();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows every section of the built-in layout when the layout call fails, titled by the person', async () => {
    const calls = serve();
    await renderReport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Peter Bear Lindqvist' })).toBeInTheDocument();
    await waitFor(() => expect(headingsOfSections()).toEqual(PERSON_TITLES));
    // the type came with the navigation: the record itself is not fetched
    expect(calls.some((call) => call.url === '/v1/me/records/12')).toBe(false);
  });

  it("follows the server's layout order", async () => {
    serve({
      'GET /v1/me/records/12/layout': {
        body: { type: 'person', sections: ['contact', 'personal', 'timeline'], sectionKeys: {} },
      },
    });
    await renderReport();
    await screen.findByRole('heading', { level: 1, name: 'Peter Bear Lindqvist' });
    await waitFor(() => expect(headingsOfSections()).toEqual(['Contact Information', 'Personal Details', 'Timeline']));
  });

  it('reads the type from the record when navigation state was lost (reload)', async () => {
    const calls = serve({ 'GET /v1/me/records/12': { body: personRecord } });
    await renderReport(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Peter Bear Lindqvist' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/v1/me/records/12');
  });

  it('shows the Not Found page at the report URL on 404', async () => {
    serve({ 'GET /v1/me/records/12/report': { status: 404, body: { message: 'Record not found', statusCode: 404 } } });
    await renderReport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the page you were looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My reports' })).toHaveAttribute('href', '/dashboard/reports/');
    expect(screen.queryByText(/landed on/)).not.toBeInTheDocument();
  });

  it('shows the Not Found page when the record itself is not found (a reload, no type in navigation state)', async () => {
    serve({ 'GET /v1/me/records/12': { status: 404, body: { message: 'Record not found', statusCode: 404 } } });
    await renderReport(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/landed on/)).not.toBeInTheDocument();
  });

  it('shows the Not Found page for a link that names no report, without asking the API', async () => {
    const calls = serve();
    await renderReport(null, '/dashboard/reports/rec-42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/v1/me/records'))).toEqual([]);
  });

  it('goes to not-found on 410', async () => {
    serve({
      'GET /v1/me/records/12/report': {
        status: 410,
        body: { message: 'This record is no longer available', statusCode: 410 },
      },
    });
    await renderReport();
    expect(await screen.findByText('landed on /dashboard/not-found/')).toBeInTheDocument();
  });

  it('goes to purchase on a 402 for the person report, naming whose it is, and sends the cross-sell interest event', async () => {
    const calls = serve({
      'GET /v1/me/records/12/report': {
        status: 402,
        body: { message: 'A person report is required', statusCode: 402 },
        headers: { 'X-Required-Item': 'person_report', 'X-Required-For': 'report' },
      },
      'GET /v1/me/records/12': { body: personRecord },
    });
    await renderReport();
    expect(
      await screen.findByText(
        'landed on /dashboard/purchase with {"returnTo":"/dashboard/reports/12","requiredItem":"person_report","reason":"report","recordId":12,"subject":"Peter Bear Lindqvist"}',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/events')).toBe(true));
    expect(calls.find((call) => call.url === '/v1/events')?.body).toEqual({
      name: 'cross-sell interest',
      properties: { recordId: 12, requiredItem: 'person_report' },
    });
  });

  it('still goes to purchase when the record cannot say whose report it is (an older server, no headers)', async () => {
    serve({
      'GET /v1/me/records/12/report': {
        status: 402,
        body: { message: 'A person report is required', statusCode: 402 },
      },
      'GET /v1/me/records/12': { status: 500, body: { message: 'boom', statusCode: 500 } },
    });
    await renderReport();
    expect(
      await screen.findByText(
        'landed on /dashboard/purchase with {"returnTo":"/dashboard/reports/12","requiredItem":"person_report","reason":"report","recordId":12}',
      ),
    ).toBeInTheDocument();
  });

  it('logs other report errors and shows the error screen', async () => {
    serve({ 'GET /v1/me/records/12/report': { status: 500, body: { message: 'boom', statusCode: 500 } } });
    await renderReport();
    // one more try after a second (a hiccup may pass), then the error stays
    expect(await screen.findByText('Oops! Something went wrong. :-(', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Record report API Error', expect.objectContaining({ statusCode: 500 }));
  });

  it('shows an upgrade card for a locked section; upgrading unlocks it', async () => {
    let premium = false;
    const calls = serve({
      'GET /v1/me/records/12/report': () => ({
        body: personReport({
          locked: premium ? [] : [{ section: 'criminal', requiredItem: 'premium_person_report' }],
        }),
      }),
      'PATCH /v1/me/records/12': () => {
        premium = true;
        return { body: { ...personRecord, isPremium: true } };
      },
    });
    await renderReport();
    const criminal = await screen.findByRole('region', { name: 'Criminal Records' });
    expect(within(criminal).queryByRole('group', { name: 'Rate Criminal Records' })).not.toBeInTheDocument();
    await userEvent.click(within(criminal).getByRole('button', { name: 'Upgrade to Premium' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Criminal Records' })).queryByRole('button', {
          name: 'Upgrade to Premium',
        }),
      ).not.toBeInTheDocument(),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isPremium: true });
  });

  it('goes to purchase when the upgrade needs a premium report the member lacks', async () => {
    serve({
      'GET /v1/me/records/12/report': {
        body: personReport({ locked: [{ section: 'finances', requiredItem: 'premium_person_report' }] }),
      },
      'PATCH /v1/me/records/12': {
        status: 402,
        body: { message: 'A premium person report is required', statusCode: 402 },
        headers: { 'X-Required-Item': 'premium_person_report', 'X-Required-For': 'premium-sections' },
      },
    });
    await renderReport();
    const finances = await screen.findByRole('region', { name: 'Finances' });
    await userEvent.click(within(finances).getByRole('button', { name: 'Upgrade to Premium' }));
    expect(
      await screen.findByText(
        'landed on /dashboard/purchase with {"returnTo":"/dashboard/reports/12","requiredItem":"premium_person_report","reason":"premium-sections","recordId":12,"subject":"Peter Bear Lindqvist"}',
      ),
    ).toBeInTheDocument();
  });

  it('marks the section in view in the navigator, and the one jumped to', async () => {
    serve();
    await renderReport();
    const navigator = await screen.findByRole('navigation', { name: 'Report sections' });
    // the sections after the first screen's are rendered next, and observed once they are there
    await screen.findByRole('heading', { level: 2, name: 'Assets' });
    expect(within(navigator).getByRole('link', { name: 'Timeline' })).toHaveAttribute('aria-current', 'location');
    act(() => FakeIntersectionObserver.report({ 'section-timeline': false, 'section-contact': true }));
    expect(within(navigator).getByRole('link', { name: 'Contact Information' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(within(navigator).getByRole('link', { name: 'Timeline' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(navigator).getByRole('link', { name: 'Assets' }));
    expect(within(navigator).getByRole('link', { name: 'Assets' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('heading', { level: 2, name: 'Assets' })).toHaveFocus();
  });

  it('offers a compact section select on mobile', async () => {
    setViewport('mobile');
    serve();
    await renderReport();
    const navigator = await screen.findByRole('navigation', { name: 'Report sections' });
    const select = within(navigator).getByRole('combobox', { name: 'Jump to section' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(PERSON_TITLES);
    await userEvent.selectOptions(select, 'locations');
    expect(select).toHaveValue('locations');
    expect(within(navigator).queryByRole('link')).not.toBeInTheDocument();
  });

  it('jumps to a section chosen before the sections after the first screen are rendered', async () => {
    setViewport('mobile');
    serve();
    await renderReport();
    const navigator = await screen.findByRole('navigation', { name: 'Report sections' });
    await userEvent.selectOptions(within(navigator).getByRole('combobox', { name: 'Jump to section' }), 'assets');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Assets' })).toHaveFocus());
    expect(within(navigator).getByRole('combobox', { name: 'Jump to section' })).toHaveValue('assets');
  });

  it('rates a section with 1 to 5 stars', async () => {
    const calls = serve({
      'GET /v1/me/records/12/report': { body: personReport({ ratings: { contact: 2 } }) },
      'PUT /v1/me/records/12/ratings/contact': { body: { section: 'contact', rating: 4 } },
    });
    await renderReport();
    const rating = await screen.findByRole('group', { name: 'Rate Contact Information' });
    expect(within(rating).getByRole('radio', { name: '2 stars' })).toBeChecked();
    await userEvent.click(within(rating).getByRole('radio', { name: '4 stars' }));
    expect(within(rating).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/v1/me/records/12/ratings/contact',
      body: { rating: 4 },
    });
  });

  it('puts the stars back and says so when a rating fails', async () => {
    serve({ 'PUT /v1/me/records/12/ratings/timeline': { status: 500, body: { statusCode: 500 } } });
    await renderReport();
    const rating = await screen.findByRole('group', { name: 'Rate Timeline' });
    await userEvent.click(within(rating).getByRole('radio', { name: '1 star' }));
    expect(await within(rating).findByRole('alert')).toHaveTextContent('Your rating could not be saved.');
    expect(within(rating).getByRole('radio', { name: '1 star' })).not.toBeChecked();
  });

  it('restores the original of a section by sending active: false for each corrected item', async () => {
    const calls = serve({
      'GET /v1/me/records/12/report': {
        body: personReport({
          corrections: {
            'contact.phones.0': { section: 'contact', value: '(612) 000-0000', active: true, updated: '2026-11-21' },
            'contact.emails.0': { section: 'contact', value: 'me@example.com', active: true, updated: '2026-11-21' },
            'contact.emails.1': { section: 'contact', value: 'old@example.com', active: false, updated: '2026-11-21' },
            'personal.names.0': { section: 'personal', value: 'Pete', active: true, updated: '2026-11-21' },
          },
        }),
      },
      'PATCH /v1/me/records/12/corrections': { body: { corrections: {} } },
    });
    await renderReport();
    const contact = await screen.findByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByText('You corrected 2 items in this section.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Timeline' })).queryByRole('button', { name: 'Restore original' }),
    ).toBeNull();
    await userEvent.click(within(contact).getByRole('button', { name: 'Restore original' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      items: { 'contact.phones.0': { active: false }, 'contact.emails.0': { active: false } },
    });
  });

  it('reads a base64 record id (e-mail records) and shows the side column when no layout is chosen', async () => {
    const calls = serve({
      'GET /v1/me/records/12/report': {
        body: personReport({ type: 'email', person: null, email: { address: 'someone@example.com' } }),
      },
    });
    await renderReport({ type: 'email' }, `/dashboard/reports/${encodeURIComponent(btoa('12'))}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'someone@example.com' })).toBeInTheDocument();
    await waitFor(() =>
      expect(headingsOfSections()).toEqual(['Personal Details', 'Contact Information', 'Locations', 'Social Profiles']),
    );
    expect(await screen.findByRole('heading', { name: 'Report Summary' })).toBeInTheDocument();
    expect(screen.getByText('Times viewed').nextSibling).toHaveTextContent('3');
    expect(calls.map((call) => call.url)).toContain('/v1/dynamic-layouts/record-email');
  });

  describe("the server's dynamic layout record-person (issue 56 point 4)", () => {
    const layout = {
      id: 'record-person',
      desktop: ['personal', 'timeline', 'contact', 'SuggestedReports', 'RecordSummary'],
      mobile: ['contact', 'personal', 'RecordSummary'],
    };

    it('orders the sections and the side column by its desktop list', async () => {
      serve({ 'GET /v1/dynamic-layouts/record-person': { body: layout } });
      await renderReport();
      await screen.findByRole('heading', { level: 1, name: 'Peter Bear Lindqvist' });
      await waitFor(() =>
        expect(headingsOfSections()).toEqual(['Personal Details', 'Timeline', 'Contact Information']),
      );
      const side = screen.getByRole('complementary', { name: 'About this report' });
      await waitFor(() => expect(within(side).getByRole('heading', { name: 'Report Summary' })).toBeInTheDocument());
    });

    it('orders them by its mobile list below 1200 px', async () => {
      setViewport('mobile');
      serve({ 'GET /v1/dynamic-layouts/record-person': { body: layout } });
      await renderReport();
      await screen.findByRole('heading', { level: 1, name: 'Peter Bear Lindqvist' });
      await waitFor(() => expect(headingsOfSections()).toEqual(['Contact Information', 'Personal Details']));
    });

    it('falls back to the record layout when it names none of the sections', async () => {
      serve({
        'GET /v1/dynamic-layouts/record-person': { body: { ...layout, desktop: ['RecordSummary'] } },
        'GET /v1/me/records/12/layout': {
          body: { type: 'person', sections: ['contact', 'timeline'], sectionKeys: {} },
        },
      });
      await renderReport();
      await screen.findByRole('heading', { level: 1, name: 'Peter Bear Lindqvist' });
      await waitFor(() => expect(headingsOfSections()).toEqual(['Contact Information', 'Timeline']));
    });
  });

  it("suggests the record's own relatives, labelled by their relation to the person (issue 56 point 2)", async () => {
    const calls = serve({
      'GET /v1/me/suggested-reports/?recordId=12': { body: { items: [{ ...suggestedRelative, fromRecordId: 12 }] } },
    });
    await renderReport();
    const side = await screen.findByRole('complementary', { name: 'About this report' });
    const panel = await within(side).findByRole('region', { name: 'Suggested Reports' });
    expect(within(panel).getByRole('listitem')).toHaveTextContent(
      /^Hayley Anais Lindqvist.* · Relative\s*Open Report$/,
    );
    expect(calls.map((call) => call.url)).toContain('/v1/me/suggested-reports/?recordId=12');
    // the member-wide list is not asked for on a report
    expect(calls.map((call) => call.url)).not.toContain('/v1/me/suggested-reports/');
  });
});
