import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  orderResponseSchema,
  ordersResponseSchema,
  type OrderResponse,
  type PlaceOrderInput,
} from '@beacon/validation';

import { apiRequest, isApiError } from '@beacon/api/client';
import { accountKeys, orderKeys, recordKeys, subscriptionKeys } from '../query-keys';

export type Order = OrderResponse;

/** GET /me/orders: newest first. */
export function fetchOrders(): Promise<Order[]> {
  return apiRequest('/me/orders', { schema: ordersResponseSchema });
}

export const ordersQueryOptions = () => queryOptions({ queryKey: orderKeys.list(), queryFn: fetchOrders });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}

/**
 * POST /me/orders. The idempotency key is made once per checkout and sent again on a retry, so a retried order is
 * never charged twice. A declined card rejects with the gateway's message (422).
 */
export function placeOrder(order: PlaceOrderInput): Promise<Order> {
  return apiRequest('/me/orders', { method: 'POST', body: order, schema: orderResponseSchema });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // a lost answer (the network, a 5xx) is tried once more with the same key: the server charges at most once
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.statusCode < 500),
    // what the member holds changed: balances, subscriptions, orders, and the reports a balance unlocks
    onSuccess: () =>
      Promise.all(
        [accountKeys.all, subscriptionKeys.all, orderKeys.all, recordKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** A fresh key for one checkout (the server accepts 16 to 100 letters, digits, dashes or underscores). */
export function newIdempotencyKey(): string {
  return `order-${crypto.randomUUID()}`;
}
