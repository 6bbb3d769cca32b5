import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';

import { sessionUserAtom } from '@beacon/session';

import { configureApiClient } from '@beacon/api/client';
import { accountKeys } from '../query-keys';
import { useEntitlements } from './use-entitlements';

const NOTHING = {
  person_report: 0,
  premium_person_report: 0,
  guardian: 0,
  guardian_family_addon: 0,
  dark_web_monitoring: 0,
  identity_monitoring: 0,
  data_monitoring: 0,
};

function account(balances: Partial<typeof NOTHING> | Record<string, null>) {
  return {
    id: 7,
    email: 'peter@example.com',
    pin: null,
    first_name: 'Peter',
    last_name: 'Lindqvist',
    hide_self_search_prompt_test: false,
    balances: { ...NOTHING, ...balances },
    data: {},
  };
}

function setup(signedIn: boolean) {
  const fetchMock = jest.fn(
    async () => new Response(JSON.stringify(account({ person_report: null, guardian: null })), { status: 200 }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const store = createStore();
  if (signedIn) store.set(sessionUserAtom, { sub: '7', firstName: 'Peter', lastName: 'Lindqvist' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </QueryClientProvider>
  );
  return { fetchMock, queryClient, wrapper };
}

describe('useEntitlements', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it("derives the member's entitlements from the account query's balances", async () => {
    const { wrapper } = setup(true);
    const { result } = renderHook(() => useEntitlements(), { wrapper });
    expect(result.current.guardianLink).toBe(false);
    await waitFor(() => expect(result.current.guardianLink).toBe(true));
    expect(result.current.holds.person_report).toBe(true);
    expect(result.current.holds.dark_web_monitoring).toBe(false);
  });

  it('follows the account when it changes, with no copy to keep in sync', async () => {
    const { wrapper, queryClient } = setup(true);
    const { result } = renderHook(() => useEntitlements(), { wrapper });
    await waitFor(() => expect(result.current.guardianLink).toBe(true));
    act(() => queryClient.setQueryData(accountKeys.me(), account({ person_report: null })));
    await waitFor(() => expect(result.current.guardianLink).toBe(false));
    expect(result.current.holds.person_report).toBe(true);
  });

  it('holds nothing and asks for no account when signed out', () => {
    const { wrapper, fetchMock } = setup(false);
    const { result } = renderHook(() => useEntitlements(), { wrapper });
    expect(result.current.holds.person_report).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
