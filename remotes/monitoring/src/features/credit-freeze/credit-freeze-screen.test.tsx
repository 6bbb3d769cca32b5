import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient, type CreditFreezes } from '@beacon/api';
import { failure, never, routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import CreditFreezeScreen from './credit-freeze-screen';

const PATH = '/dashboard/credit-freeze';
const GET = 'GET /v1/me/credit-freezes';

const bureau = (
  key: 'equifax' | 'experian' | 'transunion',
  name: string,
  url: string,
  extra: Partial<CreditFreezes['bureaus'][number]> = {},
): CreditFreezes['bureaus'][number] => ({
  bureau: key,
  name,
  freezeUrl: url,
  thawUrl: url,
  phone: '1-800-000-0000',
  status: 'not_frozen',
  frozenOn: null,
  thawedUntil: null,
  hasPin: false,
  updatedAt: null,
  ...extra,
});

const freezes = (equifax: Partial<CreditFreezes['bureaus'][number]> = {}): CreditFreezes => ({
  bureaus: [
    bureau('equifax', 'Equifax', 'https://www.equifax.com/personal/credit-report-services/credit-freeze/', equifax),
    bureau('experian', 'Experian', 'https://www.experian.com/freeze/center.html'),
    bureau('transunion', 'TransUnion', 'https://www.transunion.com/credit-freeze'),
  ],
  plannedApplication: { date: null, reminderOn: null, reminderSentAt: null },
});

const show = () => renderScreen(PATH, <CreditFreezeScreen />, PATH);
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('CreditFreezeScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('shows placeholders while loading', async () => {
    routeFetch({ [GET]: never });
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Credit Freeze Helper' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading your credit freezes' })).toHaveAttribute('aria-busy', 'true');
  });

  it("links to each bureau's freeze page and records Equifax frozen with its PIN", async () => {
    // the server's state: a save refreshes every identity query, so GET answers what was saved
    let current = freezes();
    const calls = routeFetch({
      [GET]: () => ({ body: current }),
      'PUT /v1/me/credit-freezes/equifax': () => {
        current = freezes({ status: 'frozen', frozenOn: '2026-11-01', hasPin: true });
        return { body: current };
      },
    });
    await show();
    const equifax = await waitFor(() => card('Equifax'));
    expect(within(equifax).getByRole('link', { name: /Freeze at Equifax/ })).toHaveAttribute(
      'href',
      'https://www.equifax.com/personal/credit-report-services/credit-freeze/',
    );
    expect(within(equifax).getByRole('status')).toHaveTextContent('Not frozen');
    await userEvent.selectOptions(within(equifax).getByLabelText('Status at Equifax'), 'frozen');
    await userEvent.type(within(equifax).getByLabelText('Frozen on'), '2026-11-01');
    await userEvent.type(within(equifax).getByLabelText('Equifax PIN (optional)'), '1234567890');
    await userEvent.click(within(equifax).getByRole('button', { name: 'Save Equifax' }));
    expect(await within(card('Equifax')).findByText('Frozen on Nov 1, 2026')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      status: 'frozen',
      frozenOn: '2026-11-01',
      pin: '1234567890',
    });
    // the PIN field is emptied: it is not kept on the page
    expect(within(card('Equifax')).getByLabelText('Equifax PIN (optional)')).toHaveValue('');
  });

  it('shows a kept PIN only when asked', async () => {
    routeFetch({
      [GET]: { body: freezes({ status: 'frozen', frozenOn: '2026-11-01', hasPin: true }) },
      'GET /v1/me/credit-freezes/equifax/pin': { body: { pin: '1234567890' } },
    });
    await show();
    const equifax = await waitFor(() => card('Equifax'));
    expect(within(equifax).queryByText('1234567890')).not.toBeInTheDocument();
    await userEvent.click(within(equifax).getByRole('button', { name: 'Show PIN for Equifax' }));
    expect(await within(equifax).findByText('1234567890')).toBeInTheDocument();
  });

  it('takes the date of a planned application and says when the reminder goes out', async () => {
    let current = freezes();
    const calls = routeFetch({
      [GET]: () => ({ body: current }),
      'PUT /v1/me/credit-freezes/planned-application': () => {
        current = {
          ...freezes(),
          plannedApplication: { date: '2026-12-10', reminderOn: '2026-12-05', reminderSentAt: null },
        };
        return { body: current };
      },
    });
    await show();
    await userEvent.type(await screen.findByLabelText('Date of the application'), '2026-12-10');
    await userEvent.click(screen.getByRole('button', { name: 'Save Date' }));
    await waitFor(() => expect(calls.map((call) => call.method)).toContain('PUT'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ date: '2026-12-10' });
    expect(
      await screen.findByText('Reminder on Dec 5, 2026 for your application on Dec 10, 2026.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the freezes could not be loaded', async () => {
    routeFetch({ [GET]: failure(500) });
    await show();
    expect(await screen.findByText('Your credit freezes could not be loaded. Please try again.')).toBeInTheDocument();
  });
});
