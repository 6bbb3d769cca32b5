import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Subscription } from '@beacon/api';
import { renderWithProviders } from '@beacon/test-support/render-screen';

import { findReactivationCandidate } from './find-reactivation-candidate';
import { ReactivationBanner } from './ReactivationBanner';

const plan = {
  id: 1,
  code: 'premium-monthly',
  name: 'Premium',
  recurring_price: 39.99,
  recurring_period: 1,
  recurring_interval: 'month',
  terms: '',
};
const premium = [
  { id: 1, code: 'premium', name: 'Premium', items: { person_report: null, premium_person_report: null } },
];
const FUTURE = '2999-01-01';

function subscription(id: number, overrides: Partial<Subscription> = {}): Subscription {
  return {
    id,
    status: 'canceled',
    reason: null,
    comment: null,
    next: FUTURE,
    created: '2026-01-01T00:00:00.000Z',
    products: premium,
    plan,
    ...overrides,
  };
}

describe('findReactivationCandidate', () => {
  const now = Date.parse('2026-11-21');

  it('picks the canceled premium subscription with a future next date and the highest id', () => {
    const list = [subscription(3), subscription(9), subscription(5)];
    expect(findReactivationCandidate(list, list, now)?.id).toBe(9);
  });

  it('shows nothing with an active subscription, a past date or no premium product', () => {
    expect(
      findReactivationCandidate([subscription(1), subscription(2, { status: 'active' })], [subscription(1)], now),
    ).toBeNull();
    expect(findReactivationCandidate([subscription(1)], [subscription(1, { next: '2020-01-01' })], now)).toBeNull();
    const basic = subscription(1, {
      products: [{ id: 1, code: 'person-report', name: 'Person report', items: { person_report: null } }],
    });
    expect(findReactivationCandidate([basic], [basic], now)).toBeNull();
  });
});

function serve(routes: Record<string, (body: unknown) => unknown>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url}`];
    return new Response(JSON.stringify(handler ? handler(body) : { message: 'not found' }), {
      status: handler ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return calls;
}

describe('ReactivationBanner', () => {
  beforeEach(() => {
    window.localStorage.setItem('accessToken', 'a');
    window.localStorage.setItem('refreshToken', 'r');
  });

  it('confirms, reactivates and shows the success text, then refetches the subscriptions', async () => {
    let reactivated = false;
    const calls = serve({
      'GET /v1/me/subscriptions': () => [subscription(12, reactivated ? { status: 'active' } : {})],
      'GET /v1/me/subscriptions/12': () => subscription(12),
      'GET /v1/meta/support': () => ({ key: 'support', value: { phone_display: '(800) 555-0199' } }),
      'POST /v1/me/subscriptions': () => {
        reactivated = true;
        return { error: null, subscriptions: [subscription(12, { status: 'active' })] };
      },
    });
    renderWithProviders(<ReactivationBanner />);

    expect(await screen.findByText(/Reactivate it for \$39\.99 a month/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Reactivation' });
    await userEvent.click(dialog.querySelector('button:last-of-type') as HTMLElement);

    expect(await screen.findByText('Your subscription was successfully reactivated.')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/v1/me/subscriptions', body: { subscriptionIds: [12] } });
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/v1/me/subscriptions' && call.method === 'GET')).toHaveLength(2),
    );
  });

  it('shows the call-us text when the replace request reports an error', async () => {
    serve({
      'GET /v1/me/subscriptions': () => [subscription(12)],
      'GET /v1/me/subscriptions/12': () => subscription(12),
      'GET /v1/meta/support': () => ({ key: 'support', value: { phone_display: '(800) 555-0199' } }),
      'POST /v1/me/subscriptions': () => ({ error: 'not eligible', subscriptions: [] }),
    });
    renderWithProviders(<ReactivationBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Reactivation' });
    await userEvent.click(dialog.querySelector('button:last-of-type') as HTMLElement);
    expect(
      await screen.findByText('Something went wrong. Please call (800) 555-0199 to reactivate your subscription.'),
    ).toBeInTheDocument();
  });

  it('is absent while a subscription is active', async () => {
    const calls = serve({ 'GET /v1/me/subscriptions': () => [subscription(1, { status: 'active' })] });
    renderWithProviders(<ReactivationBanner />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Reactivate your subscription' })).not.toBeInTheDocument();
  });
});
