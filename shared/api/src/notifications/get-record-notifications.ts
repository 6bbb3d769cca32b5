import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../api-client';
import { notificationKeys } from '../query-keys';

export interface RecordNotification {
  type: 'location' | 'person';
  created: string;
  display: string;
  first_name: string;
  last_name: string;
}

interface RecordNotificationsResponse {
  location_notifications?: Omit<RecordNotification, 'type'>[];
  person_notifications?: Omit<RecordNotification, 'type'>[];
}

/** The data-monitoring service's report updates, each tagged with its type (spec §3). */
export async function fetchRecordNotifications(): Promise<RecordNotification[]> {
  const body = await apiRequest<RecordNotificationsResponse>('/dashboard/api/data-monitoring/notifications/', {
    unversioned: true,
  });
  return [
    ...(body.person_notifications ?? []).map((item) => ({ ...item, type: 'person' as const })),
    ...(body.location_notifications ?? []).map((item) => ({ ...item, type: 'location' as const })),
  ];
}

export const recordNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.records(), queryFn: fetchRecordNotifications });

export function useRecordNotifications(options: { enabled?: boolean } = {}) {
  return useQuery({ ...recordNotificationsQueryOptions(), enabled: options.enabled ?? true });
}
