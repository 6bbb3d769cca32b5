import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { MonitoredRecord, RecordReport } from '@beacon/api';
import { sessionUserAtom } from '@beacon/session';
import { routeFetch, type Responder } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { account } from '../../test-support/record-fixtures';
import { locationReport, personReport } from '../../test-support/report-fixtures';
import { MonitorReport } from './MonitorReport';

const PERSONS = '/v1/me/monitored/person-records';
const LOCATIONS = '/v1/me/monitored/location-records';

function watch(overrides: Partial<MonitoredRecord> = {}): MonitoredRecord {
  return {
    id: 7,
    pointer: 'w-Qdmx4c8eMPt0r2026A',
    usageId: 'report-monitoring',
    isArchived: false,
    created: '2026-11-20T10:00:00.000Z',
    title: 'Peter Lindqvist',
    subtitle: 'Minneapolis, MN',
    ...overrides,
  };
}

function serve({
  holds = true,
  watches = [],
  routes = {},
}: { holds?: boolean; watches?: MonitoredRecord[]; routes?: Record<string, Responder> } = {}) {
  return routeFetch({
    'GET /v1/me': { body: { ...account, balances: { ...account.balances, data_monitoring: holds ? null : 0 } } },
    [`GET ${PERSONS}`]: { body: { items: watches } },
    [`GET ${LOCATIONS}`]: { body: { items: watches } },
    [`POST ${PERSONS}`]: { status: 201, body: watch() },
    [`POST ${LOCATIONS}`]: { status: 201, body: watch({ pointer: 'QxYkcn5bzkAPt0r2026A', title: '4733 Boehm Blvd' }) },
    ...routes,
  });
}

/** Signed in (entitlements come from the signed-in member's account). */
async function renderFor(report: RecordReport) {
  const rendered = await renderScreen(
    '/dashboard/reports/:id',
    <MonitorReport report={report} />,
    `/dashboard/reports/${report.recordId}`,
  );
  act(() => rendered.store.set(sessionUserAtom, { sub: '7', firstName: 'Peter', lastName: 'Lindqvist' }));
  return rendered;
}

describe('MonitorReport', () => {
  afterEach(() => jest.restoreAllMocks());

  it('monitors a person report by its pointer, then says so with the way to report monitoring', async () => {
    const calls = serve();
    await renderFor(personReport());
    await userEvent.click(await screen.findByRole('button', { name: 'Monitor this report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Monitoring');
    expect(screen.getByRole('link', { name: 'See report monitoring' })).toHaveAttribute(
      'href',
      '/dashboard/data-monitoring',
    );
    expect(screen.queryByRole('button', { name: 'Monitor this report' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: PERSONS,
      body: { pointer: 'w-Qdmx4c8eMPt0r2026A', usageId: 'report-monitoring' },
    });
  });

  it('monitors a location report among the location records', async () => {
    const calls = serve();
    await renderFor(locationReport());
    await userEvent.click(await screen.findByRole('button', { name: 'Monitor this report' }));
    expect(await screen.findByRole('link', { name: 'See report monitoring' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: LOCATIONS,
      body: { pointer: 'QxYkcn5bzkAPt0r2026A' },
    });
  });

  it('says "Monitoring" at once for a report the member monitors already', async () => {
    serve({ watches: [watch()] });
    await renderFor(personReport());
    expect(await screen.findByRole('link', { name: 'See report monitoring' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Monitoring');
    expect(screen.queryByRole('button', { name: 'Monitor this report' })).not.toBeInTheDocument();
  });

  it('offers a stopped watch again, and resumes it (the server answers 409 for it)', async () => {
    const calls = serve({
      watches: [watch({ isArchived: true })],
      routes: {
        [`POST ${PERSONS}`]: { status: 409, body: { message: 'This record is already monitored', statusCode: 409 } },
        [`PATCH ${PERSONS}/7`]: { body: watch() },
      },
    });
    await renderFor(personReport());
    await userEvent.click(await screen.findByRole('button', { name: 'Monitor this report' }));
    expect(await screen.findByRole('link', { name: 'See report monitoring' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: `${PERSONS}/7`,
      body: { isArchived: false },
    });
  });

  it('is hidden from members without data monitoring, and on phone and email reports', async () => {
    const calls = serve({ holds: false });
    const { container } = await renderFor(personReport());
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/me')).toBe(true));
    expect(container).toBeEmptyDOMElement();
    expect(calls.some((call) => call.url.includes('/monitored/'))).toBe(false);

    serve();
    const phone = await renderFor(personReport({ type: 'phone', pointer: null }));
    await waitFor(() => expect(phone.container).toBeEmptyDOMElement());
  });

  it('says when monitoring failed', async () => {
    serve({ routes: { [`POST ${PERSONS}`]: { status: 500, body: { message: 'boom', statusCode: 500 } } } });
    await renderFor(personReport());
    await userEvent.click(await screen.findByRole('button', { name: 'Monitor this report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This report could not be monitored. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Monitor this report' })).toBeEnabled();
  });

  it('sends a member whose product ended to buy it', async () => {
    serve({
      routes: {
        [`POST ${PERSONS}`]: {
          status: 402,
          body: { message: 'Data monitoring is required', statusCode: 402 },
          headers: { 'X-Required-Item': 'data_monitoring', 'X-Required-For': 'product' },
        },
      },
    });
    await renderFor(personReport());
    await userEvent.click(await screen.findByRole('button', { name: 'Monitor this report' }));
    expect(
      await screen.findByText(
        'landed on /dashboard/purchase with {"returnTo":"/dashboard/reports/12","requiredItem":"data_monitoring","reason":"product","recordId":12,"subject":"Peter Bear Lindqvist"}',
      ),
    ).toBeInTheDocument();
  });
});
