import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  alertEmailPreferenceResponseSchema,
  type AlertEmailFrequency,
  type AlertEmailPreference,
} from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { alertEmailKeys } from '../query-keys';

export type { AlertEmailFrequency, AlertEmailPreference } from '@beacon/validation';

// Alert e-mails (issue 58 point 4): how often the member's identity and dark web alerts are mailed.

const PATH = '/me/alert-emails';

/** GET /me/alert-emails: immediate (the default), daily or off. */
export function getAlertEmailPreference(): Promise<AlertEmailPreference> {
  return apiRequest(PATH, { schema: alertEmailPreferenceResponseSchema });
}

export const alertEmailPreferenceQueryOptions = () =>
  queryOptions({ queryKey: alertEmailKeys.preference(), queryFn: getAlertEmailPreference });

export const useAlertEmailPreference = () => useQuery(alertEmailPreferenceQueryOptions());

/** PUT /me/alert-emails. */
export function putAlertEmailPreference(frequency: AlertEmailFrequency): Promise<AlertEmailPreference> {
  return apiRequest(PATH, { method: 'PUT', body: { frequency }, schema: alertEmailPreferenceResponseSchema });
}

export function useSaveAlertEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAlertEmailPreference,
    // the answer is the stored choice: no second request to read it back
    onSuccess: (saved) => queryClient.setQueryData(alertEmailKeys.preference(), saved),
  });
}
