import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { alertPageResponseSchema, type AlertPage, type AlertStepInput } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { identityMemberKeys } from '../query-keys';

export type { AlertPage, AlertPlanStep } from '@beacon/validation';

const alertPath = (alertId: string) => `/me/alerts/${encodeURIComponent(alertId)}`;

/** GET /me/alerts/{alertId}: what was found, where, when, the source, and the plan with its ticked steps. */
export function getAlertPage(alertId: string): Promise<AlertPage> {
  return apiRequest(alertPath(alertId), { schema: alertPageResponseSchema });
}

export const alertPageQueryOptions = (alertId: string) =>
  queryOptions({ queryKey: identityMemberKeys.alertPage(alertId), queryFn: () => getAlertPage(alertId) });

export const useAlertPage = (alertId: string) => useQuery(alertPageQueryOptions(alertId));

/** PUT /me/alerts/{alertId}/steps/{stepKey} `{ done, via? }`: answers the page, which replaces the cached one. */
export function putAlertStep(alertId: string, stepKey: string, input: AlertStepInput): Promise<AlertPage> {
  return apiRequest(`${alertPath(alertId)}/steps/${encodeURIComponent(stepKey)}`, {
    method: 'PUT',
    body: input,
    schema: alertPageResponseSchema,
  });
}

export function useSetAlertStep(alertId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stepKey, input }: { stepKey: string; input: AlertStepInput }) =>
      putAlertStep(alertId, stepKey, input),
    onSuccess: (page) => queryClient.setQueryData(identityMemberKeys.alertPage(alertId), page),
  });
}
