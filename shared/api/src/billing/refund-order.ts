import { useMutation, useQueryClient } from '@tanstack/react-query';

import { orderResponseSchema } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { accountKeys, orderKeys } from '../query-keys';
import type { Order } from './orders';

/**
 * POST /me/orders/{id}/refund (no body; issue 54): an unused one-time purchase within the refund window is refunded
 * and comes back with status 'refunded'. A 404 is an unknown order; a 409 carries the server's reason it cannot be
 * refunded (used, too old, not one-time), in words for the member.
 */
export function refundOrder(orderId: number): Promise<Order> {
  return apiRequest(`/me/orders/${encodeURIComponent(String(orderId))}/refund`, {
    method: 'POST',
    schema: orderResponseSchema,
  });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    // the order's status changed, and the balance the refunded item was in
    onSuccess: () =>
      Promise.all([orderKeys.all, accountKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
