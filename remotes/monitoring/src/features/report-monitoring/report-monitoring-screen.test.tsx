import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { MonitoredRecord } from '@beacon/api';
import { failure, never, routeFetch, type Answer, type RecordedCall } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { ACCOUNT } from '../../test-support/family-fixtures';
import {
  LOCATION_RECORDS,
  monitoredPerson,
  monitoredPlace,
  monitoringAccount,
  NOTIFICATIONS,
  notifications,
  PERSON_RECORDS,
  personUpdate,
  placeUpdate,
} from '../../test-support/report-monitoring-fixtures';
import ReportMonitoringScreen from './report-monitoring-screen';

const addressChange = personUpdate({ id: 1, created: '2026-11-10T10:00:00.000Z' });
const newPhone = personUpdate({
  id: 2,
  created: '2026-11-12T10:00:00.000Z',
  display: 'New phone number: (612) 555-0143',
  field: 'phone',
  old_value: null,
  new_value: '(612) 555-0143',
});
const newResident = placeUpdate({
  id: 3,
  created: '2026-11-11T10:00:00.000Z',
  display: 'New resident at 4733 Boehm Blvd',
  first_name: 'Samuel',
  last_name: 'Ortiz',
  field: 'resident',
  old_value: null,
  new_value: 'Samuel Ortiz',
});
const providerNotice = placeUpdate({
  id: 4,
  created: '2026-11-08T10:00:00.000Z',
  display: 'Public records for Hennepin County were refreshed.',
  first_name: '',
  last_name: '',
  monitored_record_id: null,
  field: null,
  old_value: null,
  new_value: null,
});

/** A server that keeps the monitored records and applies PATCHes to them, as the real one does. */
function serve({
  holds = true,
  people = [monitoredPerson()],
  places = [monitoredPlace()],
  updates = notifications([addressChange, newPhone], [newResident, providerNotice]),
  overrides = {},
}: {
  holds?: boolean;
  people?: MonitoredRecord[];
  places?: MonitoredRecord[];
  updates?: unknown;
  overrides?: Record<string, Answer | ((call: RecordedCall) => Answer | Promise<Answer>)>;
} = {}) {
  const lists = { person: [...people], location: [...places] };
  const patch = (kind: 'person' | 'location', id: number) => (call: RecordedCall) => {
    const changes = call.body as { isArchived: boolean };
    lists[kind] = lists[kind].map((record) => (record.id === id ? { ...record, ...changes } : record));
    return { body: lists[kind].find((record) => record.id === id) };
  };
  return routeFetch({
    [ACCOUNT]: { body: monitoringAccount(holds) },
    [`GET ${PERSON_RECORDS}`]: () => ({ body: { items: lists.person } }),
    [`GET ${LOCATION_RECORDS}`]: () => ({ body: { items: lists.location } }),
    [`PATCH ${PERSON_RECORDS}/7`]: patch('person', 7),
    [`PATCH ${LOCATION_RECORDS}/7`]: patch('location', 7),
    [NOTIFICATIONS]: { body: updates },
    ...overrides,
  });
}

const renderAt = () =>
  renderScreen('/dashboard/data-monitoring', <ReportMonitoringScreen />, '/dashboard/data-monitoring');

function cardOf(title: string): HTMLElement {
  const card = screen.getByRole('heading', { name: title, level: 3 }).closest('li');
  if (!card) throw new Error(`no card for ${title}`);
  return card;
}

