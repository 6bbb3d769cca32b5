import { queryOptions, useQuery } from '@tanstack/react-query';

import { recordNotificationsResponseSchema, type RecordNotificationResponse } from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';
import { useLiveFallbackInterval } from '../live-updates/use-live-updates';
import { notificationKeys } from '../query-keys';

export type RecordNotification = RecordNotificationResponse;

/** The data-monitoring service's report updates, person updates first (spec §3). */
export async function fetchRecordNotifications(): Promise<RecordNotification[]> {
  const body = await apiRequest('/dashboard/api/data-monitoring/notifications/', {
    unversioned: true,
    schema: recordNotificationsResponseSchema,
  });
  return [...body.person_notifications, ...body.location_notifications];
}

export const recordNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.records(), queryFn: fetchRecordNotifications });

export function useRecordNotifications(options: { enabled?: boolean } = {}) {
  // kept fresh by live updates; polled only while their stream is down
  const refetchInterval = useLiveFallbackInterval();
  return useQuery({ ...recordNotificationsQueryOptions(), enabled: options.enabled ?? true, refetchInterval });
}
