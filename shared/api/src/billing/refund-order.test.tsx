import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { configureApiClient, isApiError } from '@beacon/api/client';
import { accountKeys, orderKeys } from '../query-keys';
import { useRefundOrder } from './refund-order';

const refunded = {
  id: 31,
  status: 'refunded',
  created: '2026-11-20T10:00:00.000Z',
  quantity: 1,
  total: 19.99,
  currency: 'USD',
  product: { id: 9, code: 'premium-report', name: 'Premium Person Report', items: { premium_person_report: 1 } },
  payment: { brand: 'visa', last4: '4242' },
  refundable: false,
};

function setup(answer: Response) {
  const fetchMock = jest.fn(async () => answer);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { fetchMock, invalidated, wrapper };
}

describe('useRefundOrder', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));
  afterEach(() => jest.restoreAllMocks());

  it('posts the refund without a body, reads the order back and refreshes the orders and the account', async () => {
    const { fetchMock, invalidated, wrapper } = setup(new Response(JSON.stringify(refunded), { status: 200 }));
    const { result } = renderHook(() => useRefundOrder(), { wrapper });
    let order: unknown;
    await act(async () => {
      order = await result.current.mutateAsync(31);
    });
    expect(order).toMatchObject({ id: 31, status: 'refunded' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/me/orders/31/refund');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(invalidated).toHaveBeenCalledWith({ queryKey: orderKeys.all });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: accountKeys.all });
  });

  it("rejects with the server's reason when the order cannot be refunded", async () => {
    const message = 'This report was already used, so it cannot be refunded.';
    const { invalidated, wrapper } = setup(new Response(JSON.stringify({ message, statusCode: 409 }), { status: 409 }));
    const { result } = renderHook(() => useRefundOrder(), { wrapper });
    let failure: unknown;
    await act(async () => {
      failure = await result.current.mutateAsync(31).catch((error: unknown) => error);
    });
    expect(isApiError(failure) && failure.statusCode === 409 && failure.message).toBe(message);
    expect(invalidated).not.toHaveBeenCalled();
  });

  it('refuses an answer that is not an order (parsed with the contract, never cast)', async () => {
    const { wrapper } = setup(new Response(JSON.stringify({ id: 31, status: 'gone' }), { status: 200 }));
    const { result } = renderHook(() => useRefundOrder(), { wrapper });
    let failure: unknown;
    await act(async () => {
      failure = await result.current.mutateAsync(31).catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(Error);
    expect(isApiError(failure)).toBe(false);
  });
});
