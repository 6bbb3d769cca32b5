import { queryOptions, useQuery } from '@tanstack/react-query';

import { exposuresResponseSchema, type Exposure, type ExposuresResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { exposureKeys } from '../query-keys';

export type { Exposure, ExposuresResponse };

/** Everything exposed about the member, the worst first, with how each source answered (issue 58 point 6). */
export function fetchExposures(): Promise<ExposuresResponse> {
  return apiRequest('/me/exposures', { schema: exposuresResponseSchema });
}

export const exposuresQueryOptions = () => queryOptions({ queryKey: exposureKeys.list(), queryFn: fetchExposures });

export function useExposures() {
  return useQuery(exposuresQueryOptions());
}
