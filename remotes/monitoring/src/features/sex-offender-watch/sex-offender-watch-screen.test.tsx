import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient, type WatchedAddress, type WatchedOffender } from '@beacon/api';
import { failure, never, routeFetch, type Responder } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import SexOffenderWatchScreen from './sex-offender-watch-screen';

const PATH = '/dashboard/sex-offender-monitoring';
const ADDRESSES = 'GET /v1/me/sex-offender-watch/addresses';
const HOME_OFFENDERS = 'GET /v1/me/sex-offender-watch/addresses/home/offenders';
const WORK_OFFENDERS = 'GET /v1/me/sex-offender-watch/addresses/work/offenders';

function address(label: WatchedAddress['label'], overrides: Partial<WatchedAddress> = {}): WatchedAddress {
  return {
    label,
    street: label === 'home' ? '120 N Central Ave' : '2 E Jefferson St',
    city: 'Phoenix',
    state: 'AZ',
    zip: '85004',
    latitude: 33.4557,
    longitude: -112.0686,
    radiusMiles: 1,
    locatedBy: 'place',
    created: '2026-11-20T10:00:00.000Z',
    updated: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function offender(name: string, distanceMiles: number, overrides: Partial<WatchedOffender> = {}): WatchedOffender {
  return {
    name,
    age: 44,
    address: '140 N Central Ave, Phoenix, AZ 85004',
    distanceMiles,
    tier: 2,
    offense: 'Indecent exposure',
    registeredOn: '2021-04-09',
    latitude: 33.4557 + distanceMiles / 69.09,
    longitude: -112.0686,
    ...overrides,
  };
}

const home = address('home');
const nearHome = { address: home, total: 2, items: [offender('Dale R Cooper', 0.2), offender('Ann Lee', 0.8)] };

function routes(overrides: Record<string, Responder> = {}) {
  return routeFetch({
    [ADDRESSES]: { body: { items: [home] } },
    [HOME_OFFENDERS]: { body: nearHome },
    ...overrides,
  });
}

const show = () => renderScreen(PATH, <SexOffenderWatchScreen />, PATH);
const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
/** The address cards once the addresses have loaded. */
const loaded = () => screen.findByRole('heading', { level: 3, name: 'Home' });
// a failed read is retried once (after a second) unless it is a 402
const RETRIED = { timeout: 4000 };

describe('SexOffenderWatchScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('keeps its heading and shows placeholders while loading', async () => {
    routes({ [ADDRESSES]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Sex Offender Watch' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading your addresses' })).toHaveAttribute('aria-busy', 'true');
  });

  it('offers data monitoring to a member without it (402)', async () => {
    routes({
      [ADDRESSES]: {
        status: 402,
        body: { message: 'Data monitoring is required', statusCode: 402 },
        headers: { 'X-Required-Item': 'data_monitoring' },
      },
    });
    await show();
    const offer = await screen.findByRole('link', { name: 'Get Data Monitoring' });
    expect(offer).toHaveAttribute('href', '/dashboard/purchase');
    await userEvent.click(offer);
    expect(
      await screen.findByText(
        'landed on /dashboard/purchase with {"returnTo":"/dashboard/sex-offender-monitoring","requiredItem":"data_monitoring","reason":"product"}',
      ),
    ).toBeInTheDocument();
  });

  it('says when the addresses cannot be loaded, and tries again', async () => {
    let reads = 0;
    routes({ [ADDRESSES]: () => (++reads <= 2 ? failure(500) : { body: { items: [home] } }) });
    await show();
    expect(await screen.findByRole('alert', {}, RETRIED)).toHaveTextContent(
      'Your Sex Offender Watch could not be loaded. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Watching within 1 mile')).toBeInTheDocument();
  });

  it('lists the offenders near the home, numbered as on the map, and keeps the list when the map cannot be drawn', async () => {
    routes();
    await show();
    const list = await screen.findByRole('list', {
      name: '2 registered offenders within 1 mile of your home',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('1. Dale R Cooper, 44');
    expect(items[0]).toHaveTextContent('0.2 mi away · 140 N Central Ave, Phoenix, AZ 85004');
    expect(items[0]).toHaveTextContent('Tier 2 · Indecent exposure · registered Apr 9, 2021');
    expect(items[1]).toHaveTextContent('2. Ann Lee');

    // jsdom has no WebGL: the map says so and the list stays (the drawn map: e2e/tests/sex-offender-watch.spec.ts)
    expect(
      screen.getByText('The map cannot be shown in this browser. The numbered list has every offender it would show.'),
    ).toBeInTheDocument();
    expect(card('Home')).toHaveTextContent('120 N Central Ave');
    expect(within(card('Work')).getByText('No work address saved.')).toBeInTheDocument();
    expect(within(card('School')).getByRole('button', { name: 'Add school address' })).toBeInTheDocument();
  });

  it('shows the offenders of the address chosen', async () => {
    const work = address('work', { radiusMiles: 2 });
    routes({
      [ADDRESSES]: { body: { items: [home, work] } },
      [WORK_OFFENDERS]: { body: { address: work, total: 1, items: [offender('Sam Fox', 1.7)] } },
    });
    await show();
    const homeButton = await screen.findByRole('button', { name: 'Show Offenders near your home' });
    expect(homeButton).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('list', { name: '2 registered offenders within 1 mile of your home' });
    await userEvent.click(screen.getByRole('button', { name: 'Show Offenders near your work address' }));
    expect(
      await screen.findByRole('list', { name: '1 registered offender within 2 miles of your work address' }),
    ).toHaveTextContent('Sam Fox');
    expect(homeButton).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Offenders near your work address' })).toBeInTheDocument();
  });

  it('says when no offender is within the radius', async () => {
    routes({ [HOME_OFFENDERS]: { body: { address: address('home', { radiusMiles: 0.5 }), total: 0, items: [] } } });
    await show();
    expect(await screen.findByText('No registered offenders within 0.5 miles of your home.')).toBeInTheDocument();
  });

  it('says when the offenders cannot be loaded', async () => {
    routes({ [HOME_OFFENDERS]: failure(500) });
    await show();
    expect(await screen.findByRole('alert', {}, RETRIED)).toHaveTextContent(
      'The offenders near this address could not be loaded. Please try again.',
    );
  });

  it('adds a work address with the shared messages under its inputs, then shows its offenders', async () => {
    let saved: WatchedAddress[] = [home];
    const calls = routes({
      [ADDRESSES]: () => ({ body: { items: saved } }),
      'PUT /v1/me/sex-offender-watch/addresses/work': (call) => {
        const work = address('work', { ...(call.body as object), locatedBy: 'zip' });
        saved = [home, work];
        return { body: work };
      },
      [WORK_OFFENDERS]: () => ({
        body: { address: saved[1], total: 1, items: [offender('Sam Fox', 1.7)] },
      }),
    });
    await show();
    await loaded();
    await userEvent.click(within(card('Work')).getByRole('button', { name: 'Add work address' }));
    const form = screen.getByRole('form', { name: 'Add your work address' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(within(form).getByText('Please enter street address.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a city.')).toBeInTheDocument();
    expect(within(form).getByText('Please choose a state.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a 5-digit zip code.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Street address')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(form).getByLabelText('Street address'), '2 E Jefferson St');
    await userEvent.type(within(form).getByLabelText('City'), 'Phoenix');
    await userEvent.selectOptions(within(form).getByLabelText('State'), 'AZ');
    await userEvent.type(within(form).getByLabelText('ZIP code'), '85004');
    await userEvent.selectOptions(within(form).getByLabelText('Watch within'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Work address saved.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      street: '2 E Jefferson St',
      city: 'Phoenix',
      state: 'AZ',
      zip: '85004',
      radiusMiles: 3,
    });
    expect(
      await screen.findByRole('list', { name: '1 registered offender within 3 miles of your work address' }),
    ).toHaveTextContent('Sam Fox');
    expect(screen.getByText(/placed at the center of its ZIP code/)).toBeInTheDocument();
  });

  it("shows the server's message for an address it cannot find", async () => {
    routes({
      'PUT /v1/me/sex-offender-watch/addresses/home': failure(
        400,
        'We could not find that address. Check the street and ZIP code.',
      ),
    });
    await show();
    await loaded();
    await userEvent.click(within(card('Home')).getByRole('button', { name: 'Edit home address' }));
    const form = screen.getByRole('form', { name: 'Change your home address' });
    expect(within(form).getByLabelText('Street address')).toHaveValue('120 N Central Ave');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'We could not find that address. Check the street and ZIP code.',
    );
  });

  it('removes an address', async () => {
    let saved: WatchedAddress[] = [home, address('work')];
    routes({
      [ADDRESSES]: () => ({ body: { items: saved } }),
      'DELETE /v1/me/sex-offender-watch/addresses/home': () => {
        saved = [address('work')];
        return { status: 204 };
      },
      [WORK_OFFENDERS]: { body: { address: address('work'), total: 0, items: [] } },
    });
    await show();
    await loaded();
    await userEvent.click(within(card('Home')).getByRole('button', { name: 'Remove home address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Home address removed.');
    expect(await screen.findByText('No registered offenders within 1 mile of your work address.')).toBeInTheDocument();
    expect(offenderListAbsent()).toBe(true);
  });
});

function offenderListAbsent(): boolean {
  return screen.queryByRole('list', { name: /registered offender/ }) === null;
}
