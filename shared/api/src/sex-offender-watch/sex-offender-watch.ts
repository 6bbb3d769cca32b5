import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  noContent,
  watchedAddressesResponseSchema,
  watchedAddressResponseSchema,
  watchedOffendersResponseSchema,
  type WatchedAddress,
  type WatchedAddressInput,
  type WatchedOffenders,
  type WatchLabel,
} from '@beacon/validation';

import { apiRequest, retryUnlessPaymentRequired } from '@beacon/api/client';
import { sexOffenderWatchKeys } from '../query-keys';

export type {
  WatchedAddress,
  WatchedAddressInput,
  WatchedOffender,
  WatchedOffenders,
  WatchLabel,
} from '@beacon/validation';

const ADDRESSES = '/me/sex-offender-watch/addresses';

/** GET /me/sex-offender-watch/addresses: the saved home, work and school addresses (402 without data monitoring). */
export async function getWatchedAddresses(): Promise<WatchedAddress[]> {
  return (await apiRequest(ADDRESSES, { schema: watchedAddressesResponseSchema })).items;
}

export const watchedAddressesQueryOptions = () =>
  queryOptions({
    queryKey: sexOffenderWatchKeys.addresses(),
    queryFn: getWatchedAddresses,
    // a 402 is the answer for a member without data monitoring: the screen offers the product
    retry: retryUnlessPaymentRequired,
  });

export const useWatchedAddresses = () => useQuery(watchedAddressesQueryOptions());

/** GET …/addresses/{label}/offenders: the registered offenders within the address's radius, nearest first. */
export function getWatchedOffenders(label: WatchLabel): Promise<WatchedOffenders> {
  return apiRequest(`${ADDRESSES}/${label}/offenders`, { schema: watchedOffendersResponseSchema });
}

export const watchedOffendersQueryOptions = (label: WatchLabel) =>
  queryOptions({
    queryKey: sexOffenderWatchKeys.offenders(label),
    queryFn: () => getWatchedOffenders(label),
    retry: retryUnlessPaymentRequired,
  });

export const useWatchedOffenders = (label: WatchLabel | undefined) =>
  useQuery({ ...watchedOffendersQueryOptions(label ?? 'home'), enabled: label !== undefined });

/** PUT …/addresses/{label}: saves or replaces the address (the server locates it) and its radius. */
export function putWatchedAddress(label: WatchLabel, input: WatchedAddressInput): Promise<WatchedAddress> {
  return apiRequest(`${ADDRESSES}/${label}`, { method: 'PUT', body: input, schema: watchedAddressResponseSchema });
}

/** DELETE …/addresses/{label}. */
export async function deleteWatchedAddress(label: WatchLabel): Promise<null> {
  await apiRequest(`${ADDRESSES}/${label}`, { method: 'DELETE', schema: noContent() });
  return null;
}

/** A change of an address changes its offenders too: both are refreshed. */
function useWatchMutation<A, R>(mutationFn: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sexOffenderWatchKeys.all }),
  });
}

export const useSaveWatchedAddress = () =>
  useWatchMutation(({ label, input }: { label: WatchLabel; input: WatchedAddressInput }) =>
    putWatchedAddress(label, input),
  );
export const useDeleteWatchedAddress = () => useWatchMutation(deleteWatchedAddress);
