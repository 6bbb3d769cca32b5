import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  noContent,
  paymentOptionResponseSchema,
  paymentOptionsResponseSchema,
  type AddCardInput,
  type PaymentOptionResponse,
} from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { paymentOptionKeys } from '../query-keys';

export type PaymentOption = PaymentOptionResponse;

/** GET /me/payment-options: the member's saved cards (brand, last four, expiry; never the number). */
export function fetchPaymentOptions(): Promise<PaymentOption[]> {
  return apiRequest('/me/payment-options', { schema: paymentOptionsResponseSchema });
}

export const paymentOptionsQueryOptions = () =>
  queryOptions({ queryKey: paymentOptionKeys.list(), queryFn: fetchPaymentOptions });

export function usePaymentOptions() {
  return useQuery(paymentOptionsQueryOptions());
}

/** POST /me/payment-options: the card goes to the payment gateway; a refused card rejects with its message. */
export function addPaymentOption(card: AddCardInput): Promise<PaymentOption> {
  return apiRequest('/me/payment-options', { method: 'POST', body: card, schema: paymentOptionResponseSchema });
}

export function setDefaultPaymentOption(id: number): Promise<PaymentOption> {
  return apiRequest(`/me/payment-options/${id}`, {
    method: 'PATCH',
    body: { isDefault: true },
    schema: paymentOptionResponseSchema,
  });
}

export async function removePaymentOption(id: number): Promise<null> {
  await apiRequest(`/me/payment-options/${id}`, { method: 'DELETE', schema: noContent() });
  return null;
}

function useRefreshingMutation<A, R>(mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentOptionKeys.all }),
  });
}

export const useAddPaymentOption = () => useRefreshingMutation(addPaymentOption);
export const useSetDefaultPaymentOption = () => useRefreshingMutation(setDefaultPaymentOption);
export const useRemovePaymentOption = () => useRefreshingMutation(removePaymentOption);
