import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';

import { showSearchYourselfModalAtom } from '@beacon/session';

import GuardianSetupScreen from './guardian-setup-screen';

function account(customersReport: unknown) {
  return {
    id: 3,
    email: 'grace@example.com',
    pin: null,
    first_name: 'Grace',
    last_name: 'Okafor',
    hide_self_search_prompt_test: false,
    balances: {
      person_report: null,
      premium_person_report: 0,
      guardian: null,
      guardian_family_addon: 0,
      dark_web_monitoring: 0,
      identity_monitoring: 0,
      data_monitoring: 0,
    },
    data: { customers_report: customersReport },
  };
}

function renderWith(body: unknown) {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status: 200 })) as unknown as typeof fetch;
  const store = createStore();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <JotaiProvider store={store}>
        <MemoryRouter>
          <GuardianSetupScreen />
        </MemoryRouter>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return store;
}

describe('GuardianSetupScreen', () => {
  it('without a confirmed report, opens Search For Yourself to find it', async () => {
    const store = renderWith(account(null));
    await userEvent.click(await screen.findByRole('button', { name: 'Search For Yourself' }));
    expect(store.get(showSearchYourselfModalAtom)).toBe(true);
  });

  it('with a confirmed report, does not ask for it again', async () => {
    renderWith(account({ record_id: 9, pointer: 'w-Qdmx4c8eMPt0r2026A' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guardian Setup' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Search For Yourself' })).not.toBeInTheDocument();
  });
});