describe('ReportMonitoringScreen', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each monitored report as a card with its latest updates, old and new values', async () => {
    serve();
    await renderAt();
    expect(screen.getByRole('heading', { name: 'Report Monitoring', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'People you monitor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Places you monitor' })).toBeInTheDocument();

    await screen.findAllByText('Phone number');
    const peter = cardOf('Peter Lindqvist');
    expect(peter).toHaveTextContent('Minneapolis, MN');
    expect(peter).toHaveTextContent('Monitoring since Nov 2, 2026');
    // the newest update first, and only Peter's: the place's update has the same record id, of the other kind
    const updates = within(peter).getAllByRole('listitem');
    expect(updates.map((item) => item.textContent)).toEqual([
      'Phone numberNow(612) 555-0143Nov 12, 2026',
      'AddressWas4733 Boehm Blvd, Minneapolis, MN 55408Now4410 Birch Ln, Denver, CO 80220Nov 10, 2026',
    ]);
    expect(within(peter).getByText('4733 Boehm Blvd, Minneapolis, MN 55408').tagName).toBe('DEL');
    expect(within(peter).getByRole('link', { name: 'View report for Peter Lindqvist' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=person&pointer=w-Qdmx4c8eMPt0r2026A',
    );

    const place = cardOf('4733 Boehm Blvd');
    expect(place).toHaveTextContent('Minneapolis, MN 55408');
    expect(place).toHaveTextContent('ResidentNowSamuel Ortiz');
    expect(within(place).getByRole('link', { name: 'View report for 4733 Boehm Blvd' })).toHaveAttribute(
      'href',
      '/dashboard/create-record?type=location&pointer=QxYkcn5bzkAPt0r2026A',
    );
  });

  it('lists every update newest first, by people or places, with provider notices as they are', async () => {
    serve();
    await renderAt();
    const feed = await screen.findByRole('list', { name: 'Report updates, newest first' });
    const entries = () => within(feed).getAllByRole('listitem');
    const subjects = () => entries().map((entry) => entry.firstElementChild?.textContent);
    expect(subjects()).toEqual([
      'Peter Lindqvist',
      '4733 Boehm Blvd',
      'Peter Lindqvist',
      // a provider notice names nobody: its text and date
      'Public records for Hennepin County were refreshed.Nov 8, 2026',
    ]);

    await userEvent.click(screen.getByRole('radio', { name: 'Places' }));
    expect(subjects()).toEqual(['4733 Boehm Blvd', 'Public records for Hennepin County were refreshed.Nov 8, 2026']);
    await userEvent.click(screen.getByRole('radio', { name: 'People' }));
    expect(subjects()).toEqual(['Peter Lindqvist', 'Peter Lindqvist']);
    expect(entries()[1]).toHaveTextContent('AddressWas4733 Boehm Blvd, Minneapolis, MN 55408Now4410 Birch Ln');
  });

  it('stops monitoring with PATCH isArchived true, moves the card to Stopped, and resumes it', async () => {
    const calls = serve();
    await renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop monitoring Peter Lindqvist' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You stopped monitoring Peter Lindqvist.');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', url: `${PERSON_RECORDS}/7`, body: { isArchived: true } },
    ]);
    const people = screen.getByRole('heading', { name: 'People you monitor' }).closest('section');
    expect(people).toHaveTextContent('You are not monitoring any person reports.');
    const stopped = screen.getByText('Stopped (1)').closest('details');
    expect(stopped).not.toHaveAttribute('open');
    expect(within(stopped as HTMLElement).getByRole('heading', { name: 'Peter Lindqvist' })).toBeInTheDocument();
    expect(cardOf('Peter Lindqvist')).toHaveTextContent('Monitoring stopped. Started Nov 2, 2026');

    await userEvent.click(screen.getByText('Stopped (1)'));
    await userEvent.click(screen.getByRole('button', { name: 'Resume monitoring Peter Lindqvist' }));
    expect(await screen.findByText('You are monitoring Peter Lindqvist again.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ isArchived: false });
    await waitFor(() => expect(screen.queryByText(/^Stopped/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Stop monitoring Peter Lindqvist' })).toBeInTheDocument();
  });

  it('says so when stopping fails, and keeps the card', async () => {
    serve({ overrides: { [`PATCH ${PERSON_RECORDS}/7`]: failure(500) } });
    await renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop monitoring Peter Lindqvist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Monitoring of Peter Lindqvist could not be stopped. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Stop monitoring Peter Lindqvist' })).toBeEnabled();
  });

  it('explains how to start, and that no changes were found yet, when nothing is monitored', async () => {
    serve({ people: [], places: [], updates: notifications([], []) });
    await renderAt();
    expect(
      await screen.findByText(
        'You are not monitoring any reports yet. Open a person or address report and choose "Monitor this report" to be told when it changes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your Reports' })).toHaveAttribute('href', '/dashboard/reports');
    expect(
      await screen.findByText(
        'No changes yet. We check every monitored report each time the public records are refreshed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'People you monitor' })).not.toBeInTheDocument();
  });

  it('offers data monitoring to a member without it, and reads no monitored records', async () => {
    const calls = serve({ holds: false });
    await renderAt();
    const offer = await screen.findByRole('link', { name: 'Get Report Monitoring' });
    expect(calls.some((call) => call.url.includes('/monitored/'))).toBe(false);
    await userEvent.click(offer);
    expect(
      await screen.findByText(
        'landed on /dashboard/purchase with {"returnTo":"/dashboard/data-monitoring","requiredItem":"data_monitoring","reason":"product"}',
      ),
    ).toBeInTheDocument();
  });

  it('shows placeholders while loading, and a failure with a retry', async () => {
    let fail = true;
    serve({
      overrides: {
        [`GET ${LOCATION_RECORDS}`]: () => (fail ? failure(500) : { body: { items: [monitoredPlace()] } }),
        [NOTIFICATIONS]: never,
      },
    });
    await renderAt();
    expect(await screen.findByRole('list', { name: 'Loading report updates' })).toHaveAttribute('aria-busy', 'true');
    // a failed list is read once more (a 402 would not be) before the failure shows
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The reports you monitor could not be loaded. Please try again.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: '4733 Boehm Blvd' })).toBeInTheDocument();
  });

  it('shows the placeholder cards while the records load', async () => {
    serve({ overrides: { [`GET ${PERSON_RECORDS}`]: never } });
    await renderAt();
    expect(await screen.findByRole('list', { name: 'Loading the reports you monitor' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
