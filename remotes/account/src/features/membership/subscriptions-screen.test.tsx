import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { configureApiClient } from '@beacon/api';
import { routeFetch } from '@beacon/test-support/fetch-routes';
import { renderScreen } from '@beacon/test-support/render-screen';

import { subscription } from '../../test-support/billing-fixtures';
import SubscriptionsScreen from './subscriptions-screen';

const show = () =>
  renderScreen('/dashboard/account/subscriptions', <SubscriptionsScreen />, '/dashboard/account/subscriptions');

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('SubscriptionsScreen', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('lists each subscription with its price text, status, next date and products', async () => {
    routeFetch({ 'GET /v1/me/subscriptions': { body: [subscription()] } });
    await show();
    const list = await screen.findByRole('list', { name: 'Your subscriptions' });
    expect(within(list).getByText('Premium Membership')).toBeInTheDocument();
    expect(within(list).getByText('$39.99 a month')).toBeInTheDocument();
    expect(within(list).getByText('Active')).toBeInTheDocument();
    expect(within(list).getByText(/Renews on Dec 20, 2026/)).toBeInTheDocument();
    expect(within(list).getByText('Includes: Background Reports Membership, Premium Reports')).toBeInTheDocument();
  });

  it('reminds the member a week before a renewal', async () => {
    routeFetch({ 'GET /v1/me/subscriptions': { body: [subscription({ next: inDays(5) })] } });
    await show();
    expect(await screen.findByRole('note')).toHaveTextContent(
      /Reminder: this subscription renews on .* for \$39\.99\./,
    );
  });

  it('cancels with a reason and a comment in two steps, effective at the end of the term', async () => {
    let current = [subscription()];
    const calls = routeFetch({
      'GET /v1/me/subscriptions': () => ({ body: current }),
      'PATCH /v1/me/subscriptions/5': (call) => {
        current = [subscription({ status: 'canceled', reason: 'too_expensive', comment: 'later' })];
        expect(call.body).toEqual({ status: 'canceled', reason: 'too_expensive', comment: 'Back in spring' });
        return { body: current[0] };
      },
      'GET /v1/me': { body: {} },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Premium Membership' }));
    const reasonDialog = screen.getByRole('dialog', { name: 'Cancel Premium Membership' });
    await userEvent.click(within(reasonDialog).getByRole('button', { name: 'Continue' }));
    expect(within(reasonDialog).getByRole('alert')).toHaveTextContent('Please choose a reason for canceling.');
    await userEvent.selectOptions(within(reasonDialog).getByLabelText('Why are you canceling?'), 'too_expensive');
    await userEvent.type(within(reasonDialog).getByLabelText(/Anything you would like to tell us/), 'Back in spring');
    await userEvent.click(within(reasonDialog).getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(
      within(confirm).getByText('You keep access until Dec 20, 2026. After that, it ends and nothing more is charged.'),
    ).toBeInTheDocument();
    expect(
      within(confirm).getByText('Until then, you can reactivate Premium Membership at the same price.'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Premium Membership is canceled. You keep access until Dec 20, 2026. After that, it ends and nothing more is charged.',
    );
    const list = screen.getByRole('list', { name: 'Your subscriptions' });
    expect(await within(list).findByText('Canceled · Access until Dec 20, 2026')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it('says what a canceled subscription keeps and until when, and when an ended one ended', async () => {
    routeFetch({
      'GET /v1/me/subscriptions': {
        body: [
          subscription({ status: 'canceled', next: '2026-12-20' }),
          subscription({
            id: 6,
            status: 'ended',
            next: '2026-10-01',
            plan: { ...subscription().plan, id: 3, code: 'guardian-addon-monthly', name: 'Guardian Add-on' },
          }),
        ],
      },
    });
    await show();
    const list = await screen.findByRole('list', { name: 'Your subscriptions' });
    const [canceled, ended] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(canceled).getByText('Canceled · Access until Dec 20, 2026')).toBeInTheDocument();
    expect(
      within(canceled).getByText(
        'You keep access until Dec 20, 2026. After that, it ends and nothing more is charged.',
      ),
    ).toBeInTheDocument();
    expect(within(canceled).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(within(ended).getByText('Ended on Oct 1, 2026')).toBeInTheDocument();
    expect(within(ended).queryByText(/keep access/)).not.toBeInTheDocument();
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
  });

  it('reactivates a canceled subscription whose term has not ended', async () => {
    routeFetch({
      'GET /v1/me/subscriptions': { body: [subscription({ status: 'canceled', next: inDays(20) })] },
      'POST /v1/me/subscriptions': { body: { error: null, subscriptions: [subscription()] } },
      'GET /v1/meta/support': { body: { key: 'support', value: { phone_display: '(800) 555-0199' } } },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your subscription was successfully reactivated.');
  });

  it('has an empty state and an error', async () => {
    routeFetch({ 'GET /v1/me/subscriptions': { body: [] } });
    await show();
    expect(await screen.findByText('You have no subscriptions.')).toBeInTheDocument();
  });
});
