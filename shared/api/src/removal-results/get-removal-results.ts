import { queryOptions, useQuery } from '@tanstack/react-query';

import { removalResultsResponseSchema, type RemovalResultsResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { removalResultsKeys } from '../query-keys';

export type { RemovalResultBroker, RemovalResultFamily, RemovalResultsResponse } from '@beacon/validation';

/** GET /removal-results: public (app headers only): per-broker removal figures from Beacon's own requests. */
export function fetchRemovalResults(): Promise<RemovalResultsResponse> {
  return apiRequest('/removal-results', { skipSessionHandling: true, schema: removalResultsResponseSchema });
}

export const removalResultsQueryOptions = () =>
  queryOptions({ queryKey: removalResultsKeys.published(), queryFn: fetchRemovalResults });

export function useRemovalResults() {
  return useQuery(removalResultsQueryOptions());
}
