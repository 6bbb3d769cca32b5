import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

import type { Account } from '@beacon/api';

/** Renders with the providers the host gives every screen: router, one QueryClient, one jotai store. */
export function renderWithProviders(ui: ReactElement, options: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = createStore();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <MemoryRouter initialEntries={[options.path ?? '/dashboard']}>{ui}</MemoryRouter>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, store };
}

const noProducts = {
  person_report: 0,
  premium_person_report: 0,
  guardian: 0,
  guardian_family_addon: 0,
  dark_web_monitoring: 0,
  identity_monitoring: 0,
  data_monitoring: 0,
};

export function makeAccount(overrides: {
  balances?: Partial<Account['balances']>;
  data?: Partial<Account['data']>;
  hide_self_search_prompt_test?: boolean;
  pin?: string | null;
}): Account {
  return {
    id: 7,
    email: 'ada@example.com',
    pin: overrides.pin ?? null,
    first_name: 'Ada',
    last_name: 'Lovelace',
    hide_self_search_prompt_test: overrides.hide_self_search_prompt_test ?? false,
    balances: { ...noProducts, ...overrides.balances },
    data: {
      bg_crosssell_intent: null,
      customers_report: null,
      possible_customers_report: null,
      self_search_notified: false,
      dark_web_data_added: false,
      ...overrides.data,
    },
  };
}

/** A fetch stand-in that answers every call with `body` and records the calls. */
export function recordingFetch(body: unknown = {}, status = 200) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return calls;
}
