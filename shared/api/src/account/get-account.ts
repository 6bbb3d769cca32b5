import { queryOptions, useQuery } from '@tanstack/react-query';

import { accountResponseSchema, type AccountResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { accountKeys } from '../query-keys';

export type Account = AccountResponse;

export function fetchAccount(): Promise<Account> {
  return apiRequest('/me', { schema: accountResponseSchema });
}

export const accountQueryOptions = () => queryOptions({ queryKey: accountKeys.me(), queryFn: fetchAccount });

/** The signed-in member's account (spec §3), fetched on header load and shared by every remote. */
export function useAccount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueryOptions(), enabled: options.enabled ?? true });
}
