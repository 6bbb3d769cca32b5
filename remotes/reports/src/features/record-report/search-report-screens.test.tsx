import { screen } from '@testing-library/react';

import { routeFetch, type Responder } from '@beacon/test-support/fetch-routes';
import { boehmBlvdAddress, boehmBlvdPointer } from '@beacon/test-support/person-fixtures';
import { renderScreen } from '@beacon/test-support/render-screen';

import { setViewport } from '../../test-support/match-media';
import { account, recordOf } from '../../test-support/record-fixtures';
import { locationReport, personReport } from '../../test-support/report-fixtures';
import EmailReportScreen from './email-report-screen';
import LocationReportScreen from './location-report-screen';
import PhoneReportScreen from './phone-report-screen';

function serve(routes: Record<string, Responder>) {
  return routeFetch({
    'GET /v1/me': { body: account },
    'GET /v1/me/suggested-reports/': { body: { items: [] } },
    ...routes,
  });
}

describe('search report screens', () => {
  beforeEach(() => {
    setViewport('desktop');
    // no layout is served: the built-in one is used, and the failure is logged
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('phone: uses the existing record on 409 and shows its report under the search URL', async () => {
    const calls = serve({
      'POST /v1/me/records': {
        status: 409,
        body: { message: 'Record already exists', statusCode: 409 },
        headers: { Location: '/v1/me/records/13' },
      },
      'GET /v1/me/records/13/report': {
        body: personReport({
          recordId: 13,
          type: 'phone',
          phone: {
            number: '6129350239',
            display: '(612) 935-0239',
            line_type: 'mobile',
            carrier: 'US Cellular',
            state: 'MN',
          },
        }),
      },
    });
    await renderScreen(
      '/dashboard/report/phone/:phone',
      <PhoneReportScreen />,
      '/dashboard/report/phone/6129350239?search-phone=6129350239',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '(612) 935-0239' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'phone',
      data: { phone: '6129350239' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeInTheDocument();
  });

  it('email: creates the record and shows its report', async () => {
    const calls = serve({
      'POST /v1/me/records': { status: 201, body: recordOf(14, 'email') },
      'GET /v1/me/records/14/report': {
        body: personReport({ recordId: 14, type: 'email', person: null, email: { address: 'someone@example.com' } }),
      },
    });
    await renderScreen(
      '/dashboard/report/email/:email',
      <EmailReportScreen />,
      '/dashboard/report/email/someone%40example.com?search-email=someone%40example.com',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'someone@example.com' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'email',
      data: { email: 'someone@example.com' },
    });
  });

  it('address: resolves the address to its pointer first, then shows the location report', async () => {
    const calls = serve({
      'GET /v1/search/addresses': {
        body: {
          total: 1,
          page: 1,
          pageSize: 20,
          results: [
            {
              pointer: boehmBlvdPointer,
              address: { ...boehmBlvdAddress, zip4: '1234' },
              residents: [],
            },
          ],
        },
      },
      'POST /v1/me/records': { status: 201, body: recordOf(15, 'location') },
      'GET /v1/me/records/15/report': { body: locationReport() },
    });
    await renderScreen(
      '/dashboard/report/location',
      <LocationReportScreen />,
      '/dashboard/report/location?search-street=4733%20Boehm%20Blvd&search-city=Minneapolis&search-state=MN&search-zip-code=',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '4733 Boehm Blvd, Minneapolis, MN' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/v1/search/addresses'))?.url).toBe(
      '/v1/search/addresses?street=4733+Boehm+Blvd&city=Minneapolis&state=MN',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'location',
      data: { pointer: 'QxYkcn5bzkAPt0r2026A' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Map' })).toBeInTheDocument();
  });

  it('address: says so when nothing matches', async () => {
    serve({ 'GET /v1/search/addresses': { body: { total: 0, page: 1, pageSize: 20, results: [] } } });
    await renderScreen(
      '/dashboard/report/location',
      <LocationReportScreen />,
      '/dashboard/report/location?search-street=1%20Nowhere&search-zip-code=99999',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find that address.');
  });

  it('address: a member without an active membership (402 from the search) goes to purchase, creating nothing', async () => {
    const calls = serve({
      'GET /v1/search/addresses': {
        status: 402,
        body: { message: 'An active membership is required to search public records.', statusCode: 402 },
        headers: { 'X-Required-Item': 'person_report', 'X-Required-For': 'search' },
      },
    });
    await renderScreen(
      '/dashboard/report/location',
      <LocationReportScreen />,
      '/dashboard/report/location?search-street=4733%20Boehm%20Blvd&search-state=MN',
    );
    expect(
      await screen.findByText(
        'landed on /dashboard/purchase with {"returnTo":"/dashboard/report/location?search-street=4733%20Boehm%20Blvd&search-state=MN","requiredItem":"person_report","reason":"search","subject":"4733 Boehm Blvd, MN"}',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses a link without a valid phone number', async () => {
    const calls = serve({});
    await renderScreen('/dashboard/report/phone/:phone', <PhoneReportScreen />, '/dashboard/report/phone/12');
    expect(screen.getByText('Oops! Something went wrong. :-(')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
