import { queryOptions, useQuery } from '@tanstack/react-query';

import { identityNotificationsResponseSchema, type IdentityNotificationResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { useLiveFallbackInterval } from '../live-updates/use-live-updates';
import { notificationKeys } from '../query-keys';

export type IdentityNotification = IdentityNotificationResponse;

export function fetchIdentityNotifications(): Promise<IdentityNotification[]> {
  return apiRequest('/me/identity-monitoring/notifications', { schema: identityNotificationsResponseSchema });
}

export const identityNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.identity(), queryFn: fetchIdentityNotifications });

export function useIdentityNotifications(options: { enabled?: boolean } = {}) {
  // kept fresh by live updates; polled only while their stream is down
  const refetchInterval = useLiveFallbackInterval();
  return useQuery({ ...identityNotificationsQueryOptions(), enabled: options.enabled ?? true, refetchInterval });
}
